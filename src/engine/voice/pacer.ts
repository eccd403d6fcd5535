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
    if (this.timer) {
      clearTimeout(this.timer);
      clearImmediate(this.timer as unknown as NodeJS.Immediate);
    }
    this.timer = null;
    return this.snapshot();
  }

  snapshot(): PacingStats {
    return { ...this.stats, meanLatenessMs: this.stats.ticks ? this.latenessSum / this.stats.ticks : 0 };
  }

  private schedule(): void {
    if (!this.running) return;
    const wait = this.startedAt + this.k * CALL_FRAME_MS - performance.now();
    // A slightly late frame goes out on the next turn of the event loop, so agent audio that
    // arrived meanwhile is taken in between, as it would have been had we been on time.
    this.timer = wait > 0 ? setTimeout(() => this.run(), wait) : (setImmediate(() => this.run()) as unknown as NodeJS.Timeout);
  }

  private run(): void {
    if (!this.running) return;
    const now = performance.now();
    // Far behind (a stalled event loop): send what is owed at once so the call stays in real time.
    while (this.running && now - (this.startedAt + (this.k + 1) * CALL_FRAME_MS) >= MAX_BEHIND_MS) this.emit(now);
    if (this.running) this.emit(now);
    this.schedule();
  }

  private emit(now: number): void {
    const lateness = now - (this.startedAt + this.k * CALL_FRAME_MS);
    this.stats.ticks++;
    this.latenessSum += lateness;
    if (lateness > this.stats.maxLatenessMs) this.stats.maxLatenessMs = lateness;
    if (lateness >= UNDERRUN_LATENESS_MS) this.stats.underruns++;
    this.tick(this.k++);
  }
}

/** How far behind the timeline the pacer lets itself fall before it sends owed frames in a burst. */
const MAX_BEHIND_MS = 3 * CALL_FRAME_MS;
