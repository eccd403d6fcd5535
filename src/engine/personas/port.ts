import type { TranscriptMessage } from '../types';

/**
 * The one shape every simulated caller takes (scripted, LLM role-play, IVR navigator, voice
 * caller): it is shown the conversation so far and answers with what to say next, or that it
 * hangs up. It never sees a counter, so a caller that reasons about the agent's last reply and
 * one that reads lines from a script fit the same port.
 */
export interface CallerView {
  /** Everything said so far, oldest first: the caller's own lines are role 'tester'. */
  transcript: readonly TranscriptMessage[];
  signal?: AbortSignal;
}

/** Why the caller itself ended the call. */
export type CallerEndReason = 'SCRIPT_COMPLETED' | 'CALLER_ENDED_CALL';

export interface CallerEnd {
  reason: CallerEndReason;
  /** The caller's own words on why (an LLM caller's reason), kept for the person reading the run. */
  detail?: string;
}

/**
 * The caller's move. `say` alone: speak and wait for the agent. `end` alone: hang up now.
 * Both: speak these last words, hear the agent's answer, then hang up.
 */
export type CallerTurn = { say: string; end?: CallerEnd } | { say?: undefined; end: CallerEnd };

export interface Persona {
  next(view: CallerView): Promise<CallerTurn>;
}

/**
 * A caller that cannot go on (its model timed out, answered nonsense, or refused the request).
 * The conversation ends as an error with this message; the agent is not to blame.
 */
export class PersonaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PersonaError';
  }
}
