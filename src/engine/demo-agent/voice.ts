import { z } from 'zod';
import { CALL_FRAME_MS, CALL_FRAME_SAMPLES } from '../voice/constants';
import { Endpointer } from '../voice/endpointer';
import { floatToInt16 } from '../voice/pcm';
import { applyLoudness } from '../voice/persona-audio';
import type { SideEvent } from '../voice/side-channel';

/**
 * How long the demo's ear waits in silence before it decides the caller has finished. A
 * measured turn latency against the demo is this plus the configured wait (±one frame).
 */
export const DEMO_VAD_HANGOVER_MS = 500;

/** What a caller (or the agent's settings) may tell the demo voice agent, as query or custom parameters. */
export const ZDemoVoiceParams = z.object({
  /** Fixed pause between deciding the caller has finished and starting to answer. */
  waitMs: z.coerce.number().int().min(0).max(10_000).default(700),
  /** Talk over the caller once, this long into their first utterance. */
  interruptAfterMs: z.coerce.number().int().min(100).max(10_000).optional(),
  /** Say the greeting as soon as the call connects (default on). */
  greet: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  /** Hang up after answering this many caller turns. */
  hangUpAfterTurns: z.coerce.number().int().min(1).max(50).optional(),
  /** Send its words on the side channel (default on); off, a call needs speech-to-text for the agent's words. */
  transcripts: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
});
export type DemoVoiceParams = z.infer<typeof ZDemoVoiceParams>;

const GREETING = 'Maple Street Clinic, how can I help?';
const REPLIES = [
  'Sure. May I have your name, please?',
  'Thanks. What day works best for you?',
  'You are booked. Anything else?',
  'Thank you for calling. Goodbye!',
];
const INTERJECTION = 'Sorry, one moment.';

interface Scheduled {
  atFrame: number;
  text: string;
  hangUp: boolean;
  pcm: Int16Array | null;
  failed: boolean;
}

export interface DemoVoiceOutput {
  /** Agent speech at 16 kHz, to be framed by the transport. */
  audio(pcm: Int16Array): void;
  event(e: SideEvent): void;
  /** A point to be told about when the audio before it has been heard (Twilio marks). */
  mark?(name: string): void;
  hangUp(): void;
}

/**
 * The demo agent's voice brain, the same over every wire: it hears the caller with an
 * energy VAD, waits the configured time on the audio clock (caller audio received), answers
 * from a short clinic script with espeak speech, and reports its transcript and timings on
 * the side channel.
 */
export class DemoVoiceAgent {
  // Stricter than the defaults: a caller in a cafe must not be answered for the room's chatter.
  private readonly ear = new Endpointer({ hangoverMs: DEMO_VAD_HANGOVER_MS, onsetMs: 100, marginDb: 15, minDbfs: -40 });
  private heardFrames = 0;
  private partial = new Int16Array(0);
  private answered = 0;
  private interrupted = false;
  private callerTurns = 0;
  private speechStartFrame = -1;
  /** Replies ready to go out once the audio clock reaches their time. */
  private scheduled: Scheduled[] = [];
  private closed = false;

  constructor(
    private readonly params: DemoVoiceParams,
    private readonly out: DemoVoiceOutput,
    private readonly speak: (text: string) => Promise<Float32Array>,
  ) {
    // Ask for every line now: a synthesiser that caches (the server's does) then has each answer ready when it is due.
    for (const line of [GREETING, ...REPLIES, INTERJECTION]) speak(line).catch(() => {});
    if (params.greet) this.schedule(0, GREETING, false);
  }

  close(): void {
    this.closed = true;
  }

  /** Caller audio at 16 kHz, any chunking; the agent's clock advances with it. */
  hear(pcm: Int16Array): void {
    let data = pcm;
    if (this.partial.length) {
      data = new Int16Array(this.partial.length + pcm.length);
      data.set(this.partial);
      data.set(pcm, this.partial.length);
    }
    let off = 0;
    for (; off + CALL_FRAME_SAMPLES <= data.length; off += CALL_FRAME_SAMPLES) this.onFrame(data.subarray(off, off + CALL_FRAME_SAMPLES));
    this.partial = data.slice(off);
  }

  private onFrame(frame: Int16Array): void {
    const k = this.heardFrames++;
    const heard = this.ear.push(frame);
    if (heard?.type === 'start') this.speechStartFrame = heard.atFrame;
    if (heard?.type === 'end') {
      this.speechStartFrame = -1;
      this.callerTurns++;
      const nowMs = (k + 1) * CALL_FRAME_MS;
      this.out.event({ type: 'agent.timing', name: 'speech_end_detected', audioMs: nowMs });
      const text = REPLIES[Math.min(this.answered, REPLIES.length - 1)]!;
      this.answered++;
      const last = this.params.hangUpAfterTurns !== undefined && this.callerTurns >= this.params.hangUpAfterTurns;
      this.schedule(k + 1 + Math.round(this.params.waitMs / CALL_FRAME_MS), text, last);
    }
    const interruptAt = this.params.interruptAfterMs;
    if (interruptAt !== undefined && !this.interrupted && this.ear.speaking && this.speechStartFrame >= 0) {
      if ((k - this.speechStartFrame) * CALL_FRAME_MS >= interruptAt) {
        this.interrupted = true;
        this.schedule(k + 1, INTERJECTION, false);
      }
    }
    this.release(k + 1);
  }

  private schedule(atFrame: number, text: string, hangUp: boolean): void {
    const item: Scheduled = { atFrame, text, hangUp, pcm: null, failed: false };
    this.speak(text).then(
      (x) => {
        item.pcm = floatToInt16(applyLoudness(x, 'medium'));
        this.release(this.heardFrames);
      },
      () => {
        item.failed = true;
        this.release(this.heardFrames);
      },
    );
    this.scheduled.push(item);
  }

  /** Sends every reply that is due and ready, in order; a reply whose speech is not ready yet holds the ones behind it. */
  private release(nowFrame: number): void {
    while (this.scheduled.length && this.scheduled[0]!.atFrame <= nowFrame) {
      const reply = this.scheduled[0]!;
      if (!reply.pcm && !reply.failed) return;
      this.scheduled.shift();
      if (this.closed) continue;
      if (reply.failed) {
        this.out.event({ type: 'session.error', message: 'The demo agent could not synthesise speech' });
        continue;
      }
      const atMs = Math.max(reply.atFrame, this.heardFrames) * CALL_FRAME_MS;
      if (reply.atFrame > 0) this.out.event({ type: 'agent.timing', name: 'llm_first_token', audioMs: reply.atFrame * CALL_FRAME_MS });
      if (this.params.transcripts) this.out.event({ type: 'agent.transcript', text: reply.text, audioMs: atMs });
      this.out.event({ type: 'agent.timing', name: 'tts_first_byte', audioMs: atMs });
      this.out.audio(reply.pcm!);
      this.out.mark?.(`reply-${reply.atFrame}`);
      if (reply.hangUp) this.closeAfter(reply.pcm!.length);
    }
  }

  /** Hang up once the goodbye has had time to play (the caller's line drains its buffer first). */
  private closeAfter(samples: number): void {
    setTimeout(() => this.out.hangUp(), (samples / CALL_FRAME_SAMPLES) * CALL_FRAME_MS + 200).unref();
  }
}
