import { CALL_SAMPLE_RATE } from './constants';
import { encodeWav16 } from './recorder';
import { postForAudio, trimSlash } from './synth/http';

/** An OpenAI-compatible transcription endpoint: `{baseUrl}/audio/transcriptions`. */
export interface SttSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
}

export const DEFAULT_STT_MODEL = 'whisper-1';
/** OpenAI refuses uploads over 25 MB; a turn that long (13 min at 16 kHz) is cut, not sent. */
export const MAX_STT_UPLOAD_BYTES = 25 * 1024 * 1024;
export const STT_TIMEOUT_MS = 30_000;
/** The answer is a short JSON document; anything bigger is not a transcription. */
const MAX_STT_ANSWER_BYTES = 1024 * 1024;
/** Shorter than this is a click, not words: not worth a request. */
const MIN_STT_SAMPLES = CALL_SAMPLE_RATE / 10;

/**
 * Transcribes one agent turn (16 kHz mono PCM) by uploading it as a WAV file (multipart form:
 * file, model, response_format=json). Throws an Error whose message is the readable reason the
 * turn stays untranscribed; the call goes on either way.
 */
export async function transcribeTurn(settings: SttSettings, pcm: Int16Array, opts: { signal?: AbortSignal; timeoutMs?: number } = {}): Promise<string> {
  if (pcm.length < MIN_STT_SAMPLES) return '';
  const maxSamples = Math.floor((MAX_STT_UPLOAD_BYTES - 1024) / 2);
  const wav = encodeWav16([pcm.length > maxSamples ? pcm.subarray(0, maxSamples) : pcm], CALL_SAMPLE_RATE);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), 'turn.wav');
  form.append('model', settings.model || DEFAULT_STT_MODEL);
  form.append('response_format', 'json');
  const headers: Record<string, string> = settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {};
  const body = await postForAudio('Speech-to-text', `${trimSlash(settings.baseUrl)}/audio/transcriptions`, { headers, body: form }, {
    signal: opts.signal,
    timeoutMs: opts.timeoutMs ?? STT_TIMEOUT_MS,
    maxBytes: MAX_STT_ANSWER_BYTES,
  }).catch((error: Error) => {
    throw new Error(error.message.replace(/answered with no audio/, 'answered with an empty body'));
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    throw new Error('Speech-to-text answered something other than JSON');
  }
  const text = (parsed as { text?: unknown }).text;
  if (typeof text !== 'string') throw new Error('Speech-to-text answered JSON without a "text" field');
  return text.trim().slice(0, 20_000);
}
