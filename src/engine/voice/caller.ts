import type { TranscriptMessage } from '../types';
import { CALL_FRAME_MS, CALL_FRAME_SAMPLES, DEFAULT_INITIAL_WAIT_MS } from './constants';
import { dtmfSchedule, dtmfTones } from './dtmf';
import { floatToInt16 } from './pcm';
import { applyLoudness, applySpeakerPhone, backgroundNoiseLoop, type CallerAudioSettings } from './persona-audio';
import type { VoiceChannel } from './port';

/** Decides what the caller says next from the conversation so far; null ends the call. */
export interface CallerBrain {
  next(conversation: readonly TranscriptMessage[]): Promise<string | null>;
}

/** Turns a line into speech at the call rate (floats), with the persona's voice and speed. */
export type Speak = (text: string, audio: CallerAudioSettings, signal: AbortSignal) => Promise<Float32Array>;

type State = 'initial' | 'listening' | 'thinking' | 'speaking' | 'finished';

interface CallerVoiceOptions {
  audio: CallerAudioSettings;
  brain: CallerBrain;
  speak: Speak;
  messages: () => readonly TranscriptMessage[];
  channel: VoiceChannel;
  seed: number;
  onSpeechStart: (text: string, atFrame: number) => void;
  onDone: () => void;
  onFailure: (message: string) => void;
}

/**
 * The simulated caller's mouth and manners: waits for its turn (the agent's speech has ended),
 * speaks, listens, and hangs up when it has nothing more to say. Every decision is taken on
 * the frame clock.
 */
export class CallerVoice {
  private state: State = 'initial';
  private speech: Float32Array | null = null;
  private speechPos = 0;
  private pendingText: string | null = null;
  private tones: Float32Array | null = null;
  private tonePos = 0;
  private readonly noise: Float32Array | null;
  private noisePos = 0;
  private agentSpeaking = false;
  private utteranceEnd = -1;
  private listeningSince = 0;
  private readonly initialFrames: number;
  private readonly dtmfFrame: number;
  /** Keys still to press out of band, each at its frame. */
  private dtmfQueue: { digit: string; frame: number }[] = [];
  private readonly abort = new AbortController();

  constructor(private readonly o: CallerVoiceOptions) {
    this.noise = backgroundNoiseLoop(o.audio.backgroundNoise, o.audio.backgroundNoiseVolume, o.seed);
    const initialMs = o.audio.initialMessageDelay !== undefined ? o.audio.initialMessageDelay * 1000 : DEFAULT_INITIAL_WAIT_MS;
    this.initialFrames = Math.round(initialMs / CALL_FRAME_MS);
    this.dtmfFrame = o.audio.sendDTMFDigits ? Math.round(((o.audio.sendDTMFInitialDelay ?? 0) * 1000) / CALL_FRAME_MS) : -1;
  }

  stop(): void {
    this.abort.abort();
    this.state = 'finished';
  }

  /** Frames the caller has been waiting for an answer; 0 when it is not waiting on the agent. */
  waitingForAgent(k: number): number {
    return this.state === 'listening' && !this.agentSpeaking && this.utteranceEnd >= 0 ? k - Math.max(this.listeningSince, this.utteranceEnd) : 0;
  }

  agentStarted(_atFrame: number): void {
    this.agentSpeaking = true;
    if (this.state === 'initial') this.state = 'listening';
  }

  /** The agent has been quiet long enough: if it spoke after our last words, it is our turn. */
  agentFinished(lastSpeechFrame: number, k: number): void {
    this.agentSpeaking = false;
    if (this.state === 'listening' && lastSpeechFrame > this.utteranceEnd) this.think(k);
  }

  nextFrame(k: number): Int16Array {
    if (k === this.dtmfFrame) this.sendDtmf(k);
    while (this.dtmfQueue.length && this.dtmfQueue[0]!.frame <= k) this.o.channel.sendDtmf(this.dtmfQueue.shift()!.digit);
    if (this.state === 'initial' && k >= this.initialFrames && !this.agentSpeaking) this.think(k);
    const out = new Float32Array(CALL_FRAME_SAMPLES);
    if (this.state === 'speaking' && this.speech) {
      if (this.speechPos === 0 && this.pendingText !== null) {
        this.o.onSpeechStart(this.pendingText, k);
        this.pendingText = null;
      }
      const n = Math.min(CALL_FRAME_SAMPLES, this.speech.length - this.speechPos);
      out.set(this.speech.subarray(this.speechPos, this.speechPos + n));
      this.speechPos += n;
      if (this.speechPos >= this.speech.length) {
        this.speech = null;
        this.state = 'listening';
        this.utteranceEnd = k;
        this.listeningSince = k;
      }
    }
    if (this.tones) {
      const n = Math.min(CALL_FRAME_SAMPLES, this.tones.length - this.tonePos);
      for (let i = 0; i < n; i++) out[i]! += this.tones[this.tonePos + i]!;
      this.tonePos += n;
      if (this.tonePos >= this.tones.length) this.tones = null;
    }
    if (this.noise) {
      for (let i = 0; i < CALL_FRAME_SAMPLES; i++) {
        out[i]! += this.noise[this.noisePos]!;
        if (++this.noisePos === this.noise.length) this.noisePos = 0;
      }
    }
    return floatToInt16(out);
  }

  private sendDtmf(k: number): void {
    const digits = this.o.audio.sendDTMFDigits ?? '';
    const keys = dtmfSchedule(digits);
    if (keys.length === 0) return;
    // Out of band where the wire has it (Twilio strips tones from the audio the way carriers do), each key at
    // its time; in band otherwise.
    if (this.o.channel.sendDtmf(keys[0]!.digit)) {
      this.dtmfQueue = keys.slice(1).map((key) => ({ digit: key.digit, frame: k + Math.round(key.atMs / CALL_FRAME_MS) }));
    } else {
      this.tones = dtmfTones(digits);
      this.tonePos = 0;
    }
  }

  private think(k: number): void {
    this.state = 'thinking';
    this.listeningSince = k;
    void (async () => {
      try {
        const line = await this.o.brain.next(this.o.messages());
        if (this.abort.signal.aborted) return;
        if (line === null) {
          this.state = 'finished';
          // With hang-up disabled the caller stays on the line until the agent ends the call (or time runs out).
          if (!this.o.audio.disableHangup) this.o.onDone();
          return;
        }
        let speech = await this.o.speak(line, this.o.audio, this.abort.signal);
        if (this.abort.signal.aborted) return;
        speech = applyLoudness(speech, this.o.audio.loudnessLevel ?? 'medium');
        if (this.o.audio.speakerPhoneEffect) speech = applySpeakerPhone(speech);
        this.speech = speech;
        this.speechPos = 0;
        this.pendingText = line;
        this.state = 'speaking';
      } catch (error) {
        if (!this.abort.signal.aborted) this.o.onFailure(`The caller could not speak: ${error instanceof Error ? error.message : String(error)}`);
      }
    })();
  }
}
