import { describe, expect, it } from 'vitest';
import { AudioFormatError, analyzeMonoTracks, analyzeWav, parseWav } from './index';
import { encodeWav } from './testdata/wav-writer';

function tone(n: number, rate: number, hz = 440, amp = 0.5): Float32Array {
  const x = new Float32Array(n);
  for (let i = 0; i < n; i++) x[i] = amp * Math.sin((2 * Math.PI * hz * i) / rate);
  return x;
}

function expectCode(fn: () => unknown, code: string, message?: RegExp): void {
  let caught: unknown;
  try {
    fn();
  } catch (e) {
    caught = e;
  }
  expect(caught).toBeInstanceOf(AudioFormatError);
  expect((caught as AudioFormatError).code).toBe(code);
  if (message) expect((caught as Error).message).toMatch(message);
}

/** Patch the fmt chunk of a plain 16-byte-fmt file. */
function withFmt(buf: Uint8Array, patch: { tag?: number; bits?: number; rate?: number; blockAlign?: number }): Uint8Array {
  const out = buf.slice();
  const v = new DataView(out.buffer);
  if (patch.tag !== undefined) v.setUint16(20, patch.tag, true);
  if (patch.rate !== undefined) v.setUint32(24, patch.rate, true);
  if (patch.blockAlign !== undefined) v.setUint16(32, patch.blockAlign, true);
  if (patch.bits !== undefined) v.setUint16(34, patch.bits, true);
  return out;
}

describe('parseWav', () => {
  const rate = 16000;
  const l = tone(1600, rate, 440);
  const r = tone(1600, rate, 1000, 0.25);

  it('decodes 16-bit PCM stereo into per-channel floats', () => {
    const wav = parseWav(encodeWav([l, r], rate));
    expect(wav.sampleRate).toBe(rate);
    expect(wav.encoding).toBe('pcm16');
    expect(wav.channels).toHaveLength(2);
    expect(wav.frameCount).toBe(1600);
    expect(wav.durationMs).toBe(100);
    for (const i of [0, 7, 123, 1599]) {
      expect(wav.channels[0]![i]).toBeCloseTo(l[i]!, 4);
      expect(wav.channels[1]![i]).toBeCloseTo(r[i]!, 4);
    }
  });

  it('decodes 32-bit float exactly, including WAVE_FORMAT_EXTENSIBLE', () => {
    for (const extensible of [false, true]) {
      const wav = parseWav(encodeWav([l, r], rate, { encoding: 'float32', extensible }));
      expect(wav.encoding).toBe('float32');
      expect(Array.from(wav.channels[1]!.subarray(0, 50))).toEqual(Array.from(r.subarray(0, 50)));
    }
    const pcmExt = parseWav(encodeWav([l], rate, { extensible: true }));
    expect(pcmExt.encoding).toBe('pcm16');
    expect(pcmExt.channels).toHaveLength(1);
  });

  it('skips LIST and odd-sized unknown chunks (with their pad byte)', () => {
    const buf = encodeWav([l, r], rate, {
      extraChunks: [
        { id: 'LIST', body: new TextEncoder().encode('INFOISFT\x05\x00\x00\x00test\x00') },
        { id: 'junk', body: new Uint8Array([1, 2, 3]) },
      ],
    });
    const wav = parseWav(buf);
    expect(wav.frameCount).toBe(1600);
    expect(wav.channels[0]![5]).toBeCloseTo(l[5]!, 4);
  });

  it('decodes from a misaligned Buffer view (pooled Node buffers)', () => {
    const buf = encodeWav([l, r], rate, { encoding: 'float32' });
    const backing = new Uint8Array(buf.length + 3);
    backing.set(buf, 3);
    const wav = parseWav(backing.subarray(3));
    expect(wav.channels[0]![10]).toBe(l[10]);
  });

  it('rejects a bad RIFF header', () => {
    const buf = encodeWav([l], rate);
    const bad = buf.slice();
    bad.set([0x52, 0x49, 0x46, 0x58], 0); // RIFX
    expectCode(() => parseWav(bad), 'NOT_RIFF', /RIFF/);
    expectCode(() => parseWav(new TextEncoder().encode('ID3\x04 this is an mp3 file, honest')), 'NOT_RIFF');
    const notWave = buf.slice();
    notWave.set(new TextEncoder().encode('AVI '), 8);
    expectCode(() => parseWav(notWave), 'NOT_WAVE', /AVI/);
  });

  it('rejects truncated files', () => {
    const buf = encodeWav([l, r], rate);
    expectCode(() => parseWav(buf.subarray(0, 8)), 'TRUNCATED');
    expectCode(() => parseWav(buf.subarray(0, 30)), 'TRUNCATED');
    expectCode(() => parseWav(buf.subarray(0, buf.length - 100)), 'TRUNCATED', /declares \d+ bytes but only \d+/);
    expectCode(() => parseWav(buf.subarray(0, 44 - 8)), 'MISSING_DATA');
  });

  it('rejects a data chunk that is not whole sample frames', () => {
    const buf = encodeWav([l, r], rate);
    const v = new DataView(buf.buffer);
    v.setUint32(40, v.getUint32(40, true) - 2, true);
    expectCode(() => parseWav(buf), 'TRUNCATED', /whole number/);
  });

  it('rejects zero-length data', () => {
    expectCode(() => parseWav(encodeWav([new Float32Array(0), new Float32Array(0)], rate)), 'EMPTY_DATA', /empty/);
  });

  it('rejects 8-bit and 24-bit PCM, 64-bit float and non-PCM encodings by name', () => {
    const buf = encodeWav([l], rate);
    expectCode(() => parseWav(withFmt(buf, { bits: 8, blockAlign: 1 })), 'UNSUPPORTED_BIT_DEPTH', /8-bit/);
    expectCode(() => parseWav(withFmt(buf, { bits: 24, blockAlign: 3 })), 'UNSUPPORTED_BIT_DEPTH', /24-bit/);
    expectCode(() => parseWav(withFmt(buf, { tag: 3, bits: 64, blockAlign: 8 })), 'UNSUPPORTED_BIT_DEPTH', /64-bit/);
    expectCode(() => parseWav(withFmt(buf, { tag: 7, bits: 8, blockAlign: 1 })), 'UNSUPPORTED_ENCODING', /mu-law/);
    expectCode(() => parseWav(withFmt(buf, { tag: 0x55 })), 'UNSUPPORTED_ENCODING', /MP3/);
    expectCode(() => parseWav(withFmt(buf, { tag: 2 })), 'UNSUPPORTED_ENCODING', /ADPCM/);
  });

  it('rejects unsupported rates and inconsistent block alignment', () => {
    const buf = encodeWav([l], rate);
    expectCode(() => parseWav(withFmt(buf, { rate: 22050 })), 'UNSUPPORTED_SAMPLE_RATE', /22050/);
    expectCode(() => parseWav(withFmt(buf, { blockAlign: 4 })), 'BAD_FMT', /block align/);
  });

  it('rejects NaN/Infinity in float data instead of treating them as silence', () => {
    const x = tone(800, rate);
    x[400] = Number.NaN;
    expectCode(() => parseWav(encodeWav([x], rate, { encoding: 'float32' })), 'BAD_SAMPLES');
    x[400] = Number.POSITIVE_INFINITY;
    expectCode(() => parseWav(encodeWav([x], rate, { encoding: 'float32' })), 'BAD_SAMPLES');
  });
});

describe('analyzeWav / analyzeMonoTracks input checks', () => {
  const rate = 8000;
  const x = tone(8000, rate);

  it('requires stereo for analyzeWav', () => {
    expectCode(() => analyzeWav(encodeWav([x], rate), { callerChannel: 0 }), 'UNSUPPORTED_CHANNELS', /stereo/);
  });

  it('requires mono tracks of one rate and near-equal length', () => {
    const a = encodeWav([x], rate);
    expectCode(() => analyzeMonoTracks(encodeWav([x, x], rate), a), 'UNSUPPORTED_CHANNELS', /caller track must be mono/);
    expectCode(() => analyzeMonoTracks(a, encodeWav([tone(16000, 16000)], 16000)), 'TRACK_MISMATCH', /8000 Hz.*16000 Hz/);
    expectCode(() => analyzeMonoTracks(a, encodeWav([tone(4000, rate)], rate)), 'TRACK_MISMATCH', /differ in length by 500\.0 ms/);
    // Recorders stop a few ms apart: 5 ms is tolerated.
    expect(analyzeMonoTracks(a, encodeWav([tone(8040, rate)], rate)).callDurationMs).toBe(1005);
  });

  it('rejects an invalid callerChannel', () => {
    expect(() => analyzeWav(encodeWav([x, x], rate), { callerChannel: 2 as 0 })).toThrow(RangeError);
  });
});
