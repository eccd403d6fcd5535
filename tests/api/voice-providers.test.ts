import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_VOICE_PATHS } from '../../src/server/http/demo-voice-routes';
import { apiClient, eventually, signUp } from '../helpers/api';
import { appWithUser } from '../helpers/app';

const world = appWithUser({ REHEARSE_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rehearse-voicep-')) });

/** A local OpenAI-compatible transcription server: counts the uploads and "hears" a fixed sentence. */
const uploads: Array<{ url: string; headers: IncomingHttpHeaders; body: string }> = [];
const stt = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    uploads.push({ url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString('latin1') });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ text: `Heard turn ${uploads.length}.` }));
  });
});
let sttUrl = '';
beforeAll(async () => {
  await new Promise<void>((r) => stt.listen(0, '127.0.0.1', r));
  sttUrl = `http://127.0.0.1:${(stt.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((r) => stt.close(() => r())));

async function oneCallRun(title: string) {
  const api = apiClient(world.app.url, world.user);
  const agent = await api.customerVoiceAgent.create.mutate({
    name: title,
    chat: { url: `${world.app.url}/api/demo-agent/chat`, protocol: 'REST', extraBody: {}, maxTurns: 10 },
  });
  // The demo agent keeps its words to itself: the call's transcript has to come from its audio.
  const url = world.app.url.replace(/^http/, 'ws') + DEMO_VOICE_PATHS.CHIRP;
  await api.voiceAgent.saveConnection.mutate({ agentId: agent.id, transport: 'CHIRP', url, parameters: { waitMs: '300', transcripts: 'false', hangUpAfterTurns: '1' } });
  await api.testCase.create.mutate({ agentId: agent.id, title: 'Booking call', initialMessage: 'Hello, I would like to book an appointment.', turns: [] });
  const run = await api.testRuns.create.mutate({ agentId: agent.id, channel: 'VOICE' });
  const done = await eventually(async () => {
    const r = await api.testRuns.get.query({ testRunId: run.id });
    return r.status === 'COMPLETED' && r;
  }, 60_000);
  const caseRunId = done.caseRuns[0]!.id;
  return {
    voice: (await api.recording.voiceCaseRun.query({ caseRunId }))!,
    messages: (await api.testRuns.getCaseRun.query({ caseRunId })).messages,
  };
}

describe('voice providers', () => {
  it('keeps keys write-only and per workspace, and rejects bad settings with a readable 4xx', async () => {
    const api = apiClient(world.app.url, world.user);
    await api.voiceSettings.update.mutate({ provider: 'elevenlabs', apiKey: 'el-secret-9876' });
    const view = await api.voiceSettings.get.query();
    const el = view.find((p) => p.provider === 'elevenlabs')!;
    expect(el).toMatchObject({ source: 'WORKSPACE', apiKey: { configured: true, last4: '9876' } });
    expect(JSON.stringify(view)).not.toContain('el-secret');
    await expect(api.voiceSettings.update.mutate({ provider: 'stt', apiKey: 'k' })).rejects.toThrow(/needs the endpoint/);
    await expect(api.voiceSettings.update.mutate({ provider: 'azure', apiKey: 'k', region: 'West Europe!' })).rejects.toThrow(/Azure region/);

    const stranger = await signUp(world.app.url);
    const org = (await api.admin.listOrganizations.query()).find((o) => o.ownerEmail === stranger.email)!;
    await api.admin.admitOrganization.mutate({ organizationId: org.id, trialEndsAt: new Date(Date.now() + 86_400_000) });
    const other = apiClient(world.app.url, stranger);
    await other.workspace.ensureDefaultWorkspace.query();
    expect((await other.voiceSettings.get.query()).find((p) => p.provider === 'elevenlabs')!.source).toBe('NONE');
    await api.voiceSettings.clear.mutate({ provider: 'elevenlabs' });
    expect((await api.voiceSettings.get.query()).find((p) => p.provider === 'elevenlabs')!.source).toBe('NONE');
  });

  it('transcribes the agent with the workspace speech-to-text when it sends no transcript; without one, says so', async () => {
    const api = apiClient(world.app.url, world.user);
    await api.voiceSettings.update.mutate({ provider: 'stt', baseUrl: sttUrl, apiKey: 'stt-key-1234', model: 'whisper-test' });
    const heard = await oneCallRun('Voice demo, no side-channel transcripts');
    expect(heard.voice.transcriptSource).toBe('SPEECH_TO_TEXT');
    const agentLines = heard.messages.filter((m) => m.role === 'agent').map((m) => m.content);
    expect(agentLines.length).toBeGreaterThanOrEqual(2);
    for (const line of agentLines) expect(line).toMatch(/^Heard turn \d+\.$/);
    expect(uploads.length).toBeGreaterThanOrEqual(agentLines.length);
    expect(uploads[0]!.url).toBe('/v1/audio/transcriptions');
    expect(uploads[0]!.headers.authorization).toBe('Bearer stt-key-1234');
    expect(uploads[0]!.body).toContain('whisper-test');
    expect(uploads[0]!.body).toContain('RIFF');

    await api.voiceSettings.clear.mutate({ provider: 'stt' });
    const deaf = await oneCallRun('Voice demo, nobody transcribes');
    expect(deaf.voice.transcriptSource).toBe('NONE');
    expect(deaf.messages.find((m) => m.role === 'agent')!.content).toMatch(/^\(\d+\.\d s of speech, not transcribed\)$/);
  }, 90_000);
});
