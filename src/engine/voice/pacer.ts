import { CALL_FRAME_MS, UNDERRUN_LATENESS_MS } from './constants';

export interface PacingStats {
  ticks: number;
  /** How late frames went out against their slot on the timeline (ms). */
  maxLatenessMs: number;
  meanLatenessMs: number;
  /** Frames sent a whole frame or more after their slot: the agent heard a gap. */
  underruns: number;
}

/**
 * Calls `tick` once per 20 ms frame in real time. Each tick is scheduled against the call's
 * start (start + k × 20 ms), never against the previous tick, so timer jitter does not
 * accumulate; a late tick is followed at once by the ones it owes, keeping the sample
 * timeline whole.
 */
export class RealtimePacer {
  private timer: NodeJS.Timeout | null = null;
  private startedAt = 0;
  private k = 0;
  private latenessSum = 0;
  private stats: PacingStats = { ticks: 0, maxLatenessMs: 0, meanLatenessMs: 0, underruns: 0 };
  private running = false;

  constructor(private readonly tick: (frame: number) => void) {}

  start(): void {
    this.running = true;
    this.startedAt = performance.now();
    this.schedule();
  }

  stop(): PacingStats {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    return this.snapshot();
  }

  snapshot(): PacingStats {
    return { ...this.stats, meanLatenessMs: this.stats.ticks ? this.latenessSum / this.stats.ticks : 0 };
  }

  private schedule(): void {
    if (!this.running) return;
    const due = this.startedAt + this.k * CALL_FRAME_MS;
    this.timer = setTimeout(() => this.run(), Math.max(0, due - performance.now()));
  }

  private run(): void {
    const now = performance.now();
    // Every frame whose slot has come goes out now, in order.
    while (this.running && this.startedAt + this.k * CALL_FRAME_MS <= now) {
      const lateness = now - (this.startedAt + this.k * CALL_FRAME_MS);
      this.stats.ticks++;
      this.latenessSum += lateness;
      if (lateness > this.stats.maxLatenessMs) this.stats.maxLatenessMs = lateness;
      if (lateness >= UNDERRUN_LATENESS_MS) this.stats.underruns++;
      this.tick(this.k++);
    }
    this.schedule();
  }
}
