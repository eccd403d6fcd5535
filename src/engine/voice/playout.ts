/**
 * What the caller's ear hears of the agent: audio arrives in bursts (a TTS reply can come
 * all at once) and is played out one frame per tick, as a phone line would. Marks (Twilio)
 * ride in the queue and are reported when the audio before them has been played.
 */
export class PlayoutBuffer {
  private chunks: Int16Array[] = [];
  private offset = 0;
  private queued = 0;
  /** Pending marks with the queued-sample position they sit at. */
  private marks: Array<{ name: string; at: number }> = [];
  private played = 0;

  get queuedSamples(): number {
    return this.queued;
  }

  push(samples: Int16Array): void {
    if (samples.length === 0) return;
    this.chunks.push(samples);
    this.queued += samples.length;
  }

  mark(name: string): void {
    this.marks.push({ name, at: this.played + this.queued });
  }

  /** Drop everything queued (the agent was interrupted); returns the marks that were pending, now due. */
  clear(): string[] {
    this.chunks = [];
    this.offset = 0;
    this.queued = 0;
    const due = this.marks.map((m) => m.name);
    this.marks = [];
    return due;
  }

  /** Fill `out` with the next samples (silence where the queue runs dry); returns marks now played. */
  take(out: Int16Array): string[] {
    let filled = 0;
    while (filled < out.length && this.chunks.length) {
      const head = this.chunks[0]!;
      const n = Math.min(out.length - filled, head.length - this.offset);
      out.set(head.subarray(this.offset, this.offset + n), filled);
      filled += n;
      this.offset += n;
      if (this.offset === head.length) {
        this.chunks.shift();
        this.offset = 0;
      }
    }
    out.fill(0, filled);
    this.queued -= filled;
    this.played += filled;
    const due: string[] = [];
    while (this.marks.length && this.marks[0]!.at <= this.played) due.push(this.marks.shift()!.name);
    return due;
  }
}
