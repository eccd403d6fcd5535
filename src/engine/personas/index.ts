import type { LlmClient } from '../llm/port';
import type { CallerProfile } from './caller-profile';
import { llmPersona } from './llm';
import type { Persona } from './port';
import { type ScriptTurn, scriptedPersona } from './scripted';

export type { CallerProfile } from './caller-profile';
export { type CallerTurn, type CallerView, type Persona, PersonaError } from './port';

/** A test case's caller as frozen into its case run. */
export interface FrozenCaller {
  initialMessage: string;
  turns: ScriptTurn[];
  caller?: CallerProfile;
}

/** Whether this frozen case needs a language model to play its caller. */
export const needsLlm = (script: FrozenCaller) => script.caller?.mode === 'LLM';

/**
 * The persona for one case run: the LLM caller when the case asks for one (the caller passes
 * the workspace's model), the scripted caller otherwise. Returns null when a model is needed
 * and none was given.
 */
export function personaFor(script: FrozenCaller, llm: LlmClient | null, callerTimeoutMs: number): Persona | null {
  if (!script.caller || !needsLlm(script)) return scriptedPersona(script.initialMessage, script.turns);
  if (!llm) return null;
  return llmPersona({ llm, profile: script.caller, initialMessage: script.initialMessage, timeoutMs: callerTimeoutMs });
}
