import http from 'node:http';
import Provider from 'oidc-provider';
import { freePort } from './free-port';

/**
 * A real OpenID Connect issuer on 127.0.0.1 (oidc-provider with its development login form:
 * any login name is accepted and becomes the account, `<login>@example.com`).
 */
export async function startOidcIssuer(client: { clientId: string; clientSecret: string; redirectUri: string }) {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Claims go into the ID token itself, so the relying party needs no userinfo call.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    cookies: { keys: ['test-only-cookie-key'] },
    findAccount: async (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: async () => ({ sub: id, email: `${id}@example.com`, email_verified: true, name: `SSO ${id}` }),
    }),
  });
  const server = http.createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { issuer, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
