import { LIVE_FRAME_SAMPLES, LIVE_SAMPLE_RATE } from '../schema';

/** Headroom against network jitter: audio is scheduled this far behind the live edge. */
const JITTER_BUFFER_S = 0.15;
/** A 20 ms frame louder than this (RMS) counts as speech for the live activity display. */
const SPEECH_RMS = 0.01;

export interface LiveActivity {
  /** Call time (ms) of the audio just scheduled. */
  callMs: number;
  callerSpeaking: boolean;
  agentSpeaking: boolean;
  /** Caller's end of speech → agent's first sound, for the answer that just started. */
  answeredAfterMs: number | null;
}

const rms = (x: Int16Array, from: number, to: number) => {
  let acc = 0;
  for (let i = from; i < to; i++) acc += (x[i]! / 32768) ** 2;
  return Math.sqrt(acc / Math.max(1, to - from));
};

/**
 * Plays the live call: each batch (caller samples then agent samples) becomes a stereo buffer,
 * caller left and agent right as in the recordings, scheduled back to back on the AudioContext
 * clock so the call sounds continuous whatever the network does. It also follows who is
 * speaking, frame by frame, to show each answer's wait as it happens.
 */
export class LivePlayer {
  readonly ctx: AudioContext;
  private next = 0;
  private samples = 0;
  private callerLastVoiceMs = -1;
  private agentVoiced = false;

  constructor() {
    this.ctx = new AudioContext({ sampleRate: LIVE_SAMPLE_RATE });
  }

  push(data: ArrayBuffer): LiveActivity {
    const both = new Int16Array(data);
    const n = both.length / 2;
    const caller = both.subarray(0, n);
    const agent = both.subarray(n);
    const buffer = this.ctx.createBuffer(2, n, LIVE_SAMPLE_RATE);
    const left = buffer.getChannelData(0);
    const right = buffer.getChannelData(1);
    for (let i = 0; i < n; i++) {
      left[i] = caller[i]! / 32768;
      right[i] = agent[i]! / 32768;
    }
    const source = this.ctx.createBufferSource();
    source.buffer = buffer;
    source.connect(this.ctx.destination);
    this.next = Math.max(this.next, this.ctx.currentTime + JITTER_BUFFER_S);
    source.start(this.next);
    this.next += n / LIVE_SAMPLE_RATE;

    let callerSpeaking = false;
    let agentSpeaking = false;
    let answeredAfterMs: number | null = null;
    for (let f = 0; f + LIVE_FRAME_SAMPLES <= n; f += LIVE_FRAME_SAMPLES) {
      const atMs = ((this.samples + f) / LIVE_SAMPLE_RATE) * 1000;
      callerSpeaking = rms(caller, f, f + LIVE_FRAME_SAMPLES) > SPEECH_RMS;
      agentSpeaking = rms(agent, f, f + LIVE_FRAME_SAMPLES) > SPEECH_RMS;
      if (callerSpeaking) {
        this.callerLastVoiceMs = atMs + 20;
        this.agentVoiced = false;
      }
      if (agentSpeaking && !this.agentVoiced && !callerSpeaking) {
        this.agentVoiced = true;
        if (this.callerLastVoiceMs >= 0) answeredAfterMs = atMs - this.callerLastVoiceMs;
      }
    }
    this.samples += n;
    return { callMs: (this.samples / LIVE_SAMPLE_RATE) * 1000, callerSpeaking, agentSpeaking, answeredAfterMs };
  }

  close() {
    void this.ctx.close();
  }
}
