import { describe, expect, it } from 'vitest';
import type { LlmClient } from '../llm/port';
import { needsLlm, personaFor } from './index';

const llm: LlmClient = { model: 'm', complete: async () => ({ text: '{"say":"from the model"}', latencyMs: 1 }) };
const caller = { mode: 'LLM' as const, testType: 'end_to_end_testing' as const, personaRole: 'A caller', agentInstructions: null, scenarioFacts: null, languages: [], endCallInstructions: null, expectedAgentOutput: null };

describe('personaFor', () => {
  it('plays a frozen script without a caller profile by its turns, even when a model is there', async () => {
    const persona = personaFor({ initialMessage: 'hi', turns: [{ expectedResponse: 'a' }] }, llm, 1000)!;
    expect(needsLlm({ initialMessage: 'hi', turns: [] })).toBe(false);
    expect(await persona.next({ transcript: [] })).toEqual({ say: 'hi' });
    const t = [{ position: 0, role: 'tester' as const, content: 'hi', atMs: 0 }, { position: 1, role: 'agent' as const, content: 'yes', atMs: 1 }];
    expect(await persona.next({ transcript: t })).toEqual({ say: 'a' });
    expect(await persona.next({ transcript: [...t, { ...t[0]!, position: 2 }, { ...t[1]!, position: 3 }] })).toEqual({ end: { reason: 'SCRIPT_COMPLETED' } });
  });

  it('plays an LLM case with the model, and gives none when the model is missing', async () => {
    const script = { initialMessage: '', turns: [], caller };
    expect(needsLlm(script)).toBe(true);
    expect(personaFor(script, null, 1000)).toBeNull();
    expect(await personaFor(script, llm, 1000)!.next({ transcript: [] })).toEqual({ say: 'from the model' });
  });
});
