import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeWav } from '../../src/engine/audio';
import { sha256Hex, signS3Request } from '../../src/features/recordings/sigv4';
import { DEMO_VOICE_PATHS } from '../../src/server/http/demo-voice-routes';
import { apiClient, eventually } from '../helpers/api';
import { appWithUser } from '../helpers/app';

const CREDS = { accessKeyId: 'AKIDREHEARSETEST', secretAccessKey: 'fake/secret+key', region: 'eu-west-3' };

/**
 * A small S3 look-alike on loopback: stores objects in memory, answers PUT, HEAD and GET with
 * Range, and refuses any request whose SigV4 signature does not match what it received.
 */
function fakeS3() {
  const objects = new Map<string, Buffer>();
  const log: Array<{ method: string; path: string; range?: string }> = [];
  const rejected: string[] = [];
  const verify = (req: IncomingMessage, body: Buffer): string | null => {
    const auth = req.headers.authorization ?? '';
    const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,SignedHeaders=([a-z0-9;-]+),Signature=([0-9a-f]{64})$/.exec(auth);
    if (!m) return 'Authorization is not SigV4';
    if (m[1] !== CREDS.accessKeyId || m[3] !== CREDS.region) return 'wrong credential scope';
    const hash = req.headers['x-amz-content-sha256'];
    if (hash !== sha256Hex(body)) return 'payload hash does not match the body';
    const signed = m[4]!.split(';');
    for (const h of ['host', 'x-amz-date', 'x-amz-content-sha256']) if (!signed.includes(h)) return `${h} not signed`;
    if (req.headers.range && !signed.includes('range')) return 'range not signed';
    const headers = Object.fromEntries(signed.filter((h) => h !== 'host').map((h) => [h, String(req.headers[h])]));
    const stamp = String(req.headers['x-amz-date']);
    const at = new Date(`${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`);
    const url = new URL(req.url!, `http://${req.headers.host}`);
    const expected = signS3Request({ method: req.method!, url, headers, payloadHash: String(hash) }, CREDS, at).authorization;
    return expected === auth ? null : 'signature does not match';
  };
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const path = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
    log.push({ method: req.method!, path, range: req.headers.range });
    const problem = verify(req, body);
    if (problem) {
      rejected.push(problem);
      res.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    if (req.method === 'PUT') {
      objects.set(path, body);
      res.writeHead(200).end();
      return;
    }
    const obj = objects.get(path);
    if (!obj) return res.writeHead(404).end(req.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code></Error>');
    if (req.method === 'HEAD') return res.writeHead(200, { 'content-length': obj.length }).end();
    const r = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
    if (!r) return res.writeHead(200, { 'content-length': obj.length }).end(obj);
    const end = Math.min(Number(r[2]), obj.length - 1);
    res.writeHead(206, { 'content-range': `bytes ${r[1]}-${end}/${obj.length}` }).end(obj.subarray(Number(r[1]), end + 1));
  });
  return { server, objects, log, rejected };
}

const s3 = fakeS3();
await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
const s3Port = (s3.server.address() as AddressInfo).port;
const world = appWithUser({
  RECORDINGS_S3_BUCKET: 'call-recordings',
  RECORDINGS_S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
  RECORDINGS_S3_REGION: CREDS.region,
  RECORDINGS_S3_ACCESS_KEY_ID: CREDS.accessKeyId,
  RECORDINGS_S3_SECRET_ACCESS_KEY: CREDS.secretAccessKey,
  RECORDINGS_S3_FORCE_PATH_STYLE: 'true',
  RECORDINGS_S3_PREFIX: 'rehearse',
});
afterAll(() => new Promise<void>((resolve) => s3.server.close(() => resolve())));

describe('recordings in an S3-compatible bucket', () => {
  it('uploads a call recording signed with SigV4 and serves it back through /api/recordings with ranges', async () => {
    const api = apiClient(world.app.url, world.user);
    const agent = await api.customerVoiceAgent.create.mutate({
      name: 'Voice demo, S3 recordings',
      chat: { url: `${world.app.url}/api/demo-agent/chat`, protocol: 'REST', extraBody: {}, maxTurns: 10 },
    });
    const url = world.app.url.replace(/^http/, 'ws') + DEMO_VOICE_PATHS.CHIRP;
    await api.voiceAgent.saveConnection.mutate({ agentId: agent.id, transport: 'CHIRP', url, parameters: { waitMs: '200' } });
    await api.testCase.create.mutate({ agentId: agent.id, title: 'Short call', initialMessage: 'Hello, a booking please.', turns: [] });
    const run = await api.testRuns.create.mutate({ agentId: agent.id, channel: 'VOICE' });
    const done = await eventually(async () => {
      const r = await api.testRuns.get.query({ testRunId: run.id });
      return r.status === 'COMPLETED' && r;
    }, 60_000);
    const caseRunId = done.caseRuns[0]!.id;

    expect(s3.rejected).toEqual([]);
    const put = s3.log.find((l) => l.method === 'PUT')!;
    expect(put.path).toMatch(new RegExp(`^/call-recordings/rehearse/[0-9a-f-]{36}/${caseRunId}\\.wav$`));
    const stored = s3.objects.get(put.path)!;

    const whole = await fetch(`${world.app.url}/api/recordings/${caseRunId}`, { headers: { cookie: world.user.cookie } });
    expect(whole.status).toBe(200);
    const wav = Buffer.from(await whole.arrayBuffer());
    expect(wav.equals(stored)).toBe(true);
    expect(analyzeWav(new Uint8Array(wav), { callerChannel: 0 }).callDurationMs).toBeGreaterThan(1000);

    const ranged = await fetch(`${world.app.url}/api/recordings/${caseRunId}`, { headers: { cookie: world.user.cookie, range: 'bytes=100-1099' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 100-1099/${stored.length}`);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(stored.subarray(100, 1100))).toBe(true);
    // The range went to the bucket, not a whole download cut down here.
    expect(s3.log.some((l) => l.method === 'GET' && l.range === 'bytes=100-1099')).toBe(true);
    expect(s3.rejected).toEqual([]);
  }, 90_000);
});
