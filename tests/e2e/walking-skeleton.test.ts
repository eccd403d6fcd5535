import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';

// Browser walk through the built web app (dist/web, built by `npx vite build` beforehand).

/** The one place the app under test starts. */
async function startApp(): Promise<TestApp> {
  return startTestApp();
}

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const PASSWORD = 'correct horse battery';
const WAIT = { timeout: 20_000 };

let app: TestApp;
let browser: Browser;
let admin: { email: string } | null = null;
let counter = 0;
const email = (who: string) => `${who}${Date.now()}${counter++}@example.com`;

beforeAll(async () => {
  app = await startApp();
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: app.url, viewport: { width: 1360, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

async function signUpInBrowser(page: Page, name: string, address: string) {
  await page.goto('/');
  await page.waitForURL(/\/auth\?returnTo=/);
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('E-mail').fill(address);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** The first account of a fresh database is the system admin; make sure it exists. */
async function ensureAdmin(): Promise<{ email: string }> {
  if (admin) return admin;
  const address = email('admin');
  const res = await fetch(`${app.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Admin', email: address, password: PASSWORD }),
  });
  expect(res.status).toBe(201);
  admin = { email: address };
  return admin;
}

async function createTestCase(page: Page, agentId: string, title: string, turns: Array<[string, string]>) {
  await page.getByRole('link', { name: 'New test case' }).first().click();
  await page.waitForURL(new RegExp(`/test-cases/new\\?agent=${agentId}`));
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Initial message').fill('Hi, I would like to book an appointment.');
  for (const [i, [question, says]] of turns.entries()) {
    await page.getByRole('button', { name: 'Add turn' }).click();
    await page.getByLabel('Agent asks (optional)').nth(i).fill(question);
    await page.getByLabel('Caller says').nth(i).fill(says);
  }
  await page.getByRole('button', { name: 'Create test case' }).click();
  await page.waitForURL(/\/test-cases\?agent=/);
  await page.getByRole('link', { name: title }).waitFor();
}

describe('walking skeleton', () => {
  test('sign up, create an SSE agent and three cases, run them and watch results arrive live', async () => {
    const { context, page } = await newPage();
    const address = email('first');
    await signUpInBrowser(page, 'Ada Admin', address);
    admin = { email: address };

    // The Dashboard lists the seeded demo agent.
    await page.getByRole('heading', { name: 'Agents' }).waitFor(WAIT);
    await page.getByText('Demo Clinic Front Desk').first().waitFor();
    expect(await page.title()).toBe('Rehearse - Dashboard');

    // Agent selector → Create New → New Agent.
    await page.getByTestId('agent-selector').click();
    await page.getByRole('menuitem', { name: 'Create New' }).click();
    await page.getByRole('menuitem', { name: 'New Agent' }).click();
    await page.waitForURL(/\/agents\/create$/);
    await page.getByLabel('Name').fill('Clinic over SSE');
    await page.getByLabel('Chat endpoint URL').fill(`${app.url}/api/demo-agent/chat`);
    await page.getByLabel('Protocol').selectOption('SSE');
    // A little latency per reply, so the run is slow enough to watch.
    await page.getByLabel('Extra body (JSON)').fill('[1]');
    await page.getByRole('button', { name: 'Create agent' }).click();
    await page.getByText('Extra body must be a JSON object').waitFor();
    await page.getByLabel('Extra body (JSON)').fill('{"latencyMs": 250}');
    await page.getByRole('button', { name: 'Create agent' }).click();
    await page.waitForURL(/\/agents\/[0-9a-f-]{36}\?agent=/);
    const agentId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('heading', { name: 'Clinic over SSE' }).waitFor();
    await page.getByText('SSE', { exact: true }).waitFor();

    // Three test cases with scripted turns.
    await createTestCase(page, agentId, 'Book for Jordan', [
      ['May I have your name?', 'My name is Jordan Lee.'],
      ['What day works for you?', 'Next Tuesday at 10 am, please.'],
      ['Anything else?', 'No, thank you. Goodbye!'],
    ]);
    await createTestCase(page, agentId, 'Opening hours', [
      ['Anything else?', 'Are you open on Saturday?'],
      ['Anything else?', 'Thanks, bye.'],
    ]);
    await createTestCase(page, agentId, 'Cancel for Sam', [
      ['May I have your name?', 'It is Sam Rivera.'],
      ['Anything else?', 'That is all, goodbye.'],
    ]);
    await expect.poll(() => page.getByRole('checkbox', { name: /^Select (?!all)/ }).count()).toBe(3);

    // Back to the agent (the selection rides along) and press Run tests.
    await page.getByRole('complementary', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByTestId('test-case-count').filter({ hasText: '3' }).waitFor();
    await page.getByRole('button', { name: 'Run tests' }).click();
    await page.getByRole('dialog', { name: 'Run tests' }).getByRole('button', { name: 'Start run' }).click();
    await page.waitForURL(/\/test-runs\/[0-9a-f-]{36}/);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    // Case runs appear, then reach COMPLETED live: no reload, no polling.
    const rows = page.getByTestId('case-run-row');
    await expect.poll(() => rows.count(), WAIT).toBe(3);
    const firstSeen = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-status')));
    expect(firstSeen.some((s) => s !== 'COMPLETED')).toBe(true);
    await expect.poll(() => page.locator('[data-testid="case-run-row"][data-status="COMPLETED"]').count(), { timeout: 30_000 }).toBe(3);
    await page.getByTestId('count-COMPLETED').filter({ hasText: '3' }).waitFor();
    await page.getByText('3/3 finished').waitFor();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    // Metrics: p50 / p90 / max with values.
    for (const id of ['metric-duration', 'metric-first-byte', 'metric-full-reply']) {
      const tile = page.getByTestId(id);
      await expect.poll(() => tile.innerText()).toMatch(/P50[\s\S]*\d+(\.\d+)? (ms|s)[\s\S]*P90[\s\S]*MAX/i);
    }
    // The chart names its series.
    for (const series of ['Duration', 'First byte p50', 'Slowest reply']) await page.locator('.recharts-legend-wrapper').getByText(series).waitFor();
    await page.screenshot({ path: '/tmp/rehearse-run.png', fullPage: true });

    // Open a transcript: messages, per-turn timings, who ended it and why.
    await rows.getByRole('button', { name: 'Book for Jordan' }).click();
    const transcript = page.getByTestId('transcript');
    await transcript.waitFor();
    await transcript.getByText('My name is Jordan Lee.').waitFor();
    expect(await transcript.locator('[data-role="agent"]').count()).toBeGreaterThan(1);
    await expect.poll(() => page.getByTestId('message-timing').first().innerText()).toMatch(/first byte \d+ ms · full reply \d+ ms/);
    await expect.poll(() => page.getByTestId('transcript-summary').innerText()).toMatch(/Ended by (TESTER|AGENT|SYSTEM)/);
    await page.screenshot({ path: '/tmp/rehearse-transcript.png' });
    await context.close();
  });

  test('a new company sees the paywall until a system admin admits it', async () => {
    const { email: adminEmail } = await ensureAdmin();

    const second = await newPage();
    const address = email('second');
    await signUpInBrowser(second.page, 'Sam Second', address);
    await second.page.getByRole('link', { name: 'Book a demo with us' }).waitFor(WAIT);
    await second.page.getByRole('link', { name: 'Access YC bookface deal' }).waitFor();
    await second.page.screenshot({ path: '/tmp/rehearse-paywall.png' });

    const first = await newPage();
    await first.page.goto('/admin');
    await first.page.waitForURL(/\/auth\?returnTo=%2Fadmin/);
    await first.page.getByLabel('E-mail').fill(adminEmail);
    await first.page.getByLabel('Password').fill(PASSWORD);
    await first.page.getByRole('button', { name: 'Sign in' }).click();
    await first.page.waitForURL(/\/admin$/);
    const row = first.page.locator(`[data-testid="organization-row"][data-owner="${address}"]`);
    await row.getByRole('button', { name: 'Admit' }).click();
    await row.getByText(/^Admitted/).waitFor();

    await second.page.reload();
    await second.page.getByRole('heading', { name: 'Agents' }).waitFor(WAIT);
    await second.page.getByText('Demo Clinic Front Desk').first().waitFor();
    await first.context.close();
    await second.context.close();
  });

  test('deleting a test case asks first, then removes it', async () => {
    const { email: adminEmail } = await ensureAdmin();
    const { context, page } = await newPage();
    await page.goto('/test-cases');
    await page.waitForURL(/\/auth\?returnTo=/);
    await page.getByLabel('E-mail').fill(adminEmail);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/test-cases/);

    await page.getByRole('link', { name: 'Ask for opening hours' }).click();
    await page.getByRole('heading', { name: 'Edit Test Case' }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this test case?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(/\/test-cases(\?|$)/);
    await page.getByRole('link', { name: 'Book a check-up' }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Ask for opening hours' }).count()).toBe(0);
    await context.close();
  });
});
