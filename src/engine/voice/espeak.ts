import { spawn } from 'node:child_process';
import { CALL_SAMPLE_RATE } from './constants';
import { resampleLinear } from './pcm';

export interface EspeakOptions {
  /** espeak-ng voice name, e.g. "en-us", "en-gb", "en-us+f3". */
  voice?: string;
  /** Words per minute (espeak's default is 175). */
  wordsPerMinute?: number;
  /** 0..99 */
  pitch?: number;
  signal?: AbortSignal;
}

export class SynthesisError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SynthesisError';
  }
}

/** Where |x| first/last exceeds this share of the peak: espeak pads with digital silence we do not want on the line. */
const TRIM_FRACTION = 0.01;

/** Speech for `text` at the call rate, as floats, trimmed to where the voice starts and stops. */
export async function espeakSpeak(text: string, opts: EspeakOptions = {}): Promise<Float32Array> {
  const args = ['-v', opts.voice ?? 'en-us', '-s', String(opts.wordsPerMinute ?? 175), '-p', String(opts.pitch ?? 50), '--stdout', '--', text];
  const wav = await new Promise<Buffer>((resolve, reject) => {
    const child = spawn('espeak-ng', args, { stdio: ['ignore', 'pipe', 'pipe'], signal: opts.signal });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.once('error', (e) =>
      reject(new SynthesisError((e as NodeJS.ErrnoException).code === 'ENOENT' ? 'espeak-ng is not installed on this server' : e.message)),
    );
    child.once('close', (code) => (code === 0 ? resolve(Buffer.concat(out)) : reject(new SynthesisError(`espeak-ng failed: ${err.trim() || `exit ${code}`}`))));
  });
  const { samples, sampleRate } = readPcmWav(wav);
  return trim(resampleLinear(samples, sampleRate, CALL_SAMPLE_RATE));
}

/** Reads 16-bit mono RIFF as written to a pipe (espeak cannot seek back, so sizes may be 0 or 0xffffffff). */
export function readPcmWav(buf: Buffer): { samples: Float32Array; sampleRate: number } {
  if (buf.length < 12 || buf.toString('ascii', 0, 4) !== 'RIFF') throw new SynthesisError('The synthesiser did not produce a WAV');
  let off = 12;
  let rate = 22050;
  while (off + 8 <= buf.length) {
    const id = buf.toString('ascii', off, off + 4);
    let size = buf.readUInt32LE(off + 4);
    if (id === 'fmt ') rate = buf.readUInt32LE(off + 12);
    if (id === 'data') {
      if (size === 0 || size === 0xffffffff || off + 8 + size > buf.length) size = buf.length - off - 8;
      const n = Math.floor(size / 2);
      const out = new Float32Array(n);
      for (let i = 0; i < n; i++) out[i] = buf.readInt16LE(off + 8 + 2 * i) / 32768;
      return { samples: out, sampleRate: rate };
    }
    off += 8 + size + (size & 1);
  }
  throw new SynthesisError('The synthesiser WAV has no data chunk');
}

function trim(x: Float32Array): Float32Array {
  let peak = 0;
  for (let i = 0; i < x.length; i++) peak = Math.max(peak, Math.abs(x[i]!));
  const thr = peak * TRIM_FRACTION;
  let s = 0;
  while (s < x.length && Math.abs(x[s]!) <= thr) s++;
  let e = x.length;
  while (e > s && Math.abs(x[e - 1]!) <= thr) e--;
  return x.slice(s, e);
}

/** The voices espeak-ng has installed: name, language and gender, for the caller-voice picker. */
export async function listEspeakVoices(): Promise<Array<{ name: string; language: string; gender: string }>> {
  const text = await new Promise<string>((resolve, reject) => {
    const child = spawn('espeak-ng', ['--voices'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.once('error', (e) => reject(new SynthesisError((e as NodeJS.ErrnoException).code === 'ENOENT' ? 'espeak-ng is not installed on this server' : e.message)));
    child.once('close', () => resolve(out));
  });
  return text
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols.length >= 4)
    .map((cols) => ({ language: cols[1]!, gender: cols[2]!.split('/')[1] ?? '-', name: cols[3]!.replaceAll('_', ' ') }));
}
