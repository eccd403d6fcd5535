import type { Browser } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_VOICE_PATHS } from '../../src/server/http/demo-voice-routes';
import { apiClient, eventually, signUp } from '../helpers/api';
import { startTestApp, type TestApp } from '../helpers/app';

// Browser walks for voice: playing a finished call's recording with the transcript following,
// and listening to a live demo call on /voice-demo. Uses the built web app (dist/web).

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--autoplay-policy=no-user-gesture-required'];
const WAIT = { timeout: 30_000 };

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp(), chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS })]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function signedInPage() {
  const user = await signUp(app.url);
  const context = await browser.newContext({ baseURL: app.url, viewport: { width: 1360, height: 900 } });
  const [name, value] = user.cookie.split(';')[0]!.split('=');
  await context.addCookies([{ name: name!, value: value!, url: app.url }]);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { user, page, context };
}

describe('voice in the browser', () => {
  test('a finished voice case run plays its recording and the transcript follows the playhead', async () => {
    const { user, page } = await signedInPage();
    const api = apiClient(app.url, user);
    const agent = await api.customerVoiceAgent.create.mutate({
      name: 'Voice playback',
      chat: { url: `${app.url}/api/demo-agent/chat`, protocol: 'REST', extraBody: {}, maxTurns: 10 },
    });
    await api.voiceAgent.saveConnection.mutate({
      agentId: agent.id,
      transport: 'CHIRP',
      url: app.url.replace(/^http/, 'ws') + DEMO_VOICE_PATHS.CHIRP,
      // Talks over the caller once and answers slowly; the early turns are tangled by the
      // interruption, so the case has two more lines to leave a clean, measurable slow turn.
      parameters: { waitMs: '1100', interruptAfterMs: '500' },
    });
    await api.testCase.create.mutate({ agentId: agent.id, title: 'Quick booking', initialMessage: 'Hello, a booking please.', turns: [{ expectedResponse: 'Robin Park.' }, { expectedResponse: 'Tuesday.' }] });
    const run = await api.testRuns.create.mutate({ agentId: agent.id, channel: 'VOICE' });
    const done = await eventually(async () => {
      const r = await api.testRuns.get.query({ testRunId: run.id });
      return r.status === 'COMPLETED' && r;
    }, 60_000);
    const caseRunId = done.caseRuns[0]!.id;

    await page.goto(`/test-runs/${run.id}?case=${caseRunId}`);
    const panel = page.getByTestId('voice-call');
    await panel.waitFor(WAIT);
    // Both channels drawn, one row each (wavesurfer renders them in its shadow root), and the
    // interruption and the slow turns (the agent waits 1.1 s + its 0.5 s ear) marked on them.
    await expect.poll(() => page.getByTestId('waveform').locator('.canvases > div').count(), WAIT).toBe(2);
    await panel.getByText('interruption').first().waitFor(WAIT);
    await panel.getByText('slow', { exact: true }).first().waitFor(WAIT);
    // Each turn's latency split: what the caller heard, the agent's own LLM wait, the rest.
    const reconciliation = page.getByTestId('latency-reconciliation');
    await reconciliation.getByRole('cell', { name: '1.10 s' }).first().waitFor();
    const firstRow = (await reconciliation.locator('tbody tr').first().locator('td').allTextContents()).map((t) => t.trim());
    expect(firstRow[1]).toMatch(/^1\.\d\d s$/);
    expect(firstRow[5]).toMatch(/\d/);
    await expect.poll(() => panel.getByTestId('voice-metrics').textContent()).toMatch(/1 by agent/);

    const messages = page.getByTestId('transcript').locator('li[data-role]');
    expect(await messages.count()).toBeGreaterThanOrEqual(3);
    await expect.poll(() => page.locator('[data-active]').count()).toBe(0);
    await page.getByRole('button', { name: 'Play recording' }).click();
    // The greeting is heard first, then the caller: the highlight moves down the transcript.
    await expect.poll(() => messages.first().getAttribute('data-active'), WAIT).toBe('true');
    await expect.poll(() => messages.nth(1).getAttribute('data-active'), WAIT).toBe('true');
    expect(await messages.first().getAttribute('data-active')).toBeNull();
    expect(Number((await page.getByTestId('playback-time').textContent())!.replace(' s', ''))).toBeGreaterThan(0);
  }, 120_000);

  test('/voice-demo plays a live call between the caller and the demo agent, with its words and timings as they happen', async () => {
    const { page } = await signedInPage();
    // Keeps a hand on the page's audio contexts, to see that sound really is being played.
    await page.addInitScript(() => {
      const w = window as unknown as { __contexts: AudioContext[]; AudioContext: typeof AudioContext };
      w.__contexts = [];
      const Original = w.AudioContext;
      w.AudioContext = class extends Original {
        constructor(options?: AudioContextOptions) {
          super(options);
          w.__contexts.push(this);
        }
      };
    });
    await page.goto('/voice-demo');
    await page.getByRole('heading', { name: 'Voice Demo' }).waitFor(WAIT);
    // Bare: no navigation shell around it.
    expect(await page.getByRole('navigation').count()).toBe(0);
    await page.getByLabel('Agent waits before answering (ms)').fill('300');
    await page.getByRole('button', { name: 'Start call' }).click();
    await page.getByRole('button', { name: 'Hang up' }).waitFor();
    const transcript = page.getByTestId('live-transcript');
    await transcript.getByText('Maple Street Clinic', { exact: false }).waitFor(WAIT);
    // Live: the words arrive while the call is still going, the clock runs.
    expect(await page.getByTestId('call-summary').count()).toBe(0);
    await transcript.getByText('book a check-up', { exact: false }).waitFor(WAIT);
    await transcript.getByText(/answered after \d+ ms/).first().waitFor(WAIT);
    const t1 = Number((await page.getByTestId('call-time').textContent())!.replace(' s', ''));
    expect(t1).toBeGreaterThan(0);
    // The page really plays it: the audio clock has advanced with the call.
    const audio = await page.evaluate(() => (window as unknown as { __contexts: AudioContext[] }).__contexts.map((c) => ({ state: c.state, time: c.currentTime, rate: c.sampleRate })));
    expect(audio.at(-1)).toMatchObject({ state: 'running', rate: 16000 });
    expect(audio.at(-1)!.time).toBeGreaterThan(0.5);
    const summary = page.getByTestId('call-summary');
    await summary.waitFor({ timeout: 60_000 });
    expect(await summary.textContent()).toMatch(/Latency p50\d/);
    expect(await page.getByRole('button', { name: 'Start call' }).isVisible()).toBe(true);
  }, 120_000);

  test('/voice-demo asks a visitor who is not signed in to sign in', async () => {
    const context = await browser.newContext({ baseURL: app.url });
    const page = await context.newPage();
    await page.goto('/voice-demo');
    await page.getByRole('button', { name: 'Start call' }).click();
    await page.getByRole('alert').getByText('Sign in to listen to a demo call.').waitFor(WAIT);
  }, 60_000);
});
