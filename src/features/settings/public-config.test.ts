import { describe, expect, it } from 'vitest';
import { parseLogos, readPublicConfig } from './public-config';

describe('public config', () => {
  it('logos: Name=https URL pairs; anything else is dropped', () => {
    expect(parseLogos('Acme=https://a.example/logo.svg, Bad=http://x, =https://y, Local=/logo.png')).toEqual([
      { name: 'Acme', src: 'https://a.example/logo.svg' },
      { name: 'Local', src: '/logo.png' },
    ]);
    expect(parseLogos(undefined)).toEqual([]);
  });
  it('an invalid optional URL disables that integration instead of failing', () => {
    const c = readPublicConfig({ BOOKING_URL: 'not a url', NODE_ENV: 'production' });
    expect(c.bookingUrl).toBeNull();
    expect(readPublicConfig({ BOOKING_URL: 'https://cal.example/x' }).bookingUrl).toBe('https://cal.example/x');
    expect(readPublicConfig({ OIDC_ISSUER: 'https://id.example' }).sso).toEqual({ label: 'Single sign-on' });
  });
});
