import type { z } from 'zod';
import type { ZContainsConfig } from '../../shared/evaluation-config';
import { normalized } from './text';
import { agentMessages, fail, pass, quote, type ScoringTranscript, type Verdict } from './types';

type Config = z.infer<typeof ZContainsConfig>;

const norm = (s: string, caseSensitive: boolean) => normalized(s, !caseSensitive);

function where(turn: number | null | undefined) {
  return turn == null ? 'in any agent reply' : `in agent reply ${turn}`;
}

/** Passes when the agent's words (any reply, or the chosen one) contain the text. */
export function scoreContains(t: ScoringTranscript, c: Config): Verdict {
  const replies = agentMessages(t, c.turn);
  if (!replies.length) return fail(c.turn == null ? 'The agent never answered' : `The agent gave no reply ${c.turn}`);
  const needle = norm(c.text, c.caseSensitive);
  const hit = replies.find((m) => norm(m.content, c.caseSensitive).includes(needle));
  return hit
    ? pass(`The agent said ${quote(c.text)}`, hit.position)
    : fail(`The agent did not say ${quote(c.text)} ${where(c.turn)}`, replies.length === 1 ? replies[0]!.position : null);
}

/** Passes when the agent never says the text; an agent that never answered said nothing wrong. */
export function scoreNotContains(t: ScoringTranscript, c: Config): Verdict {
  const replies = agentMessages(t, c.turn);
  const needle = norm(c.text, c.caseSensitive);
  const hit = replies.find((m) => norm(m.content, c.caseSensitive).includes(needle));
  return hit
    ? fail(`The agent said ${quote(c.text)}: ${quote(hit.content)}`, hit.position)
    : pass(`The agent never said ${quote(c.text)} ${where(c.turn)}`);
}
