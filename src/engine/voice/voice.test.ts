import { describe, expect, it } from 'vitest';
import { dtmfSchedule, dtmfTones } from './dtmf';
import { Endpointer } from './endpointer';
import { Downsampler16to8, linearToMulaw, mulawDecode, mulawEncode, Upsampler8to16 } from './pcm';
import { PlayoutBuffer } from './playout';
import { reconcileLatency } from './reconcile';
import { parseSideEvent } from './side-channel';

describe('mu-law', () => {
  it('round-trips within the codec step and keeps the sign', () => {
    for (const v of [0, 1, -1, 100, -100, 1000, -1000, 8000, -8000, 32767, -32768]) {
      const back = mulawDecode(Buffer.from([linearToMulaw(v)]))[0]!;
      if (Math.abs(v) > 8) expect(Math.sign(back)).toBe(Math.sign(v));
      expect(Math.abs(back - v)).toBeLessThanOrEqual(Math.max(8, Math.abs(v) * 0.07));
    }
  });

  it('8k and back keeps a 1 kHz tone at its level', () => {
    const tone = new Int16Array(3200).map((_, i) => Math.round(8000 * Math.sin((2 * Math.PI * 1000 * i) / 16000)));
    const back = new Upsampler8to16().process(mulawDecode(mulawEncode(new Downsampler16to8().process(tone))));
    const rms = (x: Int16Array) => Math.sqrt(x.slice(400).reduce((a, v) => a + v * v, 0) / (x.length - 400));
    expect(rms(back) / rms(tone)).toBeGreaterThan(0.9);
    expect(rms(back) / rms(tone)).toBeLessThan(1.1);
  });
});

describe('playout buffer', () => {
  it('plays queued audio frame by frame, reports marks once played, and clear drops the rest', () => {
    const p = new PlayoutBuffer();
    p.push(new Int16Array(500).fill(7));
    p.mark('a');
    p.push(new Int16Array(500).fill(9));
    p.mark('b');
    const out = new Int16Array(320);
    expect(p.take(out)).toEqual([]);
    expect(out[0]).toBe(7);
    expect(p.take(out)).toEqual(['a']);
    expect(out[179]).toBe(7);
    expect(out[180]).toBe(9);
    expect(p.clear()).toEqual(['b']);
    p.take(out);
    expect(out.every((v) => v === 0)).toBe(true);
  });
});

describe('endpointer', () => {
  it('finds the start and, after the hangover, the end of a tone', () => {
    const e = new Endpointer({ hangoverMs: 200 });
    const loud = new Int16Array(320).map((_, i) => Math.round(6000 * Math.sin(i / 3)));
    const events = [];
    for (let k = 0; k < 60; k++) {
      const ev = e.push(k >= 10 && k < 30 ? loud : new Int16Array(320));
      if (ev) events.push(ev);
    }
    expect(events).toEqual([
      { type: 'start', atFrame: 10 },
      { type: 'end', atFrame: 39, lastSpeechFrame: 29 },
    ]);
  });
});

describe('side channel and reconciliation', () => {
  it('accepts the documented events and ignores others', () => {
    expect(parseSideEvent({ type: 'agent.timing', name: 'llm_first_token', audioMs: 1200 })).toEqual({ type: 'agent.timing', name: 'llm_first_token', audioMs: 1200 });
    expect(parseSideEvent({ type: 'agent.timing', name: 'made_up' })).toBeNull();
    expect(parseSideEvent({ event: 'media' })).toBeNull();
  });

  it('splits a heard latency into the agent’s parts and the unexplained rest', () => {
    const [t] = reconcileLatency(
      [{ callerEndMs: 1000, agentStartMs: 2300, latencyMs: 1300 }],
      [
        { name: 'speech_end_detected', atMs: 1450 },
        { name: 'llm_first_token', atMs: 1900 },
        { name: 'tts_first_byte', atMs: 2100 },
      ],
    );
    expect(t).toMatchObject({ heardLatencyMs: 1300, endpointingMs: 450, llmMs: 450, ttsMs: 200, unexplainedMs: 200 });
  });

  it('DTMF digits make 200 ms each and skip what is not a key', () => {
    expect(dtmfTones('12#x').length).toBe(3 * 3200);
  });

  it('a w in the DTMF digits waits half a second before the next key', () => {
    expect(dtmfSchedule('1w2ww#')).toEqual([
      { digit: '1', atMs: 0 },
      { digit: '2', atMs: 700 },
      { digit: '#', atMs: 1900 },
    ]);
    const x = dtmfTones('1w2');
    expect(x.length).toBe(16 * (700 + 200));
    // Silence through the pause, the second tone from 700 ms.
    expect(Math.max(...x.subarray(16 * 200, 16 * 700).map(Math.abs))).toBe(0);
    expect(Math.max(...x.subarray(16 * 700, 16 * 800).map(Math.abs))).toBeGreaterThan(0.1);
  });
});
