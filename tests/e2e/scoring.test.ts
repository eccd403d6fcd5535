import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiClient, eventually, sessionCookie } from '../helpers/api';
import { startTestApp, type TestApp } from '../helpers/app';

// Browser walk (dist/web is built beforehand): create an assertion, run, read verdicts with their
// reasons, override one and watch the pass rate change, then compare with the previous run.

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  app = await startTestApp();
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

test('assertion → run → verdicts with reasons → override changes the pass rate → compare', async () => {
  const res = await fetch(`${app.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Scorer', email: `scorer${Date.now()}@example.com`, password: 'correct horse battery' }),
  });
  const cookie = sessionCookie(res);
  const api = apiClient(app.url, { cookie, email: '' });
  const [demo] = await api.customerVoiceAgent.list.query();
  const books = await api.testCase.create.mutate({ agentId: demo!.id, title: 'Books a visit', initialMessage: 'I would like to book an appointment.', turns: [{ expectedResponse: 'My name is Robin Park.' }, { expectedResponse: 'Friday at 3 pm.' }, { expectedResponse: 'No, thank you. Goodbye!' }] });
  const hours = await api.testCase.create.mutate({ agentId: demo!.id, title: 'Asks the hours', initialMessage: 'What are your opening hours?', turns: [{ expectedResponse: 'Thanks, bye.' }] });

  const context = await browser.newContext({ baseURL: app.url, viewport: { width: 1360, height: 900 } });
  const [name, value] = cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: app.url }]);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);

  // Create the assertion through the form; with no agents listed it attaches to every agent.
  await page.goto('/metrics/assertions');
  await page.getByText('No assertions yet').waitFor();
  await page.getByRole('link', { name: 'Create new Assertion' }).click();
  await page.getByRole('heading', { name: 'Create new Assertion' }).waitFor();
  await page.getByLabel('Name').fill('Confirms the booking');
  await page.getByLabel('Importance').selectOption('CRITICAL');
  await page.getByLabel('The agent says').fill("you're booked");
  await page.getByRole('button', { name: 'Create assertion' }).click();
  await page.getByTestId('assertion-row').filter({ hasText: 'Confirms the booking' }).waitFor();

  const first = await api.testRuns.create.mutate({ agentId: demo!.id, testCaseIds: [books.id, hours.id] });
  await page.goto(`/test-runs/${first.id}`);
  const rows = page.getByTestId('case-verdict-row');
  await rows.filter({ hasText: 'Books a visit' }).locator('[data-outcome="PASSED"]').waitFor();
  await rows.filter({ hasText: 'Asks the hours' }).locator('[data-outcome="FAILED"]').waitFor();
  await expect(rows.filter({ hasText: 'Asks the hours' }).textContent()).resolves.toContain('Critical check failed: Confirms the booking');
  await expect(page.getByTestId('pass-rate').textContent()).resolves.toBe('50%');

  // The failed case's transcript: the verdict with its reason; a person overrides it.
  await rows.filter({ hasText: 'Asks the hours' }).getByRole('button').click();
  const verdict = page.getByTestId('verdict').filter({ hasText: 'Confirms the booking' });
  await expect(verdict.getAttribute('data-status')).resolves.toBe('FAILED');
  await expect(verdict.textContent()).resolves.toContain('The agent did not say “you\'re booked”');
  await verdict.getByRole('button', { name: 'Override' }).click();
  await verdict.getByLabel('Why').fill('Hours questions need no booking');
  await verdict.getByRole('button', { name: 'Mark passed' }).click();
  await page.getByTestId('override-note').waitFor();
  await expect(page.getByTestId('override-note').textContent()).resolves.toContain('Overridden from FAILED');
  await page.keyboard.press('Escape');
  await eventually(async () => (await page.getByTestId('pass-rate').textContent()) === '100%');

  // A second run, compared with the first: the overridden case regressed and is listed first.
  const second = await api.testRuns.create.mutate({ agentId: demo!.id, testCaseIds: [books.id, hours.id] });
  await eventually(async () => (await api.testRuns.get.query({ testRunId: second.id })).status === 'COMPLETED');
  await page.goto(`/test-runs/${second.id}`);
  await page.getByRole('link', { name: 'Compare' }).click();
  await page.getByTestId('comparison').waitFor();
  const firstRow = page.getByTestId('comparison-row').first();
  await expect(firstRow.getAttribute('data-change')).resolves.toBe('REGRESSED');
  await expect(firstRow.textContent()).resolves.toContain('Asks the hours');
  await context.close();
});
