import { CALL_SAMPLE_RATE } from './constants';

/**
 * Both sides of the call as heard on the line, sample-aligned: the caller as sent, the agent
 * as played out. Grows in blocks so a long call does not copy itself every frame.
 */
export class StereoRecorder {
  private caller = new Int16Array(CALL_SAMPLE_RATE * 30);
  private agent = new Int16Array(CALL_SAMPLE_RATE * 30);
  length = 0;

  append(caller: Int16Array, agent: Int16Array): void {
    const n = caller.length;
    if (this.length + n > this.caller.length) {
      const size = Math.max(this.caller.length * 2, this.length + n);
      const c = new Int16Array(size);
      c.set(this.caller.subarray(0, this.length));
      const a = new Int16Array(size);
      a.set(this.agent.subarray(0, this.length));
      this.caller = c;
      this.agent = a;
    }
    this.caller.set(caller, this.length);
    this.agent.set(agent, this.length);
    this.length += n;
  }

  agentSlice(fromSample: number, toSample: number): Int16Array {
    return this.agent.slice(Math.max(0, fromSample), Math.min(this.length, toSample));
  }

  /** Stereo 16-bit WAV: caller on the left channel, agent on the right. */
  toWav(): Uint8Array {
    return encodeWav16([this.caller.subarray(0, this.length), this.agent.subarray(0, this.length)], CALL_SAMPLE_RATE);
  }
}

export function encodeWav16(channels: Int16Array[], sampleRate: number): Uint8Array {
  const ch = channels.length;
  const n = channels[0]?.length ?? 0;
  const dataBytes = n * ch * 2;
  const buf = Buffer.alloc(44 + dataBytes);
  buf.write('RIFF', 0, 'ascii');
  buf.writeUInt32LE(36 + dataBytes, 4);
  buf.write('WAVE', 8, 'ascii');
  buf.write('fmt ', 12, 'ascii');
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20);
  buf.writeUInt16LE(ch, 22);
  buf.writeUInt32LE(sampleRate, 24);
  buf.writeUInt32LE(sampleRate * ch * 2, 28);
  buf.writeUInt16LE(ch * 2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36, 'ascii');
  buf.writeUInt32LE(dataBytes, 40);
  let off = 44;
  for (let i = 0; i < n; i++) {
    for (let c = 0; c < ch; c++) {
      buf.writeInt16LE(channels[c]![i]!, off);
      off += 2;
    }
  }
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.length);
}
