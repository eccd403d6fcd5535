import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';
import { launchBrowser, openPage } from '../helpers/browser';
import { freePort } from '../helpers/free-port';
import { startOidcIssuer } from '../helpers/oidc-issuer';

// Single sign-on against a real OpenID Connect issuer on 127.0.0.1, in headless Chromium.

let app: TestApp;
let issuer: Awaited<ReturnType<typeof startOidcIssuer>>;
let browser: Browser;

beforeAll(async () => {
  const port = await freePort();
  const client = { clientId: 'rehearse-test', clientSecret: 'test-secret-not-real', redirectUri: `http://127.0.0.1:${port}/api/auth/callback` };
  issuer = await startOidcIssuer(client);
  // The server reads the issuer settings from its environment (this test file runs in its own process).
  Object.assign(process.env, { OIDC_ISSUER: issuer.issuer, OIDC_CLIENT_ID: client.clientId, OIDC_CLIENT_SECRET: client.clientSecret, OIDC_LABEL: 'Test SSO' });
  app = await startTestApp({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await issuer?.stop();
});

test('signs in through the issuer with PKCE and lands where it started', async () => {
  const { context, page } = await openPage(browser, app.url);
  await page.goto('/test-runs');
  await page.waitForURL(/\/auth\?returnTo=%2Ftest-runs/);
  await page.getByRole('link', { name: 'Continue with Test SSO' }).click();

  // The issuer's own login and consent pages.
  await page.waitForURL(new RegExp(`^${issuer.issuer}/`));
  await page.locator('input[name="login"]').fill('ada');
  await page.locator('input[name="password"]').fill('anything');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]').click();

  await page.waitForURL(/\/test-runs$/, { timeout: 20_000 });
  await page.getByRole('complementary', { name: 'Main navigation' }).waitFor();
  const me = await page.evaluate(async () => (await fetch('/api/auth/me')).json());
  expect(me.email).toBe('ada@example.com');
  expect(me.name).toBe('SSO ada');

  // A callback without the flow cookie is refused with a readable message.
  await page.goto('/api/auth/callback?code=forged&state=forged');
  await page.getByText('Single sign-on took too long. Please try again.').waitFor();
  await context.close();
});
