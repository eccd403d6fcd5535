import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeWav } from '../../src/engine/audio';
import { DEMO_VOICE_PATHS } from '../../src/server/http/demo-voice-routes';
import { DEMO_VAD_HANGOVER_MS } from '../../src/engine/demo-agent/voice';
import { apiClient, eventually, signUp } from '../helpers/api';
import { appWithUser } from '../helpers/app';

const world = appWithUser({ REHEARSE_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rehearse-voice-')) });

/** One short exchange per call keeps ten real-time calls per transport to about ten seconds. */
async function voiceRun(transport: 'CHIRP' | 'TWILIO', parameters: Record<string, string>, turns: Array<{ expectedResponse: string }> = []) {
  const api = apiClient(world.app.url, world.user);
  const ws = world.app.url.replace(/^http/, 'ws');
  const agent = await api.customerVoiceAgent.create.mutate({
    name: `Voice demo over ${transport}`,
    chat: { url: `${world.app.url}/api/demo-agent/chat`, protocol: 'REST', extraBody: {}, maxTurns: 10 },
  });
  await api.voiceAgent.saveConnection.mutate({ agentId: agent.id, transport, url: ws + DEMO_VOICE_PATHS[transport], parameters });
  for (let i = 0; i < 10; i++) {
    await api.testCase.create.mutate({
      agentId: agent.id,
      title: `Booking call ${i}`,
      initialMessage: 'Hello, I would like to book an appointment for next week, please.',
      turns,
    });
  }
  const run = await api.testRuns.create.mutate({ agentId: agent.id, channel: 'VOICE' });
  return eventually(async () => {
    const r = await api.testRuns.get.query({ testRunId: run.id });
    return r.status === 'COMPLETED' && r;
  }, 120_000);
}

/** The longest quiet ending (a final consonant, a fade) heard after the demo agent's endpointer has let go. */
const QUIET_TAIL_MS = 100;

/** Level (dBFS) of the caller's speech: RMS over the 20 ms frames of the left channel that carry sound. */
function callerSpeechDb(wav: Uint8Array): number {
  const pcm = new Int16Array(wav.buffer, wav.byteOffset + 44, (wav.byteLength - 44) >> 1);
  let acc = 0;
  let n = 0;
  for (let f = 0; f + 640 <= pcm.length; f += 640) {
    let e = 0;
    for (let i = f; i < f + 640; i += 2) e += (pcm[i]! / 32768) ** 2;
    if (e / 320 > 1e-5) {
      acc += e;
      n += 320;
    }
  }
  return 10 * Math.log10(acc / Math.max(1, n));
}

describe('voice runs against the demo voice agent', () => {
  it('runs 10 calls over CHIRP and 10 over Twilio Media Streams, concurrently, with recordings, transcripts and metrics', async () => {
    const api = apiClient(world.app.url, world.user);
    await api.workspace.updateSettings.mutate({ concurrencyMax: 20 });
    // Ten calls at once per transport; the transports one after the other, to spare a shared CI machine.
    const chirp = await voiceRun('CHIRP', { waitMs: '700' });
    // The interruption spoils the first answer's latency, so this call has a second exchange to measure.
    const twilio = await voiceRun('TWILIO', { waitMs: '400', interruptAfterMs: '600' }, [{ expectedResponse: 'My name is Robin Park.' }]);

    for (const [run, waitMs, interruptions] of [
      [chirp, 700, 0],
      [twilio, 400, 1],
    ] as const) {
      expect(run.metrics.counts).toEqual({ COMPLETED: 10 });
      const expected = waitMs + DEMO_VAD_HANGOVER_MS;
      for (const c of run.caseRuns) {
        expect(c.whoEndedConversation).toBe('TESTER');
        const voice = (await api.recording.voiceCaseRun.query({ caseRunId: c.id }))!;
        expect(voice.transcriptSource).toBe('SIDE_CHANNEL');
        expect(voice.agentInterruptions).toBe(interruptions);
        expect(voice.latencyP50Ms).not.toBeNull();
        // Counted in samples on both sides: only this call's own late frames (a stalled event loop
        // sending owed frames in a burst) can add to it, and the call measured how late they were.
        // It can also be shorter by the caller's quiet last sound: latency runs from the last audible
        // sound (the "s" of "please", down to -85 dBFS on this clean line), while the demo agent stops
        // listening, and starts its wait, once the caller drops below -40 dBFS (measured: 30 ms less
        // over CHIRP, 60-80 ms over Twilio's mu-law).
        expect(voice.latencyP50Ms!).toBeGreaterThanOrEqual(expected - 50 - QUIET_TAIL_MS);
        expect(voice.latencyP50Ms!).toBeLessThanOrEqual(expected + 50 + (voice.pacing?.maxLatenessMs ?? 0));
        expect(voice.reconciliation.length).toBeGreaterThan(0);
        expect(voice.reconciliation[0]!.llmMs).toBe(waitMs);
        expect(voice.callDurationMs).toBeGreaterThan(3000);
        expect(voice.billedMinutes).toBe(1);

        const transcript = await api.testRuns.getCaseRun.query({ caseRunId: c.id });
        expect(transcript.messages.map((m) => m.role).slice(0, 3)).toEqual(['agent', 'tester', 'agent']);
        expect(transcript.messages[0]!.content).toContain('Maple Street Clinic');
        expect(transcript.messages[1]!.content).toContain('book an appointment');

        // The stored recording is the call: stereo, caller left, and it measures the same again.
        const res = await fetch(world.app.url + voice.recordingUrl!, { headers: { cookie: world.user.cookie } });
        expect(res.status).toBe(200);
        const wav = new Uint8Array(await res.arrayBuffer());
        const again = analyzeWav(wav, { callerChannel: 0 });
        expect(again.turnLatency.p50Ms).toBe(voice.latencyP50Ms);
      }
    }

    // Another workspace sees neither the call nor its recording.
    const stranger = await signUp(world.app.url);
    const org = (await api.admin.listOrganizations.query()).find((o) => o.ownerEmail === stranger.email)!;
    await api.admin.admitOrganization.mutate({ organizationId: org.id, trialEndsAt: new Date(Date.now() + 86_400_000) });
    await apiClient(world.app.url, stranger).workspace.ensureDefaultWorkspace.query();
    const caseRunId = chirp.caseRuns[0]!.id;
    expect(await apiClient(world.app.url, stranger).recording.voiceCaseRun.query({ caseRunId })).toBeNull();
    expect((await fetch(`${world.app.url}/api/recordings/${caseRunId}`, { headers: { cookie: stranger.cookie } })).status).toBe(404);
    expect((await fetch(`${world.app.url}/api/recordings/${caseRunId}`)).status).toBe(401);
    const ranged = await fetch(`${world.app.url}/api/recordings/${caseRunId}`, { headers: { cookie: world.user.cookie, range: 'bytes=0-43' } });
    expect(ranged.status).toBe(206);
    expect((await ranged.arrayBuffer()).byteLength).toBe(44);
  }, 180_000);

  it('plays a case with the caller voice set in the editor: the initial delay, loudness and speed reach the call', async () => {
    const api = apiClient(world.app.url, world.user);
    const agent = await api.customerVoiceAgent.create.mutate({
      name: 'Voice settings from the editor',
      chat: { url: `${world.app.url}/api/demo-agent/chat`, protocol: 'REST', extraBody: {}, maxTurns: 10 },
    });
    // No greeting: left alone the caller would speak after listening 1.5 s; the case says 3 s.
    const url = world.app.url.replace(/^http/, 'ws') + DEMO_VOICE_PATHS.CHIRP;
    await api.voiceAgent.saveConnection.mutate({ agentId: agent.id, transport: 'CHIRP', url, parameters: { waitMs: '200', greet: 'false' } });
    const make = (title: string, extra: Record<string, unknown>) =>
      api.testCase.create.mutate({ agentId: agent.id, title, initialMessage: 'Hello, a booking please.', turns: [], ...extra } as never);
    await make('Late, loud and slow', { initialMessageDelay: 3000, loudnessLevel: 'high', talkingSpeed: 'slow' });
    await make('Quiet and fast', { loudnessLevel: 'low', talkingSpeed: 'fast' });
    const measure = async (input: { datasetId?: string }) => {
      const run = await api.testRuns.create.mutate({ agentId: agent.id, channel: 'VOICE', ...input });
      const done = await eventually(async () => {
        const r = await api.testRuns.get.query({ testRunId: run.id });
        return r.status === 'COMPLETED' && r;
      }, 60_000);
      return Object.fromEntries(
        await Promise.all(
          done.caseRuns.map(async (c) => {
            const t = await api.testRuns.getCaseRun.query({ caseRunId: c.id });
            const res = await fetch(world.app.url + `/api/recordings/${c.id}`, { headers: { cookie: world.user.cookie } });
            const wav = new Uint8Array(await res.arrayBuffer());
            const m = analyzeWav(wav, { callerChannel: 0 });
            return [t.title, { firstWordMs: t.messages.find((x) => x.role === 'tester')!.atMs, m, speechDb: callerSpeechDb(wav) }] as const;
          }),
        ),
      );
    };
    const plain = await make('Scenario decides', {});
    const byTitle = await measure({});
    const late = byTitle['Late, loud and slow']!;
    const quick = byTitle['Quiet and fast']!;
    expect(late.firstWordMs).toBeGreaterThanOrEqual(2900);
    expect(late.firstWordMs).toBeLessThan(3600);
    expect(quick.firstWordMs).toBeLessThan(2500);
    expect(late.speechDb - quick.speechDb).toBeGreaterThan(10); // high is -16 dBFS, low -32
    // The same words take longer at the slow pace than at the fast one.
    const talk = (x: typeof late) => x.m.talk.callerTalkSec;
    expect(talk(late)).toBeGreaterThan(talk(quick) * 1.3);

    // Run through a scenario: its defaults fill what the case leaves unset (here the loudness).
    const scenario = await api.dataset.create.mutate({ name: 'Quiet callers', scenarioSettings: { loudnessLevel: 'low' }, testCaseIds: [plain.id] });
    const viaScenario = (await measure({ datasetId: scenario.id }))['Scenario decides']!;
    expect(byTitle['Scenario decides']!.speechDb - viaScenario.speechDb).toBeGreaterThan(5); // medium -24, low -32
  }, 120_000);
});
