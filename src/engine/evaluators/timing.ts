import type { z } from 'zod';
import type { ZCallDurationConfig, ZTurnCountConfig, ZTurnLatencyConfig } from '../../shared/evaluation-config';
import { agentMessages, fail, pass, type ScoringTranscript, type Verdict } from './types';

const ms = (n: number) => `${Math.round(n)} ms`;

/** Every agent reply (or the chosen one) arrived within the bound. */
export function scoreTurnLatency(t: ScoringTranscript, c: z.infer<typeof ZTurnLatencyConfig>): Verdict {
  const replies = agentMessages(t, c.turn);
  if (!replies.length) return fail(c.turn == null ? 'The agent never answered' : `The agent gave no reply ${c.turn}`);
  const label = c.measure === 'FIRST_BYTE' ? 'first byte' : 'full reply';
  const timed = replies.map((m) => ({ m, v: c.measure === 'FIRST_BYTE' ? m.firstByteMs : m.fullReplyMs }));
  const unmeasured = timed.filter((x) => x.v == null);
  if (unmeasured.length === timed.length) return fail(`No ${label} time was measured`);
  const slowest = timed.reduce((a, b) => ((b.v ?? -1) > (a.v ?? -1) ? b : a));
  if (slowest.v! > c.maxMs) return fail(`Agent ${label} took ${ms(slowest.v!)} (bound ${ms(c.maxMs)})`, slowest.m.position);
  return pass(`Slowest agent ${label}: ${ms(slowest.v!)} (bound ${ms(c.maxMs)})`, slowest.m.position);
}

export function scoreCallDuration(t: ScoringTranscript, c: z.infer<typeof ZCallDurationConfig>): Verdict {
  if (t.durationMs == null) return fail('The call has no measured duration');
  if (c.maxMs != null && t.durationMs > c.maxMs) return fail(`The call lasted ${ms(t.durationMs)}, over ${ms(c.maxMs)}`);
  if (c.minMs != null && t.durationMs < c.minMs) return fail(`The call lasted ${ms(t.durationMs)}, under ${ms(c.minMs)}`);
  return pass(`The call lasted ${ms(t.durationMs)}`);
}

/** Counts the agent's replies: one per exchange, which is what people call a turn. */
export function scoreTurnCount(t: ScoringTranscript, c: z.infer<typeof ZTurnCountConfig>): Verdict {
  const n = agentMessages(t).length;
  const bounds = [c.min != null ? `at least ${c.min}` : null, c.max != null ? `at most ${c.max}` : null].filter(Boolean).join(' and ');
  const ok = (c.min == null || n >= c.min) && (c.max == null || n <= c.max);
  return ok ? pass(`${n} agent turns (${bounds})`) : fail(`${n} agent turns, expected ${bounds}`);
}
