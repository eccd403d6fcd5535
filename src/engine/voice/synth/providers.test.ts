import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeWav16 } from '../recorder';
import { transcribeTurn } from '../stt';
import { callerSpeaker, PROVIDER_ADAPTERS, resolveCallerVoice, type SpeechRequest } from './index';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A local fake of every provider: records the request, answers a tone in the format asked for. */
let server: Server;
let base = '';
const seen: Seen[] = [];
let reply: (s: Seen) => { status?: number; type?: string; body: Buffer | string; delayMs?: number } = () => ({ body: tone(16_000, 0.5) });

function tone(rate: number, seconds: number): Buffer {
  const n = Math.round(rate * seconds);
  const buf = Buffer.alloc(n * 2);
  for (let i = 0; i < n; i++) buf.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 300 * i) / rate)), 2 * i);
  return buf;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const s = { method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks) };
      seen.push(s);
      const r = reply(s);
      setTimeout(() => {
        res.writeHead(r.status ?? 200, { 'content-type': r.type ?? 'application/octet-stream' });
        res.end(r.body);
      }, r.delayMs ?? 0);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const req: SpeechRequest = { text: 'Hello <there> & welcome', voice: 'v1', locale: 'en-GB', wordsPerMinute: 220, speedRatio: 220 / 175 };
const last = () => seen[seen.length - 1]!;
const bodyJson = () => JSON.parse(last().body.toString()) as Record<string, unknown>;

describe('synthesiser adapters (request shape against a local fake)', () => {
  it('OpenAI: bearer key, /audio/speech, pcm at 24 kHz resampled to 16 kHz', async () => {
    reply = () => ({ body: tone(24_000, 0.5) });
    const out = await PROVIDER_ADAPTERS.openai(req, { apiKey: 'sk-1', baseUrl: `${base}/v1` });
    expect(last().url).toBe('/v1/audio/speech');
    expect(last().headers.authorization).toBe('Bearer sk-1');
    expect(bodyJson()).toMatchObject({ model: 'gpt-4o-mini-tts', input: req.text, voice: 'v1', response_format: 'pcm' });
    expect((bodyJson().speed as number)).toBeCloseTo(1.257, 2);
    expect(Math.abs(out.length - 8000)).toBeLessThan(100);
  });

  it('Azure: subscription key, SSML with voice, locale and rate, raw 16 kHz PCM', async () => {
    reply = () => ({ body: tone(16_000, 0.5) });
    const out = await PROVIDER_ADAPTERS.azure(req, { apiKey: 'az-1', baseUrl: base });
    expect(last().url).toBe('/cognitiveservices/v1');
    expect(last().headers['ocp-apim-subscription-key']).toBe('az-1');
    expect(last().headers['x-microsoft-outputformat']).toBe('raw-16khz-16bit-mono-pcm');
    expect(last().headers['content-type']).toBe('application/ssml+xml');
    const ssml = last().body.toString();
    expect(ssml).toContain('xml:lang="en-GB"');
    expect(ssml).toContain('<voice name="v1">');
    expect(ssml).toContain('<prosody rate="+26%">Hello &lt;there&gt; &amp; welcome</prosody>');
    expect(Math.abs(out.length - 8000)).toBeLessThan(100);
    await expect(PROVIDER_ADAPTERS.azure(req, { apiKey: 'az-1' })).rejects.toThrow(/region/);
  });

  it('Cartesia: API key and version headers, voice id, raw pcm_s16le 16 kHz', async () => {
    await PROVIDER_ADAPTERS.cartesia(req, { apiKey: 'ca-1', baseUrl: base });
    expect(last().url).toBe('/tts/bytes');
    expect(last().headers['x-api-key']).toBe('ca-1');
    expect(last().headers['cartesia-version']).toBeTruthy();
    expect(bodyJson()).toMatchObject({ transcript: req.text, voice: { mode: 'id', id: 'v1' }, language: 'en', speed: 'fast', output_format: { container: 'raw', encoding: 'pcm_s16le', sample_rate: 16000 } });
    await expect(PROVIDER_ADAPTERS.cartesia({ ...req, voice: '' }, { apiKey: 'ca-1', baseUrl: base })).rejects.toThrow(/voice identifier/);
  });

  it('ElevenLabs: xi-api-key, voice in the path, output_format=pcm_16000', async () => {
    await PROVIDER_ADAPTERS.elevenlabs(req, { apiKey: 'el-1', baseUrl: base });
    expect(last().url).toBe('/v1/text-to-speech/v1?output_format=pcm_16000');
    expect(last().headers['xi-api-key']).toBe('el-1');
    expect(bodyJson()).toMatchObject({ text: req.text, model_id: 'eleven_flash_v2_5', voice_settings: { speed: 1.2 } });
  });

  it('PlayHT: secret key and user id headers, wav at 16 kHz decoded', async () => {
    reply = () => ({ body: Buffer.from(encodeWav16([new Int16Array(tone(22_050, 0.5).buffer.slice(0))], 22_050)) });
    const out = await PROVIDER_ADAPTERS.playht(req, { apiKey: 'ph-1', userId: 'u-9', baseUrl: base });
    expect(last().url).toBe('/api/v2/tts/stream');
    expect(last().headers.authorization).toBe('ph-1');
    expect(last().headers['x-user-id']).toBe('u-9');
    expect(bodyJson()).toMatchObject({ text: req.text, voice: 'v1', output_format: 'wav', sample_rate: 16000 });
    expect(Math.abs(out.length - 8000)).toBeLessThan(100);
    await expect(PROVIDER_ADAPTERS.playht(req, { apiKey: 'ph-1', baseUrl: base })).rejects.toThrow(/user id/);
  });

  it('Rime: bearer key, Accept audio/pcm, speaker and 16 kHz', async () => {
    reply = () => ({ body: tone(16_000, 0.5) });
    await PROVIDER_ADAPTERS.rime(req, { apiKey: 'ri-1', baseUrl: base });
    expect(last().url).toBe('/v1/rime-tts');
    expect(last().headers.authorization).toBe('Bearer ri-1');
    expect(last().headers.accept).toBe('audio/pcm');
    expect(bodyJson()).toMatchObject({ text: req.text, speaker: 'v1', modelId: 'mistv2', samplingRate: 16000, lang: 'eng' });
  });

  it('turns refusals, timeouts and oversized answers into readable reasons without the key', async () => {
    reply = () => ({ status: 401, body: '{"error":"bad key"}' });
    await expect(PROVIDER_ADAPTERS.openai(req, { apiKey: 'sk-secret', baseUrl: base })).rejects.toThrow('OpenAI answered HTTP 401: {"error":"bad key"}');
    reply = () => ({ body: Buffer.alloc(9 * 1024 * 1024) });
    await expect(PROVIDER_ADAPTERS.rime(req, { apiKey: 'k', baseUrl: base })).rejects.toThrow(/byte limit/);
    reply = () => ({ body: '', delayMs: 2000 });
    const { postForAudio } = await import('./http');
    await expect(postForAudio('Rime', `${base}/slow`, { headers: {}, body: '{}' }, { timeoutMs: 100 })).rejects.toThrow('Rime did not answer within 0.1 s');
    reply = () => ({ body: '' });
    await expect(PROVIDER_ADAPTERS.rime(req, { apiKey: 'k', baseUrl: base })).rejects.toThrow('Rime answered with no audio');
  });

  it('refuses a provider the workspace has no key for instead of speaking with espeak', async () => {
    const { speak } = callerSpeaker({ synthesizer: 'elevenlabs' }, 1, {});
    await expect(speak('hi', {}, new AbortController().signal)).rejects.toThrow(/no elevenlabs key/);
  });
});

describe('speech-to-text (OpenAI-compatible /audio/transcriptions)', () => {
  it('uploads the turn as a multipart WAV with the model and reads the text', async () => {
    reply = () => ({ type: 'application/json', body: JSON.stringify({ text: ' Hello there. ' }) });
    const pcm = new Int16Array(tone(16_000, 0.5).buffer.slice(0));
    expect(await transcribeTurn({ baseUrl: `${base}/v1/`, apiKey: 'stt-1', model: 'whisper-x' }, pcm)).toBe('Hello there.');
    expect(last().url).toBe('/v1/audio/transcriptions');
    expect(last().headers.authorization).toBe('Bearer stt-1');
    expect(last().headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = last().body.toString('latin1');
    expect(body).toContain('name="model"\r\n\r\nwhisper-x');
    expect(body).toContain('filename="turn.wav"');
    expect(body).toContain('RIFF');
    reply = () => ({ type: 'application/json', body: '{"error":"nope"}' });
    await expect(transcribeTurn({ baseUrl: base, apiKey: '', model: 'm' }, pcm)).rejects.toThrow(/without a "text" field/);
    reply = () => ({ status: 500, body: 'boom' });
    await expect(transcribeTurn({ baseUrl: base, apiKey: '', model: 'm' }, pcm)).rejects.toThrow('Speech-to-text answered HTTP 500: boom');
  });
});

describe('persona voice fields → the caller voice', () => {
  it('maps accent, gender, speed and language onto espeak-ng voices and rates', () => {
    expect(resolveCallerVoice({ accent: 'GB-SCOTTISH', gender: 'female', talkingSpeed: 'slow' }, 0)).toMatchObject({ voice: 'en-gb-scotland+f3', wordsPerMinute: 135, locale: 'en-GB' });
    expect(resolveCallerVoice({ gender: 'male', talkingSpeed: 'fast', locale: 'es-MX' }, 0)).toMatchObject({ voice: 'es+m3', wordsPerMinute: 220, locale: 'es-MX' });
    expect(resolveCallerVoice({ locale: 'pt-BR', gender: 'male' }, 0).voice).toBe('pt-br+m3');
    expect(resolveCallerVoice({ voiceIdentifier: 'en-us+klatt', accent: 'FR' }, 0).voice).toBe('en-us+klatt');
    // "Any" is drawn from the call's seed: the same call always gets the same voice.
    expect(resolveCallerVoice({ gender: 'random' }, 7)).toEqual(resolveCallerVoice({ gender: 'random' }, 7));
  });

  it('picks provider voices by locale and gender', () => {
    expect(resolveCallerVoice({ synthesizer: 'azure', accent: 'AU', gender: 'female' }, 0).voice).toBe('en-AU-NatashaNeural');
    expect(resolveCallerVoice({ synthesizer: 'openai', gender: 'male' }, 0).voice).toBe('onyx');
    expect(resolveCallerVoice({ synthesizer: 'elevenlabs', gender: 'female', voiceIdentifier: 'abc' }, 0).voice).toBe('abc');
  });
});

describe('unset persona voice fields', () => {
  it('keep the plain espeak-ng voice at an ordinary pace', () => {
    expect(resolveCallerVoice({}, 3)).toMatchObject({ synthesizer: 'espeak', voice: 'en-us', wordsPerMinute: 175, locale: 'en-US' });
  });
});
