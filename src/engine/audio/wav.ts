import { AudioFormatError } from './errors';
import { SUPPORTED_SAMPLE_RATES } from './constants';

export type WavEncoding = 'pcm16' | 'float32';

/** A decoded recording: one Float32Array per channel, samples in [-1, 1]. */
export interface WavData {
  sampleRate: number;
  encoding: WavEncoding;
  channels: Float32Array[];
  /** Samples per channel. */
  frameCount: number;
  durationMs: number;
}

const FORMAT_PCM = 0x0001;
const FORMAT_FLOAT = 0x0003;
const FORMAT_EXTENSIBLE = 0xfffe;

/** Names for tags people actually upload, so the error says what the file is. */
const KNOWN_FORMAT_TAGS: Record<number, string> = {
  0x0002: 'Microsoft ADPCM',
  0x0006: 'A-law',
  0x0007: 'mu-law',
  0x0011: 'IMA ADPCM',
  0x0031: 'GSM 6.10',
  0x0050: 'MPEG',
  0x0055: 'MP3',
  0x00ff: 'AAC',
  0x1610: 'AAC',
  0xf1ac: 'FLAC',
};

/** Bytes 2..15 of every KSDATAFORMAT_SUBTYPE_* GUID that maps to a WAVE format tag. */
const EXTENSIBLE_GUID_TAIL = [0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0xaa, 0x00, 0x38, 0x9b, 0x71];

/** Streaming writers leave this in a size field when they do not know the final length. */
const UNKNOWN_SIZE = 0xffffffff;

const LITTLE_ENDIAN_HOST = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

function fourcc(buf: Uint8Array, off: number): string {
  return String.fromCharCode(buf[off]!, buf[off + 1]!, buf[off + 2]!, buf[off + 3]!);
}

function describeTag(tag: number): string {
  const name = KNOWN_FORMAT_TAGS[tag];
  const hex = `0x${tag.toString(16).padStart(4, '0')}`;
  return name ? `${name} (format tag ${hex})` : `format tag ${hex}`;
}

interface FmtChunk {
  formatTag: number;
  channelCount: number;
  sampleRate: number;
  blockAlign: number;
  bitsPerSample: number;
}

function parseFmt(buf: Uint8Array, view: DataView, off: number, size: number): FmtChunk {
  if (size < 16) throw new AudioFormatError('BAD_FMT', `WAV fmt chunk is ${size} bytes; at least 16 are required`);
  let formatTag = view.getUint16(off, true);
  const channelCount = view.getUint16(off + 2, true);
  const sampleRate = view.getUint32(off + 4, true);
  const blockAlign = view.getUint16(off + 12, true);
  const bitsPerSample = view.getUint16(off + 14, true);
  if (formatTag === FORMAT_EXTENSIBLE) {
    if (size < 40) {
      throw new AudioFormatError('BAD_FMT', `WAVE_FORMAT_EXTENSIBLE fmt chunk is ${size} bytes; 40 are required`);
    }
    const guid = off + 24;
    for (let i = 0; i < EXTENSIBLE_GUID_TAIL.length; i++) {
      if (buf[guid + 2 + i] !== EXTENSIBLE_GUID_TAIL[i]) {
        throw new AudioFormatError('UNSUPPORTED_ENCODING', 'WAVE_FORMAT_EXTENSIBLE sub-format GUID is not a PCM or IEEE float GUID');
      }
    }
    formatTag = view.getUint16(guid, true);
    const validBits = view.getUint16(off + 18, true);
    if (validBits !== 0 && validBits !== bitsPerSample) {
      throw new AudioFormatError(
        'UNSUPPORTED_BIT_DEPTH',
        `WAV declares ${validBits} valid bits in ${bitsPerSample}-bit containers; only full 16-bit PCM or 32-bit float is supported`,
      );
    }
  }
  return { formatTag, channelCount, sampleRate, blockAlign, bitsPerSample };
}

function validateFmt(fmt: FmtChunk): WavEncoding {
  let encoding: WavEncoding;
  if (fmt.formatTag === FORMAT_PCM) {
    if (fmt.bitsPerSample !== 16) {
      throw new AudioFormatError(
        'UNSUPPORTED_BIT_DEPTH',
        `WAV is ${fmt.bitsPerSample}-bit integer PCM; only 16-bit PCM or 32-bit IEEE float is supported`,
      );
    }
    encoding = 'pcm16';
  } else if (fmt.formatTag === FORMAT_FLOAT) {
    if (fmt.bitsPerSample !== 32) {
      throw new AudioFormatError(
        'UNSUPPORTED_BIT_DEPTH',
        `WAV is ${fmt.bitsPerSample}-bit IEEE float; only 32-bit float or 16-bit PCM is supported`,
      );
    }
    encoding = 'float32';
  } else {
    throw new AudioFormatError(
      'UNSUPPORTED_ENCODING',
      `WAV encoding ${describeTag(fmt.formatTag)} is not supported; use 16-bit PCM or 32-bit IEEE float`,
    );
  }
  if (fmt.channelCount < 1 || fmt.channelCount > 2) {
    throw new AudioFormatError('UNSUPPORTED_CHANNELS', `WAV has ${fmt.channelCount} channels; only mono or stereo is supported`);
  }
  if (!(SUPPORTED_SAMPLE_RATES as readonly number[]).includes(fmt.sampleRate)) {
    throw new AudioFormatError(
      'UNSUPPORTED_SAMPLE_RATE',
      `WAV sample rate ${fmt.sampleRate} Hz is not supported; use one of ${SUPPORTED_SAMPLE_RATES.join(', ')} Hz`,
    );
  }
  const expectedAlign = (fmt.channelCount * fmt.bitsPerSample) / 8;
  if (fmt.blockAlign !== expectedAlign) {
    throw new AudioFormatError(
      'BAD_FMT',
      `WAV block align is ${fmt.blockAlign} bytes but ${fmt.channelCount} channel(s) of ${fmt.bitsPerSample}-bit samples need ${expectedAlign}`,
    );
  }
  return encoding;
}

/** A validated WAV whose samples are still interleaved (no per-channel copy made). */
export interface WavLayout {
  sampleRate: number;
  encoding: WavEncoding;
  channelCount: number;
  frameCount: number;
  durationMs: number;
  /** Interleaved samples: raw 16-bit integers or floats. */
  interleaved: Int16Array | Float32Array;
}

/**
 * Decode a RIFF/WAVE file into one Float32Array per channel. Walks every chunk (skipping LIST, fact, cue and
 * anything unknown, honouring the pad byte after odd-sized chunks) rather than
 * assuming a 44-byte header, because real recorders put metadata first.
 */
export function parseWav(buf: Uint8Array): WavData {
  const layout = readWavLayout(buf);
  return {
    sampleRate: layout.sampleRate,
    encoding: layout.encoding,
    channels: deinterleave(layout),
    frameCount: layout.frameCount,
    durationMs: layout.durationMs,
  };
}

/** Validate a WAV and expose its interleaved samples without copying (unless misaligned). Same errors as parseWav. */
export function readWavLayout(buf: Uint8Array): WavLayout {
  if (!(buf instanceof Uint8Array)) {
    throw new AudioFormatError('NOT_RIFF', 'WAV input must be a Uint8Array/Buffer');
  }
  if (buf.length < 12) {
    throw new AudioFormatError('TRUNCATED', `WAV file is only ${buf.length} bytes; a RIFF header needs 12`);
  }
  const tag = fourcc(buf, 0);
  if (tag !== 'RIFF') {
    const hint = tag === 'RIFX' ? ' (big-endian RIFX is not supported)' : tag === 'RF64' ? ' (RF64 is not supported)' : '';
    throw new AudioFormatError('NOT_RIFF', `Not a WAV file: expected "RIFF" header, found ${JSON.stringify(tag)}${hint}`);
  }
  if (fourcc(buf, 8) !== 'WAVE') {
    throw new AudioFormatError('NOT_WAVE', `RIFF file is of type ${JSON.stringify(fourcc(buf, 8))}, not "WAVE"`);
  }
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  let fmt: FmtChunk | undefined;
  let dataOff = -1;
  let dataLen = 0;
  let off = 12;
  while (off + 8 <= buf.length) {
    const id = fourcc(buf, off);
    const size = view.getUint32(off + 4, true);
    const body = off + 8;
    if (id === 'fmt ') {
      if (body + size > buf.length) {
        throw new AudioFormatError('TRUNCATED', `WAV fmt chunk declares ${size} bytes but the file ends after ${buf.length - body}`);
      }
      fmt = parseFmt(buf, view, body, size);
    } else if (id === 'data') {
      const available = buf.length - body;
      if (size === UNKNOWN_SIZE) {
        dataLen = available;
      } else if (size > available) {
        throw new AudioFormatError(
          'TRUNCATED',
          `WAV data chunk declares ${size} bytes but only ${available} are present (file truncated)`,
        );
      } else {
        dataLen = size;
      }
      dataOff = body;
      // Data is the payload we need; anything after it is metadata we ignore.
      break;
    }
    off = body + size + (size & 1);
  }
  if (!fmt) {
    throw new AudioFormatError(dataOff >= 0 ? 'MISSING_FMT' : 'TRUNCATED', 'WAV has no fmt chunk before its audio data');
  }
  if (dataOff < 0) throw new AudioFormatError('MISSING_DATA', 'WAV has no data chunk (file truncated or malformed)');
  const encoding = validateFmt(fmt);
  if (dataLen === 0) throw new AudioFormatError('EMPTY_DATA', 'WAV data chunk is empty (zero samples)');
  if (dataLen % fmt.blockAlign !== 0) {
    throw new AudioFormatError(
      'TRUNCATED',
      `WAV data is ${dataLen} bytes, not a whole number of ${fmt.blockAlign}-byte sample frames (file truncated)`,
    );
  }
  const frameCount = dataLen / fmt.blockAlign;
  return {
    sampleRate: fmt.sampleRate,
    encoding,
    channelCount: fmt.channelCount,
    frameCount,
    durationMs: (frameCount * 1000) / fmt.sampleRate,
    interleaved: sampleView(buf, dataOff, frameCount * fmt.channelCount, encoding),
  };
}

/** Typed-array view of the sample data: zero-copy when aligned, one memcpy when not (Node's pooled Buffers). */
function sampleView(buf: Uint8Array, off: number, n: number, encoding: WavEncoding): Int16Array | Float32Array {
  const bytesPer = encoding === 'pcm16' ? 2 : 4;
  const len = n * bytesPer;
  let ab: ArrayBufferLike;
  let byteOffset: number;
  if ((buf.byteOffset + off) % bytesPer === 0) {
    ab = buf.buffer;
    byteOffset = buf.byteOffset + off;
  } else {
    const copy = new Uint8Array(len);
    copy.set(buf.subarray(off, off + len));
    ab = copy.buffer;
    byteOffset = 0;
  }
  if (!LITTLE_ENDIAN_HOST) {
    // Big-endian hosts: decode explicitly into a native array.
    const dv = new DataView(ab, byteOffset, len);
    if (encoding === 'pcm16') {
      const o = new Int16Array(n);
      for (let i = 0; i < n; i++) o[i] = dv.getInt16(i * 2, true);
      return o;
    }
    const o = new Float32Array(n);
    for (let i = 0; i < n; i++) o[i] = dv.getFloat32(i * 4, true);
    return o;
  }
  return encoding === 'pcm16' ? new Int16Array(ab, byteOffset, n) : new Float32Array(ab, byteOffset, n);
}

function deinterleave(layout: WavLayout): Float32Array[] {
  const { frameCount: frames, channelCount, interleaved: src } = layout;
  const out: Float32Array[] = [];
  for (let c = 0; c < channelCount; c++) out.push(new Float32Array(frames));
  if (src instanceof Int16Array) {
    const scale = 1 / 32768;
    if (channelCount === 1) {
      const o = out[0]!;
      for (let i = 0; i < frames; i++) o[i] = src[i]! * scale;
    } else {
      const l = out[0]!;
      const r = out[1]!;
      for (let i = 0, j = 0; i < frames; i++, j += 2) {
        l[i] = src[j]! * scale;
        r[i] = src[j + 1]! * scale;
      }
    }
    return out;
  }
  let bad = false;
  for (let i = 0, j = 0; i < frames; i++) {
    for (let c = 0; c < channelCount; c++, j++) {
      const v = src[j]!;
      // v - v is NaN for both NaN and ±Infinity: one check catches every non-finite sample.
      if (v - v !== 0) bad = true;
      out[c]![i] = v;
    }
  }
  if (bad) throw new AudioFormatError('BAD_SAMPLES', 'WAV float data contains NaN or infinite samples');
  return out;
}
