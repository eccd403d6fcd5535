import { SynthesisError } from '../espeak';

/** A provider's answer is capped: a minute of 48 kHz 16-bit audio is ~5.8 MB; nothing a caller says needs more. */
export const MAX_PROVIDER_AUDIO_BYTES = 8 * 1024 * 1024;
export const PROVIDER_TIMEOUT_MS = 20_000;

/**
 * POSTs to a speech provider and returns the body, with every failure (timeout, refusal, an
 * oversized or empty answer) turned into a SynthesisError a user can read. The key never
 * appears in a message.
 */
export async function postForAudio(
  provider: string,
  url: string,
  init: { headers: Record<string, string>; body: string | FormData },
  opts: { signal?: AbortSignal; timeoutMs?: number; maxBytes?: number } = {},
): Promise<Buffer> {
  const timeoutMs = opts.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  const maxBytes = opts.maxBytes ?? MAX_PROVIDER_AUDIO_BYTES;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', headers: init.headers, body: init.body, signal });
  } catch (error) {
    if (timeout.aborted) throw new SynthesisError(`${provider} did not answer within ${timeoutMs / 1000} s`);
    if (opts.signal?.aborted) throw new SynthesisError(`${provider} request cancelled`);
    throw new SynthesisError(`${provider} could not be reached: ${(error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message}`);
  }
  if (!res.ok) {
    const detail = (await res.text().catch(() => '')).replace(/\s+/g, ' ').slice(0, 200);
    throw new SynthesisError(`${provider} answered HTTP ${res.status}${detail ? `: ${detail}` : ''}`);
  }
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw new SynthesisError(`${provider} answered ${declared} bytes, more than the ${maxBytes}-byte limit`);
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    const reader = res.body?.getReader();
    for (;;) {
      if (!reader) break;
      const { done, value: chunk } = await reader.read();
      if (done) break;
      total += chunk.length;
      if (total > maxBytes) {
        await reader.cancel().catch(() => {});
        throw new SynthesisError(`${provider} answered more than the ${maxBytes}-byte limit`);
      }
      chunks.push(Buffer.from(chunk));
    }
  } catch (error) {
    if (error instanceof SynthesisError) throw error;
    throw new SynthesisError(timeout.aborted ? `${provider} did not finish within ${timeoutMs / 1000} s` : `${provider} broke off its answer`);
  }
  if (!total) throw new SynthesisError(`${provider} answered with no audio`);
  return Buffer.concat(chunks);
}

/** Raw little-endian 16-bit mono PCM (an odd trailing byte is dropped) as floats. */
export function pcm16ToFloat(buf: Buffer): Float32Array {
  const n = Math.floor(buf.length / 2);
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) out[i] = buf.readInt16LE(2 * i) / 32768;
  return out;
}

export const trimSlash = (url: string) => url.replace(/\/+$/, '');
