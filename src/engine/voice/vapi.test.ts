import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { AgentError } from '../transports/agent-error';
import { openVoiceChannel } from './index';
import type { SideEvent } from './side-channel';

/** A local fake of Vapi's documented API: POST /call answers a websocketCallUrl on the same server. */
const calls: Array<{ headers: IncomingHttpHeaders; body: Record<string, unknown> }> = [];
const fromCaller: Array<Buffer | string> = [];
let closedWith = 0;
let base = '';
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    if (req.method !== 'POST' || req.url !== '/call') return res.writeHead(404).end();
    if (req.headers.authorization !== 'Bearer vapi-key') return res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Invalid Key"}');
    calls.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString()) });
    res.writeHead(201, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ id: 'call-1', status: 'queued', transport: { provider: 'vapi.websocket', websocketCallUrl: `${base.replace('http', 'ws')}/ws/call-1` } }));
  });
});
const wss = new WebSocketServer({ server, path: '/ws/call-1' });
wss.on('connection', (ws: WebSocket) => {
  // The assistant greets: 100 ms of audio (an odd-sized chunk, as a real stream may send) and its transcript.
  const greeting = Buffer.alloc(3201, 1);
  ws.send(greeting.subarray(0, 1601));
  ws.send(greeting.subarray(1601));
  ws.send(JSON.stringify({ type: 'transcript', role: 'assistant', transcriptType: 'partial', transcript: 'Hel' }));
  ws.send(JSON.stringify({ type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Hello, Maple Clinic.' }));
  ws.send(JSON.stringify({ type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'ignored' }));
  ws.on('message', (data, isBinary) => fromCaller.push(isBinary ? (data as Buffer) : data.toString()));
  ws.on('close', (code) => (closedWith = code));
});

beforeAll(() => new Promise<void>((r) => server.listen(0, '127.0.0.1', () => ((base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`), r()))));
afterAll(() => new Promise<void>((r) => (wss.close(), server.close(() => r()))));

describe('Vapi WebSocket transport (against a local fake of the documented API)', () => {
  it('creates the call with vapi.websocket 16 kHz PCM, streams audio both ways and hangs up', async () => {
    const audio: number[] = [];
    const events: SideEvent[] = [];
    let heardAll!: () => void;
    const heard = new Promise<void>((r) => (heardAll = r));
    const channel = await openVoiceChannel(
      { transport: 'VAPI', url: base, secret: 'vapi-key', parameters: { assistantId: 'asst-1', customerName: 'Robin' } },
      {
        onAudio: (s) => (audio.push(s.length), audio.reduce((a, b) => a + b, 0) === 1600 && events.length && heardAll()),
        onEvent: (e) => (events.push(e), audio.reduce((a, b) => a + b, 0) === 1600 && heardAll()),
        onClose: () => {},
      },
      { callId: 'case-run-1', timeoutMs: 5000 },
    );
    expect(calls[0]!.headers['content-type']).toBe('application/json');
    expect(calls[0]!.body).toEqual({
      assistantId: 'asst-1',
      assistantOverrides: { variableValues: { customerName: 'Robin' } },
      metadata: { rehearseCallId: 'case-run-1' },
      transport: { provider: 'vapi.websocket', audioFormat: { format: 'pcm_s16le', container: 'raw', sampleRate: 16000 } },
    });
    await heard;
    expect(audio.reduce((a, b) => a + b, 0)).toBe(1600);
    expect(events).toEqual([{ type: 'agent.transcript', text: 'Hello, Maple Clinic.' }]);

    channel.sendFrame(new Int16Array(320).fill(7));
    await channel.hangUp();
    await new Promise((r) => setTimeout(r, 100));
    expect((fromCaller[0] as Buffer).length).toBe(640);
    expect(fromCaller[1]).toBe('{"type":"hangup"}');
    expect(closedWith).toBe(1000);
  });

  it('says what is wrong when the key, the assistant or the call is refused', async () => {
    const handlers = { onAudio: () => {}, onEvent: () => {}, onClose: () => {} };
    const opts = { callId: 'x', timeoutMs: 2000 };
    await expect(openVoiceChannel({ transport: 'VAPI', url: base, parameters: { assistantId: 'a' } }, handlers, opts)).rejects.toThrow(/Vapi API key/);
    await expect(openVoiceChannel({ transport: 'VAPI', url: base, secret: 'vapi-key' }, handlers, opts)).rejects.toThrow(/assistantId/);
    const refused = openVoiceChannel({ transport: 'VAPI', url: base, secret: 'wrong', parameters: { assistantId: 'a' } }, handlers, opts);
    await expect(refused).rejects.toBeInstanceOf(AgentError);
    await expect(refused).rejects.toThrow(/HTTP 401.*Invalid Key/);
  });
});
