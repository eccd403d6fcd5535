import type { Persona } from './port';

export interface ScriptTurn {
  agentQuestion?: string | null;
  expectedResponse: string;
}

/**
 * The offline caller: the initial message, then the test case's turns in order, whatever the
 * agent answers; after the last line it hangs up. Its place in the script is read from how many
 * lines it has already said in the transcript.
 */
export function scriptedPersona(initialMessage: string, turns: ScriptTurn[]): Persona {
  const lines = [initialMessage, ...turns.map((t) => t.expectedResponse)].filter((l) => l.trim());
  return {
    async next({ transcript }) {
      const said = transcript.filter((m) => m.role === 'tester').length;
      const line = lines[said];
      return line === undefined ? { end: { reason: 'SCRIPT_COMPLETED' } } : { say: line };
    },
  };
}
