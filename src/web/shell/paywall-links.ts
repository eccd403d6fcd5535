import { CONTACT_EMAIL } from '../../shared/constants';

/** Where the paywall's booking button leads: a mail to the team until a scheduling page is configured. */
export const BOOKING_URL = `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent('Booking a call with Rehearse')}`;
/** Y Combinator's deal page for YC companies (external, opens in a new tab). */
export const YC_DEAL_URL = 'https://bookface.ycombinator.com/deals';
/** Customer logos shown under "Trusted by industry-leading teams": { name, src } of real customers only. */
export const CUSTOMER_LOGOS: Array<{ name: string; src: string }> = [];
