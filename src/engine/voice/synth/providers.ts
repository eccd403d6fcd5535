import type { Synthesizer } from '../../../shared/caller-voice';
import { CALL_SAMPLE_RATE } from '../constants';
import { readPcmWav, SynthesisError, trimToSpeech } from '../espeak';
import { resampleLinear } from '../pcm';
import { pcm16ToFloat, postForAudio, trimSlash } from './http';

/**
 * One adapter per hosted synthesiser, each asking for PCM or WAV output so no decoder is needed;
 * every answer becomes 16 kHz mono floats trimmed to the speech. Request shapes follow each
 * provider's public HTTP API (see docs/voice.md, "Synthesisers").
 */
export interface ProviderCredentials {
  apiKey: string;
  /** Replaces the provider's public endpoint (a proxy, a regional host, a local fake). */
  baseUrl?: string | null;
  /** Azure: the resource's region, e.g. "westeurope". */
  region?: string | null;
  /** PlayHT: the account's user id. */
  userId?: string | null;
  /** Replaces the default model. */
  model?: string | null;
}

export interface SpeechRequest {
  text: string;
  voice: string;
  locale: string;
  wordsPerMinute: number;
  speedRatio: number;
}

type Adapter = (req: SpeechRequest, creds: ProviderCredentials, signal?: AbortSignal) => Promise<Float32Array>;

const at16k = (samples: Float32Array, rate: number) => trimToSpeech(resampleLinear(samples, rate, CALL_SAMPLE_RATE));
const json = (extra: Record<string, string> = {}) => ({ 'content-type': 'application/json', ...extra });
const needVoice = (name: string, voice: string) => {
  if (!voice) throw new SynthesisError(`${name} needs a voice: set the test case's voice identifier to one of your ${name} voice ids`);
};
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** OpenAI: POST /v1/audio/speech, response_format "pcm" = raw 24 kHz 16-bit mono. */
const openai: Adapter = async (req, creds, signal) => {
  const body = { model: creds.model || 'gpt-4o-mini-tts', input: req.text, voice: req.voice, response_format: 'pcm', speed: clamp(req.speedRatio, 0.25, 4) };
  const url = `${trimSlash(creds.baseUrl || 'https://api.openai.com/v1')}/audio/speech`;
  const buf = await postForAudio('OpenAI', url, { headers: json({ authorization: `Bearer ${creds.apiKey}` }), body: JSON.stringify(body) }, { signal });
  return at16k(pcm16ToFloat(buf), 24_000);
};

/** Azure Speech: SSML to /cognitiveservices/v1, raw 16 kHz 16-bit mono PCM out. */
const azure: Adapter = async (req, creds, signal) => {
  if (!creds.baseUrl && !creds.region) throw new SynthesisError('Azure needs its region (e.g. westeurope) in the voice settings');
  const base = trimSlash(creds.baseUrl || `https://${creds.region}.tts.speech.microsoft.com`);
  const rate = `${Math.round((req.speedRatio - 1) * 100)}%`;
  const ssml =
    `<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="${escapeXml(req.locale)}">` +
    `<voice name="${escapeXml(req.voice)}"><prosody rate="${rate.startsWith('-') ? rate : `+${rate}`}">${escapeXml(req.text)}</prosody></voice></speak>`;
  const headers = {
    'ocp-apim-subscription-key': creds.apiKey,
    'content-type': 'application/ssml+xml',
    'x-microsoft-outputformat': 'raw-16khz-16bit-mono-pcm',
    'user-agent': 'rehearse',
  };
  const buf = await postForAudio('Azure', `${base}/cognitiveservices/v1`, { headers, body: ssml }, { signal });
  return at16k(pcm16ToFloat(buf), 16_000);
};

/** Cartesia: POST /tts/bytes with a raw pcm_s16le 16 kHz output format. */
const cartesia: Adapter = async (req, creds, signal) => {
  needVoice('Cartesia', req.voice);
  const speed = req.speedRatio < 0.9 ? 'slow' : req.speedRatio > 1.1 ? 'fast' : 'normal';
  const body = {
    model_id: creds.model || 'sonic-2',
    transcript: req.text,
    voice: { mode: 'id', id: req.voice },
    language: req.locale.split('-')[0],
    output_format: { container: 'raw', encoding: 'pcm_s16le', sample_rate: 16_000 },
    speed,
  };
  const headers = json({ authorization: `Bearer ${creds.apiKey}`, 'x-api-key': creds.apiKey, 'cartesia-version': '2025-04-16' });
  const buf = await postForAudio('Cartesia', `${trimSlash(creds.baseUrl || 'https://api.cartesia.ai')}/tts/bytes`, { headers, body: JSON.stringify(body) }, { signal });
  return at16k(pcm16ToFloat(buf), 16_000);
};

/** ElevenLabs: POST /v1/text-to-speech/{voice}?output_format=pcm_16000 (raw 16 kHz 16-bit mono). */
const elevenlabs: Adapter = async (req, creds, signal) => {
  const body = { text: req.text, model_id: creds.model || 'eleven_flash_v2_5', language_code: req.locale.split('-')[0], voice_settings: { speed: clamp(req.speedRatio, 0.7, 1.2) } };
  const url = `${trimSlash(creds.baseUrl || 'https://api.elevenlabs.io')}/v1/text-to-speech/${encodeURIComponent(req.voice)}?output_format=pcm_16000`;
  const buf = await postForAudio('ElevenLabs', url, { headers: json({ 'xi-api-key': creds.apiKey }), body: JSON.stringify(body) }, { signal });
  return at16k(pcm16ToFloat(buf), 16_000);
};

/** PlayHT: POST /api/v2/tts/stream with output_format "wav" at 16 kHz (user id + secret key). */
const playht: Adapter = async (req, creds, signal) => {
  needVoice('PlayHT', req.voice);
  if (!creds.userId) throw new SynthesisError('PlayHT needs the account user id in the voice settings');
  const body = { text: req.text, voice: req.voice, voice_engine: creds.model || 'Play3.0-mini', output_format: 'wav', sample_rate: 16_000, speed: req.speedRatio };
  const headers = json({ authorization: creds.apiKey, 'x-user-id': creds.userId, accept: 'audio/wav' });
  const buf = await postForAudio('PlayHT', `${trimSlash(creds.baseUrl || 'https://api.play.ht')}/api/v2/tts/stream`, { headers, body: JSON.stringify(body) }, { signal });
  const { samples, sampleRate } = readPcmWav(buf);
  return at16k(samples, sampleRate);
};

/** Rime names languages with three letters. */
const RIME_LANGS: Record<string, string> = { en: 'eng', es: 'spa', fr: 'fra', de: 'ger' };

/** Rime: POST /v1/rime-tts with Accept audio/pcm (headerless 16-bit), 16 kHz. speedAlpha > 1 is slower. */
const rime: Adapter = async (req, creds, signal) => {
  const body = { text: req.text, speaker: req.voice, modelId: creds.model || 'mistv2', samplingRate: 16_000, speedAlpha: 1 / req.speedRatio, lang: RIME_LANGS[req.locale.split('-')[0]!] ?? 'eng' };
  const headers = json({ authorization: `Bearer ${creds.apiKey}`, accept: 'audio/pcm' });
  const buf = await postForAudio('Rime', `${trimSlash(creds.baseUrl || 'https://users.rime.ai')}/v1/rime-tts`, { headers, body: JSON.stringify(body) }, { signal });
  return at16k(pcm16ToFloat(buf), 16_000);
};

export const PROVIDER_ADAPTERS: Record<Synthesizer, Adapter> = { openai, azure, cartesia, elevenlabs, playht, rime };
