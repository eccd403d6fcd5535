import type { TimeSpan } from './segments';
import type { Speaker, Turn } from './types';

/**
 * Order all speech segments by start time and merge runs of the same speaker
 * into turns. A turn therefore ends when the other side starts a segment,
 * even if it starts by talking over (turns may overlap).
 */
export function buildTurns(caller: readonly TimeSpan[], agent: readonly TimeSpan[]): Turn[] {
  const all: Turn[] = [
    ...caller.map((s) => ({ speaker: 'caller' as Speaker, startMs: s.startMs, endMs: s.endMs })),
    ...agent.map((s) => ({ speaker: 'agent' as Speaker, startMs: s.startMs, endMs: s.endMs })),
  ];
  // Ties go to the caller so a simultaneous start reads as caller-then-agent deterministically.
  all.sort((a, b) => a.startMs - b.startMs || (a.speaker === b.speaker ? 0 : a.speaker === 'caller' ? -1 : 1));
  const turns: Turn[] = [];
  for (const seg of all) {
    const last = turns[turns.length - 1];
    if (last && last.speaker === seg.speaker) {
      if (seg.endMs > last.endMs) last.endMs = seg.endMs;
    } else {
      turns.push({ ...seg });
    }
  }
  return turns;
}
