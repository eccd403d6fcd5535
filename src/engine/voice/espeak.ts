import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CALL_SAMPLE_RATE } from './constants';
import { resampleLinear } from './pcm';

/**
 * The one espeak-ng wrapper: the caller's voice on live calls (async, abortable) and the audio
 * engine's ground-truth generator (synchronous, cached per run) both speak through it, so both
 * trim speech the same way and read espeak's WAV with the same code.
 */
export interface EspeakOptions {
  /** espeak-ng voice name with optional variant, e.g. "en-us", "en-gb", "en-us+f3". */
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

/**
 * Speech bounds are where |x| first/last exceeds this fraction of the utterance peak (-40 dB).
 * espeak pads with exact digital zeros, so this tight threshold lands within a fraction of a
 * millisecond of the first and last audible sample.
 */
export const TRIM_THRESHOLD = 0.01;

const notInstalled = (e: Error) => new SynthesisError((e as NodeJS.ErrnoException).code === 'ENOENT' ? 'espeak-ng is not installed on this server' : e.message);

/** Speech for `text` at the call rate, as floats, trimmed to where the voice starts and stops. */
export async function espeakSpeak(text: string, opts: EspeakOptions = {}): Promise<Float32Array> {
  const args = ['-v', opts.voice ?? 'en-us', '-s', String(opts.wordsPerMinute ?? 175), '-p', String(opts.pitch ?? 50), '--stdout', '--', text];
  const wav = await new Promise<Buffer>((resolve, reject) => {
    const child = spawn('espeak-ng', args, { stdio: ['ignore', 'pipe', 'pipe'], signal: opts.signal });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.once('error', (e) => reject(notInstalled(e)));
    child.once('close', (code) => (code === 0 ? resolve(Buffer.concat(out)) : reject(new SynthesisError(`espeak-ng failed: ${err.trim() || `exit ${code}`}`))));
  });
  const { samples, sampleRate } = readPcmWav(wav);
  return trimToSpeech(resampleLinear(samples, sampleRate, CALL_SAMPLE_RATE));
}

/** Reads 16-bit mono RIFF, also as written to a pipe (a writer that cannot seek back leaves sizes 0 or 0xffffffff). */
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

export function trimToSpeech(x: Float32Array): Float32Array {
  let peak = 0;
  for (let i = 0; i < x.length; i++) peak = Math.max(peak, Math.abs(x[i]!));
  const thr = peak * TRIM_THRESHOLD;
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
    child.once('error', (e) => reject(notInstalled(e)));
    child.once('close', () => resolve(out));
  });
  return text
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols.length >= 4)
    .map((cols) => ({ language: cols[1]!, gender: cols[2]!.split('/')[1] ?? '-', name: cols[3]!.replaceAll('_', ' ') }));
}

// ---- Synchronous, cached synthesis for generated test calls (the audio engine's ground truth) ----

/** A synthesised utterance at espeak's own rate, trimmed to its true speech bounds. */
export interface Utterance {
  samples: Float32Array;
  sampleRate: number;
}

export interface VoiceOptions {
  /** espeak-ng voice, e.g. "en-us", "en+f3". */
  voice?: string;
  /** Words per minute. */
  speed?: number;
  /** 0..99 */
  pitch?: number;
}

let cacheDir: string | undefined;
const memo = new Map<string, Utterance>();

function dir(): string {
  // A fixed cache directory (REHEARSE_ESPEAK_CACHE) outlives the run: for repeated benchmark sweeps.
  if (!cacheDir && process.env.REHEARSE_ESPEAK_CACHE) {
    cacheDir = process.env.REHEARSE_ESPEAK_CACHE;
    mkdirSync(cacheDir, { recursive: true });
  }
  if (!cacheDir) {
    const created = mkdtempSync(join(tmpdir(), 'rehearse-espeak-'));
    cacheDir = created;
    // One cache per run: phrases are re-synthesised next run, so nothing stale survives an espeak upgrade.
    process.once('exit', () => rmSync(created, { recursive: true, force: true }));
  }
  return cacheDir;
}

/** Synthesise `text` with espeak-ng (cached per run on disk and in memory), trimmed to speech. */
export function synthesize(text: string, opts: VoiceOptions = {}): Utterance {
  const args = ['-v', opts.voice ?? 'en-us', '-s', String(opts.speed ?? 165), '-p', String(opts.pitch ?? 50)];
  const key = createHash('sha1').update(JSON.stringify([args, text])).digest('hex').slice(0, 16);
  const hit = memo.get(key);
  if (hit) return hit;
  const file = join(dir(), `${key}.wav`);
  if (!existsSync(file)) execFileSync('espeak-ng', [...args, '-w', file, text], { stdio: ['ignore', 'ignore', 'pipe'] });
  const raw = readPcmWav(readFileSync(file));
  const utt = { samples: trimToSpeech(raw.samples), sampleRate: raw.sampleRate };
  memo.set(key, utt);
  return utt;
}

/** True when espeak-ng is installed (tests that need speech are skipped with a clear reason otherwise). */
export function espeakAvailable(): boolean {
  try {
    execFileSync('espeak-ng', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
