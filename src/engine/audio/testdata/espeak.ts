import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';

/** A synthesised utterance, trimmed to its true speech bounds. */
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

/**
 * Speech bounds are where |x| first/last exceeds this fraction of the
 * utterance peak (-40 dB). espeak pads with exact digital zeros, so this
 * tight threshold lands within a fraction of a millisecond of the first and
 * last audible sample.
 */
export const TRIM_THRESHOLD = 0.01;

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

/** espeak-ng writes plain 16-bit mono RIFF at 22050 Hz; read just that. */
function readEspeakWav(buf: Buffer): Utterance {
  if (buf.toString('ascii', 0, 4) !== 'RIFF') throw new Error('espeak-ng did not produce a WAV');
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
  throw new Error('espeak-ng WAV has no data chunk');
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

/** Synthesise `text` with espeak-ng (cached per run on disk and in memory), trimmed to speech. */
export function synthesize(text: string, opts: VoiceOptions = {}): Utterance {
  const args = ['-v', opts.voice ?? 'en-us', '-s', String(opts.speed ?? 165), '-p', String(opts.pitch ?? 50)];
  const key = createHash('sha1').update(JSON.stringify([args, text])).digest('hex').slice(0, 16);
  const hit = memo.get(key);
  if (hit) return hit;
  const file = join(dir(), `${key}.wav`);
  if (!existsSync(file)) execFileSync('espeak-ng', [...args, '-w', file, text], { stdio: ['ignore', 'ignore', 'pipe'] });
  const raw = readEspeakWav(readFileSync(file));
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
