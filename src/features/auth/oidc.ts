import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import type { Services } from '../../server/services';
import { users } from '../../server/db/schema';
import { safeReturnTo } from './ui/safe-return-to';
import { signUp } from './service';
import { createSession } from './session';

// Single sign-on with OpenID Connect (authorization code + PKCE) when OIDC_ISSUER,
// OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set. GET /api/auth/login starts it; the issuer
// sends the browser back to GET /api/auth/callback, which signs the person in.

const FLOW_COOKIE = 'rehearse_oidc';
const FLOW_TTL_S = 600;

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export function oidcSettings(env: NodeJS.ProcessEnv = process.env): OidcSettings | null {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = env;
  return issuer && clientId && clientSecret ? { issuer, clientId, clientSecret } : null;
}

/** The issuer's metadata, discovered once and reused; a failed discovery is retried on the next sign-in. */
function configLoader(settings: OidcSettings) {
  let pending: Promise<client.Configuration> | null = null;
  return () => {
    pending ??= client
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        // Plain http is allowed only for an issuer on this machine (development and tests).
        execute: /^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(settings.issuer) ? [client.allowInsecureRequests] : [],
      })
      .catch((error) => {
        pending = null;
        throw error;
      });
    return pending;
  };
}

/** Finds the account by its e-mail, or creates one the way sign-up does (a random password nobody knows). */
async function accountFor(services: Services, email: string, name: string, ip: string): Promise<string> {
  const [existing] = await services.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) return existing.id;
  const { userId } = await signUp(services.db, { email, name, password: randomBytes(32).toString('base64url') }, services.publicUrl(), ip);
  return userId;
}

/** Back to sign-in with a code the page turns into a sentence (never free text from the URL). */
function fail(reply: FastifyReply, code: 'sso_expired' | 'sso_failed' | 'sso_email') {
  return reply.redirect(`/auth?error=${code}`);
}

/** Registers the two routes when single sign-on is configured; returns false otherwise. */
export function registerOidcRoutes(app: FastifyInstance, services: Services, settings = oidcSettings()): boolean {
  if (!settings) return false;
  const config = configLoader(settings);
  const secure = () => services.publicUrl().startsWith('https:');
  const redirectUri = () => `${services.publicUrl().replace(/\/$/, '')}/api/auth/callback`;

  app.get('/api/auth/login', async (req: FastifyRequest<{ Querystring: { returnTo?: string } }>, reply) => {
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(await config(), {
      redirect_uri: redirectUri(),
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });
    // The verifier and state ride in an HttpOnly cookie, so any API server can finish the flow.
    const flow = Buffer.from(JSON.stringify({ verifier, state, returnTo: safeReturnTo(req.query.returnTo ?? null) })).toString('base64url');
    reply.setCookie(FLOW_COOKIE, flow, { path: '/api/auth', httpOnly: true, sameSite: 'lax', secure: secure(), maxAge: FLOW_TTL_S });
    return reply.redirect(url.href);
  });

  app.get('/api/auth/callback', async (req, reply) => {
    const raw = req.cookies[FLOW_COOKIE];
    reply.clearCookie(FLOW_COOKIE, { path: '/api/auth' });
    if (!raw) return fail(reply, 'sso_expired');
    let flow: { verifier: string; state: string; returnTo: string };
    try {
      flow = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    } catch {
      return fail(reply, 'sso_failed');
    }
    try {
      const current = new URL(req.url, services.publicUrl());
      const tokens = await client.authorizationCodeGrant(await config(), current, { pkceCodeVerifier: flow.verifier, expectedState: flow.state });
      const claims = tokens.claims();
      const email = typeof claims?.email === 'string' ? claims.email.trim().toLowerCase() : '';
      if (!email || claims?.email_verified === false) return fail(reply, 'sso_email');
      const name = (typeof claims?.name === 'string' && claims.name.trim()) || email.split('@')[0]!;
      const userId = await accountFor(services, email, name, req.ip);
      await createSession(services.db, reply, userId, secure());
      return reply.redirect(flow.returnTo);
    } catch (error) {
      req.log.warn({ err: error }, 'OIDC callback failed');
      return fail(reply, 'sso_failed');
    }
  });
  return true;
}
