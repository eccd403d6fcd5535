import { z } from 'zod';
import { extractJsonObject } from '../llm/json-text';
import { LlmError, type LlmClient } from '../llm/port';
import type { CallerProfile } from './caller-profile';
import { callerMessages } from './caller-prompt';
import { type Persona, PersonaError } from './port';

export interface LlmPersonaOptions {
  llm: LlmClient;
  profile: CallerProfile;
  /** Said first as written, without asking the model; empty lets the model open the call. */
  initialMessage?: string | null;
  /** Longest the caller may think about one turn. */
  timeoutMs: number;
}

const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
/** Models name the fields loosely; these spellings all mean the same move. */
const ZCallerAnswer = z
  .object({
    say: z.string().nullish(),
    message: z.string().nullish(),
    endCall: flag.nullish(),
    end_call: flag.nullish(),
    hangUp: flag.nullish(),
    reason: z.string().nullish(),
  })
  .transform((a) => ({
    say: (a.say ?? a.message ?? '').trim(),
    endCall: a.endCall ?? a.end_call ?? a.hangUp ?? false,
    reason: a.reason?.trim() || undefined,
  }));

/** The LLM caller: role-plays the test case and decides for itself when to hang up. */
export function llmPersona(opts: LlmPersonaOptions): Persona {
  return {
    async next({ transcript, signal }) {
      const opening = opts.initialMessage?.trim();
      if (!transcript.length && opening) return { say: opening };
      let text: string;
      try {
        ({ text } = await opts.llm.complete({ messages: callerMessages(opts.profile, transcript), json: true, timeoutMs: opts.timeoutMs, signal }));
      } catch (error) {
        if (error instanceof LlmError) throw new PersonaError(`Caller LLM failed: ${error.message}`);
        throw error;
      }
      const parsed = ZCallerAnswer.safeParse(extractJsonObject(text));
      if (!parsed.success) throw new PersonaError(`Caller LLM failed: its answer did not have the expected fields: ${text.slice(0, 200)}`);
      const { say, endCall, reason } = parsed.data;
      if (endCall) return say ? { say, end: { reason: 'CALLER_ENDED_CALL', detail: reason } } : { end: { reason: 'CALLER_ENDED_CALL', detail: reason } };
      if (!say) throw new PersonaError('Caller LLM failed: it said nothing and did not hang up');
      return { say };
    },
  };
}
