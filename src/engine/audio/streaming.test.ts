import { beforeAll, describe, expect, it } from 'vitest';
import { AudioFormatError, analyzeMonoTracks, analyzeWav, createStreamingAnalyzer, parseWav } from './index';
import { espeakAvailable } from '../voice/espeak';
import { generateCall, type GeneratedCall } from './testdata/generate-call';
import { encodeWav } from './testdata/wav-writer';

let call: GeneratedCall;

beforeAll(() => {
  if (!espeakAvailable()) throw new Error('espeak-ng is required for audio tests: apt-get install -y espeak-ng');
  call = generateCall({ sampleRate: 16000, noise: { kind: 'cafe', snrDb: 20 }, seed: 5 });
});

/** Feed `x` in chunks cycling through `sizes`. */
function chunks(x: Float32Array, sizes: number[]): Float32Array[] {
  const out: Float32Array[] = [];
  for (let off = 0, k = 0; off < x.length; k++) {
    const len = Math.min(sizes[k % sizes.length]!, x.length - off);
    out.push(x.subarray(off, off + len));
    off += len;
  }
  return out;
}

describe('streaming analyzer', () => {
  it('equals batch analysis with odd, per-channel-different chunk sizes', () => {
    const batch = analyzeWav(call.wav, { callerChannel: call.callerChannel });
    expect(batch.turns.length).toBeGreaterThan(10);
    const wav = parseWav(call.wav);
    const caller = wav.channels[call.callerChannel]!;
    const agent = wav.channels[1 - call.callerChannel]!;
    const a = chunks(caller, [1, 157, 4099, 33, 160, 12345]);
    const b = chunks(agent, [8191, 3, 999]);
    const s = createStreamingAnalyzer({ sampleRate: 16000 });
    for (let k = 0; k < Math.max(a.length, b.length); k++) {
      s.push(a[k] ?? new Float32Array(0), b[k] ?? new Float32Array(0));
    }
    expect(s.samplesReceived).toEqual({ caller: caller.length, agent: agent.length });
    expect(s.finish()).toEqual(batch);
  });

  it('equals batch analysis when fed raw interleaved 16-bit PCM', () => {
    const batch = analyzeWav(call.wav, { callerChannel: call.callerChannel });
    const pcm = new Int16Array(call.wav.slice(44).buffer);
    const s = createStreamingAnalyzer({ sampleRate: 16000, callerChannel: call.callerChannel });
    for (let off = 0, k = 0; off < pcm.length; k++) {
      const len = Math.min([2, 318, 9998, 40][k % 4]!, pcm.length - off);
      s.pushInterleaved(pcm.subarray(off, off + len));
      off += len;
    }
    expect(s.finish()).toEqual(batch);
  });

  it('equals analyzeMonoTracks on the same audio and honours callerChannel', () => {
    const batch = analyzeWav(call.wav, { callerChannel: call.callerChannel });
    const mono = analyzeMonoTracks(encodeWav([call.caller], 16000), encodeWav([call.agent], 16000));
    expect(mono).toEqual(batch);
    // Swapping channels must swap the sides, proving the parameter is used.
    const swapped = analyzeWav(call.wav, { callerChannel: call.callerChannel === 0 ? 1 : 0 });
    expect(swapped.segments.caller).toEqual(batch.segments.agent);
    expect(swapped.talk.agentTalkRatio).toBeCloseTo(1 - batch.talk.agentTalkRatio!, 9);
  });

  it('rejects bad usage with typed errors', () => {
    expect(() => createStreamingAnalyzer({ sampleRate: 22050 })).toThrow(AudioFormatError);
    const s = createStreamingAnalyzer({ sampleRate: 8000 });
    s.push(new Float32Array(8000), new Float32Array(2000));
    expect(() => s.finish()).toThrow(/differ in length/);
    expect(() => createStreamingAnalyzer({ sampleRate: 8000 }).finish()).toThrow(AudioFormatError);
    const done = createStreamingAnalyzer({ sampleRate: 8000 });
    done.push(new Float32Array(800), new Float32Array(800));
    done.finish();
    expect(() => done.push(new Float32Array(1), new Float32Array(1))).toThrow(/finished/);
  });
});
