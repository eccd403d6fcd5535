import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';
import { launchBrowser, openPage, signUpInBrowser, uniqueEmail } from '../helpers/browser';

const WAIT = { timeout: 20_000 };
let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

test('an admin creates an API key (shown once), it works against the REST API, then is revoked', async () => {
  const { context, page } = await openPage(browser, app.url);
  await signUpInBrowser(page, 'Key Admin', uniqueEmail('keys'));
  await page.getByRole('heading', { name: 'Agents' }).waitFor(WAIT);
  await page.goto('/settings/api-keys');
  await page.getByText('No API keys yet').waitFor(WAIT);

  await page.getByRole('button', { name: 'Create key' }).click();
  await page.getByRole('alert').getByText(/Name the key/).waitFor();
  await page.getByLabel('Name').fill('GitHub Actions');
  await page.getByRole('button', { name: 'Create key' }).click();
  const key = (await page.getByTestId('new-api-key').innerText()).trim();
  expect(key).toMatch(/^rh_/);
  const row = page.getByTestId('api-key-row').filter({ hasText: 'GitHub Actions' });
  await row.getByText('Never').waitFor();
  expect(await row.innerText()).not.toContain(key);

  const agents = await fetch(`${app.url}/api/v1/agents`, { headers: { authorization: `Bearer ${key}` } });
  expect(agents.status).toBe(200);
  // Shown once: after a reload only the prefix remains, and the last use shows.
  await page.reload();
  await row.waitFor(WAIT);
  await expect.poll(() => page.getByTestId('new-api-key').count()).toBe(0);
  await expect.poll(() => row.innerText()).not.toMatch(/Never/);

  await row.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('button', { name: 'Revoke key' }).click();
  await row.getByText('Revoked').waitFor(WAIT);
  expect((await fetch(`${app.url}/api/v1/agents`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(401);
  await context.close();
});
