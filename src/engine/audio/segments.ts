/** A stretch of time, in milliseconds from call start; end is exclusive. */
export interface TimeSpan {
  startMs: number;
  endMs: number;
}

export function spanDuration(s: TimeSpan): number {
  return s.endMs - s.startMs;
}

export function totalDuration(spans: readonly TimeSpan[]): number {
  let t = 0;
  for (const s of spans) t += s.endMs - s.startMs;
  return t;
}

/** Sort and merge spans whose gap is below `maxGapMs` (0 merges only touching/overlapping spans). */
export function mergeSpans(spans: readonly TimeSpan[], maxGapMs = 0): TimeSpan[] {
  const sorted = [...spans].sort((a, b) => a.startMs - b.startMs);
  const out: TimeSpan[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s.startMs - last.endMs < maxGapMs + (maxGapMs === 0 ? 1e-9 : 0)) {
      if (s.endMs > last.endMs) last.endMs = s.endMs;
    } else {
      out.push({ startMs: s.startMs, endMs: s.endMs });
    }
  }
  return out;
}

/** Parts of `spans` not covered by `holes`. Both inputs must be sorted and non-overlapping. */
export function subtractSpans(spans: readonly TimeSpan[], holes: readonly TimeSpan[]): TimeSpan[] {
  const out: TimeSpan[] = [];
  let h = 0;
  for (const s of spans) {
    let cur = s.startMs;
    while (h < holes.length && holes[h]!.endMs <= cur) h++;
    let k = h;
    while (k < holes.length && holes[k]!.startMs < s.endMs) {
      const hole = holes[k]!;
      if (hole.startMs > cur) out.push({ startMs: cur, endMs: hole.startMs });
      if (hole.endMs > cur) cur = hole.endMs;
      k++;
    }
    if (cur < s.endMs) out.push({ startMs: cur, endMs: s.endMs });
  }
  return out;
}

/** Gaps inside [0, durationMs] not covered by any of the (sorted, merged) spans. */
export function complementSpans(spans: readonly TimeSpan[], durationMs: number): TimeSpan[] {
  const out: TimeSpan[] = [];
  let cur = 0;
  for (const s of spans) {
    if (s.startMs > cur) out.push({ startMs: cur, endMs: s.startMs });
    if (s.endMs > cur) cur = s.endMs;
  }
  if (durationMs > cur) out.push({ startMs: cur, endMs: durationMs });
  return out;
}
