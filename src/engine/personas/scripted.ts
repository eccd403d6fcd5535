export interface ScriptTurn {
  agentQuestion?: string | null;
  expectedResponse: string;
}

/** What the simulated caller says next, or null when it has nothing more to say. */
export interface Persona {
  next(testerMessagesSent: number): string | null;
}

/** The offline caller: the initial message, then the test case's turns in order. */
export function scriptedPersona(initialMessage: string, turns: ScriptTurn[]): Persona {
  const lines = [initialMessage, ...turns.map((t) => t.expectedResponse)];
  return { next: (sent) => lines[sent] ?? null };
}
