import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiClient } from '../helpers/api';
import { startTestApp, type TestApp } from '../helpers/app';
import { launchBrowser, openPage, signUpInBrowser, uniqueEmail } from '../helpers/browser';

// Browser walk through the built web app (dist/web, built by `npx vite build` beforehand).

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

describe('scenarios', () => {
  test('create a scenario with cases, edit one (new version in its history), run the scenario', async () => {
    const { context, page } = await openPage(browser, app.url);
    await signUpInBrowser(page, 'Sky Admin', uniqueEmail('sky'));
    await page.getByRole('heading', { name: 'Agents' }).waitFor(WAIT);
    const cookie = (await context.cookies()).find((c) => c.name === 'rehearse_session')!;
    const api = apiClient(app.url, { cookie: `${cookie.name}=${cookie.value}`, email: '' });
    const demo = (await api.customerVoiceAgent.list.query()).find((a) => a.isDemo)!;
    const turns = [{ agentQuestion: 'May I have your name?', expectedResponse: 'Robin Park.' }, { expectedResponse: 'No, thank you. Goodbye!' }];
    const a = await api.testCase.create.mutate({ agentId: demo.id, title: 'Scenario case A', initialMessage: 'I want to book an appointment.', turns });
    await api.testCase.create.mutate({ agentId: demo.id, title: 'Scenario case B', initialMessage: 'I want to book an appointment.', turns });

    // A new scenario with both cases and a caller default.
    await page.goto('/datasets');
    await page.getByRole('heading', { name: 'Scenarios', exact: true }).first().waitFor(WAIT);
    await page.getByRole('link', { name: 'New scenario' }).first().click();
    await page.getByLabel('Name').fill('Morning bookings');
    await page.getByLabel('Accent').selectOption('GB-WESTCOUNTRY');
    await page.getByRole('checkbox', { name: /Scenario case A/ }).check();
    await page.getByRole('checkbox', { name: /Scenario case B/ }).check();
    await page.getByRole('button', { name: 'Create scenario' }).click();
    await page.waitForURL(/\/datasets\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Morning bookings' }).waitFor(WAIT);
    await page.getByText('Version 1 · 2 test case(s)').waitFor();
    const scenarioUrl = page.url();

    // Edit case A: a new version with the note shows in its history, with a diff.
    await page.goto(`/test-cases/${a.id}/edit`);
    await page.getByLabel('Title').fill('Scenario case A (polite)');
    await page.getByLabel('Change note').fill('politer caller');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(/\/test-cases(\?|$)/);
    await page.goto(`/test-cases/${a.id}/edit`);
    const history = page.getByTestId('version-history');
    await history.getByText('Version 2').waitFor(WAIT);
    await history.getByText('politer caller').waitFor();
    await history.getByText('Changed title').waitFor();

    // With credits on, the scenario shows what a run will cost before it starts.
    const workspace = await api.workspace.ensureDefaultWorkspace.query();
    await api.admin.updateWorkspaceFlags.mutate({ workspaceId: workspace.id, flags: { showCredits: true } });
    await api.credits.setMonthly.mutate({ monthlyCredits: 50 });

    // Run the scenario: one run with both cases, which completes against the demo agent.
    await page.goto(scenarioUrl);
    await expect.poll(() => page.getByTestId('run-estimate').innerText(), WAIT).toMatch(/Estimated cost: at most 2 credits · 50 left this cycle/);
    await page.getByRole('button', { name: 'Run scenario' }).click();
    await page.waitForURL(/\/test-runs\/[0-9a-f-]{36}$/, WAIT);
    const runId = page.url().split('/').pop()!;
    await page.getByText('Scenario case A (polite)').first().waitFor(WAIT);
    const run = await api.testRuns.get.query({ testRunId: runId });
    expect(run.caseRuns.map((c) => c.title).sort()).toEqual(['Scenario case A (polite)', 'Scenario case B']);
    expect(run.caseRuns.find((c) => c.testCaseId === a.id)!.testCaseVersion).toBe(2);
    // Charged once per case run, as the estimate said; the Credits page lists the charges.
    await expect.poll(async () => (await api.credits.overview.query()).remainingCredits, WAIT).toBe(48);
    await page.goto('/settings/credits');
    await expect.poll(() => page.getByTestId('credits-remaining').innerText(), WAIT).toBe('48');
    await expect.poll(() => page.getByTestId('credit-transaction').count()).toBe(2);
    await context.close();
  });
});
