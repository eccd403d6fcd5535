import { z } from 'zod';

// Settings the browser may read before anyone signs in. Read from the environment here rather
// than in the server's config so that each optional integration stays in its feature's folder.
const ZPublicEnv = z.object({
  NODE_ENV: z.string().default('production'),
  /** The scheduling page the paywall's booking button opens (Calendly, Cal.com, ...). */
  BOOKING_URL: z.url().optional(),
  /** Comma-separated `Name=https://logo.svg` pairs shown under "Trusted by industry-leading teams". */
  CUSTOMER_LOGOS: z.string().optional(),
  DOCS_URL: z.url().optional(),
  API_REFERENCE_URL: z.url().optional(),
  OIDC_ISSUER: z.url().optional(),
  OIDC_LABEL: z.string().optional(),
});

export interface PublicConfig {
  environment: string;
  bookingUrl: string | null;
  customerLogos: Array<{ name: string; src: string }>;
  docsUrl: string | null;
  apiReferenceUrl: string;
  /** Single sign-on is offered on the sign-in page. */
  sso: { label: string } | null;
}

/** Parses `Name=url, Name=url`; entries without a usable https or root-relative URL are dropped. */
export function parseLogos(raw: string | undefined): Array<{ name: string; src: string }> {
  if (!raw) return [];
  return raw
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .flatMap((pair) => {
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const src = pair.slice(at + 1).trim();
      return at > 0 && name && (/^https:\/\//.test(src) || src.startsWith('/')) ? [{ name, src }] : [];
    });
}

export function readPublicConfig(source: NodeJS.ProcessEnv = process.env): PublicConfig {
  // An invalid optional URL disables that integration instead of stopping the server.
  const clean = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = ZPublicEnv.safeParse(clean);
  const env = parsed.success ? parsed.data : ZPublicEnv.parse({ NODE_ENV: source.NODE_ENV });
  return {
    environment: env.NODE_ENV,
    bookingUrl: env.BOOKING_URL ?? null,
    customerLogos: parseLogos(env.CUSTOMER_LOGOS),
    docsUrl: env.DOCS_URL ?? null,
    // The app serves its own REST reference; a hosted one can replace it.
    apiReferenceUrl: env.API_REFERENCE_URL ?? '/api/v1/openapi.json',
    sso: env.OIDC_ISSUER ? { label: env.OIDC_LABEL ?? 'Single sign-on' } : null,
  };
}
