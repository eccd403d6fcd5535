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

test('an admin sets the speech-to-text endpoint and a synthesiser key; keys are never shown again', async () => {
  const { context, page } = await openPage(browser, app.url);
  await signUpInBrowser(page, 'Voice Admin', uniqueEmail('voice'));
  await page.getByRole('heading', { name: 'Agents' }).waitFor(WAIT);
  await page.goto('/settings/voice');
  await page.getByRole('heading', { name: 'Voice providers' }).waitFor(WAIT);

  const stt = page.getByTestId('voice-provider-stt');
  // Speech-to-text needs its endpoint: the form says so before anything is sent.
  await stt.getByLabel('API key').fill('sk-stt-secret-4321');
  await stt.getByRole('button', { name: 'Save' }).click();
  await stt.getByText(/needs the endpoint/).waitFor(WAIT);
  await stt.getByLabel('Base URL').fill('http://127.0.0.1:9/v1');
  await stt.getByRole('button', { name: 'Save' }).click();
  await stt.locator('[data-source="WORKSPACE"]').waitFor(WAIT);
  await stt.getByText('A key ending in 4321 is stored. Leave empty to keep it.').waitFor(WAIT);

  const azure = page.getByTestId('voice-provider-azure');
  await azure.getByLabel('API key').fill('az-key-0001');
  await azure.getByLabel('Region').fill('westeurope');
  await azure.getByRole('button', { name: 'Save' }).click();
  await azure.locator('[data-source="WORKSPACE"]').waitFor(WAIT);

  await page.reload();
  await stt.locator('[data-source="WORKSPACE"]').waitFor(WAIT);
  const html = await page.content();
  expect(html).not.toContain('sk-stt-secret');
  expect(html).not.toContain('az-key-0001');
  expect(await azure.getByLabel('Region').inputValue()).toBe('westeurope');

  await azure.getByRole('button', { name: /Forget this workspace/ }).click();
  await azure.locator('[data-source="NONE"]').waitFor(WAIT);
  await context.close();
});
