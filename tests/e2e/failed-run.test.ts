import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { inFlightAgent, type InFlightAgent } from '../helpers/agents';
import { apiClient, eventually, signUp, type Account } from '../helpers/api';
import { startTestApp, type TestApp } from '../helpers/app';

// Browser check of how a failed run reads (needs dist/web, built by `npx vite build` beforehand).

let app: TestApp;
let browser: Browser;
let user: Account;
let broken: InFlightAgent;

beforeAll(async () => {
  app = await startTestApp();
  user = await signUp(app.url, 'Failing');
  broken = await inFlightAgent(0, { status: 500 });
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
});
afterAll(async () => {
  await browser?.close();
  await broken?.close();
  await app?.stop();
});

test('a run whose cases all errored looks failed, and its failed cases can be re-run', async () => {
  const api = apiClient(app.url, user);
  const agent = await api.customerVoiceAgent.create.mutate({ name: 'Broken agent', chat: { url: broken.url, protocol: 'REST', extraBody: {}, maxTurns: 10 } });
  for (const title of ['First', 'Second']) await api.testCase.create.mutate({ agentId: agent.id, title, initialMessage: 'Hello', turns: [] });
  const run = await api.testRuns.create.mutate({ agentId: agent.id, name: 'Broken run' });
  await eventually(async () => (await api.testRuns.get.query({ testRunId: run.id })).status === 'COMPLETED');

  const context = await browser.newContext({ baseURL: app.url, viewport: { width: 1360, height: 900 } });
  const [name, value] = user.cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: app.url }]);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);

  await page.goto(`/test-runs/${run.id}`);
  await page.locator('[data-testid="run-outcome"][data-outcome="FAILED"]').waitFor();
  await expect(page.getByTestId('run-verdict').textContent()).resolves.toContain('Failed: all 2 case runs ended in error');
  await page.getByTestId('count-ERROR').filter({ hasText: '2' }).waitFor();

  await page.getByRole('button', { name: 'Re-run failed (2)' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/test-runs/') && !url.pathname.endsWith(run.id));
  await page.getByTestId('parent-run').filter({ hasText: 'Re-run of Broken run' }).waitFor();
  await page.locator('[data-testid="case-run-links"] [data-link="rerun-of"]').first().waitFor();

  await page.goto('/test-runs');
  const row = page.getByRole('row').filter({ hasText: 'Broken run' }).filter({ hasNotText: 'Re-run of' });
  await row.locator('[data-outcome="FAILED"]').waitFor();
  await row.locator('[data-state="ERROR"]').filter({ hasText: '2 error' }).waitFor();
  await context.close();
});
