import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RUN_DIALOG_STORAGE_KEY } from '../../src/features/test-runs/ui/run-dialog-storage';
import { apiClient } from '../helpers/api';
import { startTestApp, type TestApp } from '../helpers/app';
import { startFakeLlmServer, type FakeLlmServer } from '../helpers/fake-llm-server';

// Browser walk through the built web app (dist/web, built by `npx vite build` beforehand).

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const WAIT = { timeout: 20_000 };
const KEY = 'sk-browser-secret-42Zx';

let app: TestApp;
let fake: FakeLlmServer;
let browser: Browser;
beforeAll(async () => {
  [app, fake] = await Promise.all([startTestApp(), startFakeLlmServer()]);
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
});
afterAll(async () => {
  await browser?.close();
  await fake?.close();
  await app?.stop();
});

describe('LLM settings and the run dialog', () => {
  test('configure a model, run an LLM case with the dialog, see the values remembered, clear them', async () => {
    const context = await browser.newContext({ baseURL: app.url, viewport: { width: 1360, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto('/');
    await page.waitForURL(/\/auth\?returnTo=/);
    await page.getByRole('tab', { name: 'Create account' }).click();
    await page.getByLabel('Name').fill('Lee Admin');
    await page.getByLabel('E-mail').fill(`lee${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Agents' }).waitFor(WAIT);

    // Settings → LLM: save the local fake model; the key is never shown back, only its end.
    await page.goto('/settings/llm');
    await page.getByTestId('llm-source').and(page.locator('[data-source="NONE"]')).waitFor(WAIT);
    await page.getByLabel('Base URL').fill(fake.baseUrl);
    await page.getByLabel('API key').fill(KEY);
    await page.getByLabel('Model').fill('browser-model');
    await page.getByRole('button', { name: 'Save LLM settings' }).click();
    await page.locator('[data-source="WORKSPACE"]').waitFor();
    await page.getByText(`Set, ending in ${KEY.slice(-4)}`).waitFor();
    expect(await page.content()).not.toContain(KEY);
    fake.respondWith(() => 'OK');
    await page.getByRole('button', { name: 'Test connection' }).click();
    await page.getByRole('status').filter({ hasText: 'browser-model answered in' }).waitFor();

    // An LLM case for the demo agent, written in the form.
    const cookie = (await context.cookies()).find((c) => c.name === 'rehearse_session')!;
    const api = apiClient(app.url, { cookie: `${cookie.name}=${cookie.value}`, email: '' });
    const demo = (await api.customerVoiceAgent.list.query()).find((a) => a.isDemo)!;
    await page.goto(`/test-cases/new?agent=${demo.id}`);
    await page.getByLabel('Title').fill('Angry caller books');
    await page.getByLabel('Caller', { exact: true }).selectOption('LLM');
    await page.getByLabel('Test type').selectOption('difficult_testing');
    await page.getByLabel('Persona').fill('Sam, furious about a cancelled visit');
    await page.getByLabel('Expected agent output').fill('book a new appointment');
    await page.getByRole('button', { name: 'Create test case' }).click();
    await page.waitForURL(/\/test-cases(\?|$)/);

    // Check it and open the dialog from "Run selected".
    fake.respondWith((req) => {
      const turns = req.body.messages.filter((m) => m.role === 'assistant').length;
      return JSON.stringify(turns < 1 ? { say: 'I want to book an appointment, now!' } : { say: 'Fine. Bye.', endCall: true, reason: 'Done' });
    });
    await page.getByRole('checkbox', { name: 'Select Angry caller books' }).check();
    await page.getByRole('button', { name: /Run selected \(1\)/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Run tests' });
    await dialog.getByText('Angry caller books').waitFor();
    await dialog.getByTestId('run-dialog-cases').getByText('LLM caller').waitFor();
    await dialog.getByLabel('Run name').fill('Nightly angry callers');
    await dialog.getByLabel('Notes').fill('after prompt v2');
    await dialog.getByLabel('Max turns').fill('4');
    await dialog.getByLabel('Session timeout (seconds)').fill('20');
    await dialog.getByLabel('Caller model').fill('dialog-model');
    await dialog.getByLabel('Protocol').selectOption('SSE');
    await dialog.getByRole('button', { name: 'Start run' }).click();
    await page.waitForURL(/\/test-runs\/[0-9a-f-]{36}/);
    const runId = new URL(page.url()).pathname.split('/').pop()!;
    const run = await api.testRuns.get.query({ testRunId: runId });
    expect(run).toMatchObject({ name: 'Nightly angry callers', notes: 'after prompt v2', maxTurns: 4, sessionTimeoutSeconds: 20, model: 'dialog-model', protocol: 'SSE' });
    await page.locator('[data-testid="case-run-row"][data-status="COMPLETED"]').waitFor(WAIT);
    expect(fake.requests.at(-1)!.body.model).toBe('dialog-model');
    expect(fake.requests.at(-1)!.body.messages[0]!.content).toContain('angry');
    // The transcript shows how long the LLM caller took to write each line, apart from the agent's latency.
    await page.locator('[data-testid="case-run-row"][data-status="COMPLETED"]').click();
    await expect.poll(() => page.getByTestId('think-time').count(), WAIT).toBeGreaterThan(0);
    expect(await page.getByTestId('think-time').first().innerText()).toMatch(/caller thought \d/);
    await page.keyboard.press('Escape');

    // Reopen from the agent's "Run tests": the values are remembered.
    await page.goto(`/agents/${demo.id}?agent=${demo.id}`);
    await page.getByRole('button', { name: 'Run tests' }).click();
    await dialog.waitFor();
    expect(await dialog.getByLabel('Run name').inputValue()).toBe('Nightly angry callers');
    expect(await dialog.getByLabel('Max turns').inputValue()).toBe('4');
    expect(await dialog.getByLabel('Caller model').inputValue()).toBe('dialog-model');
    expect(await dialog.getByLabel('Protocol').inputValue()).toBe('SSE');
    expect(await page.evaluate((k) => localStorage.getItem(k), RUN_DIALOG_STORAGE_KEY)).toContain('dialog-model');

    // Clear them: the fields empty, the browser forgets, and reopening shows defaults.
    await dialog.getByRole('button', { name: 'Clear saved values' }).click();
    expect(await dialog.getByLabel('Run name').inputValue()).toBe('');
    expect(await dialog.getByLabel('Caller model').inputValue()).toBe('');
    expect(await page.evaluate((k) => localStorage.getItem(k), RUN_DIALOG_STORAGE_KEY)).toBeNull();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Run tests' }).click();
    expect(await dialog.getByLabel('Notes').inputValue()).toBe('');
    expect(await dialog.getByLabel('Protocol').inputValue()).toBe('');
    await page.screenshot({ path: '/tmp/rehearse-run-dialog.png' });
    await context.close();
  });
});
