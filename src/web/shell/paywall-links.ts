import { CONTACT_EMAIL } from '../../shared/constants';

/** Without a configured scheduling page (BOOKING_URL), the booking button writes to the team instead. */
export const BOOKING_FALLBACK_URL = `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent('Booking a call with Rehearse')}`;
/** Y Combinator's deal page for YC companies (external, opens in a new tab). */
export const YC_DEAL_URL = 'https://bookface.ycombinator.com/deals';
