export interface EncodeWavOptions {
  encoding?: 'pcm16' | 'float32';
  /** Write a WAVE_FORMAT_EXTENSIBLE fmt chunk instead of the plain one. */
  extensible?: boolean;
  /** Chunks placed before "data" (e.g. LIST), to exercise chunk walking; odd sizes get a pad byte. */
  extraChunks?: { id: string; body: Uint8Array }[];
}

/** Encode channels (equal length, floats in [-1, 1]) as a RIFF/WAVE file. */
export function encodeWav(channels: Float32Array[], sampleRate: number, opts: EncodeWavOptions = {}): Uint8Array {
  const encoding = opts.encoding ?? 'pcm16';
  const nch = channels.length;
  const frames = channels[0]?.length ?? 0;
  const bytesPer = encoding === 'pcm16' ? 2 : 4;
  const dataLen = frames * nch * bytesPer;
  const fmtLen = opts.extensible ? 40 : 16;
  const extras = opts.extraChunks ?? [];
  const extrasLen = extras.reduce((n, c) => n + 8 + c.body.length + (c.body.length & 1), 0);
  const total = 12 + 8 + fmtLen + extrasLen + 8 + dataLen;
  const buf = new Uint8Array(total);
  const v = new DataView(buf.buffer);
  const str = (off: number, s: string) => {
    for (let i = 0; i < 4; i++) buf[off + i] = s.charCodeAt(i);
  };
  str(0, 'RIFF');
  v.setUint32(4, total - 8, true);
  str(8, 'WAVE');
  str(12, 'fmt ');
  v.setUint32(16, fmtLen, true);
  const tag = encoding === 'pcm16' ? 1 : 3;
  v.setUint16(20, opts.extensible ? 0xfffe : tag, true);
  v.setUint16(22, nch, true);
  v.setUint32(24, sampleRate, true);
  v.setUint32(28, sampleRate * nch * bytesPer, true);
  v.setUint16(32, nch * bytesPer, true);
  v.setUint16(34, bytesPer * 8, true);
  let off = 36;
  if (opts.extensible) {
    v.setUint16(36, 22, true);
    v.setUint16(38, bytesPer * 8, true);
    v.setUint32(40, nch === 2 ? 3 : 4, true);
    v.setUint16(44, tag, true);
    buf.set([0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0xaa, 0x00, 0x38, 0x9b, 0x71], 46);
    off = 60;
  }
  for (const c of extras) {
    str(off, c.id);
    v.setUint32(off + 4, c.body.length, true);
    buf.set(c.body, off + 8);
    off += 8 + c.body.length + (c.body.length & 1);
  }
  str(off, 'data');
  v.setUint32(off + 4, dataLen, true);
  off += 8;
  for (let i = 0; i < frames; i++) {
    for (let c = 0; c < nch; c++) {
      const s = channels[c]![i]!;
      if (encoding === 'pcm16') {
        const q = Math.round(Math.max(-1, Math.min(1, s)) * 32767);
        v.setInt16(off, q, true);
        off += 2;
      } else {
        v.setFloat32(off, s, true);
        off += 4;
      }
    }
  }
  return buf;
}
