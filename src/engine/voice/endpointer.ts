import { CALL_FRAME_MS } from './constants';
import { frameDbfs } from './pcm';

export interface EndpointerOptions {
  /** Quiet time that ends speech. */
  hangoverMs: number;
  /** Loud time that starts speech (rejects clicks). */
  onsetMs?: number;
  /** Absolute floor under which nothing is speech. */
  minDbfs?: number;
  /** Speech must stand this far above the tracked noise level. */
  marginDb?: number;
}

export type EndpointEvent = { type: 'start'; atFrame: number } | { type: 'end'; atFrame: number; lastSpeechFrame: number };

/**
 * Real-time speech start/end on one side of the call, frame by frame: the decision a live
 * listener makes (the offline analyser decides later with the whole call in view). Energy
 * over a tracked noise floor, with onset confirmation and a hangover.
 */
export class Endpointer {
  private readonly hangoverFrames: number;
  private readonly onsetFrames: number;
  private readonly minDbfs: number;
  private readonly marginDb: number;
  private noiseDb = -70;
  private frame = 0;
  private loudRun = 0;
  private lastLoud = -1;
  speaking = false;

  constructor(opts: EndpointerOptions) {
    this.hangoverFrames = Math.max(1, Math.round(opts.hangoverMs / CALL_FRAME_MS));
    this.onsetFrames = Math.max(1, Math.round((opts.onsetMs ?? 40) / CALL_FRAME_MS));
    this.minDbfs = opts.minDbfs ?? -48;
    this.marginDb = opts.marginDb ?? 12;
  }

  /** Frames seen since the last speech, or Infinity if none yet. */
  get quietFrames(): number {
    return this.lastLoud < 0 ? Infinity : this.frame - 1 - this.lastLoud;
  }

  push(frame: Int16Array): EndpointEvent | null {
    const db = frameDbfs(frame);
    const index = this.frame++;
    const loud = db > this.minDbfs && db > this.noiseDb + this.marginDb;
    // Noise floor: falls at once to a quieter frame, creeps up slowly, never learns from speech.
    if (db < this.noiseDb) this.noiseDb = db;
    else if (!loud) this.noiseDb += Math.min(0.5, (db - this.noiseDb) * 0.05);
    if (loud) {
      this.loudRun++;
      this.lastLoud = index;
    } else this.loudRun = 0;
    if (!this.speaking && this.loudRun >= this.onsetFrames) {
      this.speaking = true;
      return { type: 'start', atFrame: index - this.onsetFrames + 1 };
    }
    if (this.speaking && index - this.lastLoud >= this.hangoverFrames) {
      this.speaking = false;
      return { type: 'end', atFrame: index, lastSpeechFrame: this.lastLoud };
    }
    return null;
  }
}
