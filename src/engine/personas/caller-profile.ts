import type { TestType } from '../../shared/enums';

/**
 * Everything an LLM caller knows about the part it plays, frozen from the test case when the
 * run starts so that editing the case never changes a conversation in flight.
 */
export interface CallerProfile {
  mode: 'LLM';
  testType: TestType;
  /** Who the caller is ("a 70-year-old patient who is hard of hearing"). */
  personaRole: string | null;
  /** What the caller wants and how to go about it. */
  agentInstructions: string | null;
  /** Facts the caller may give when asked (names, ids, dates). */
  scenarioFacts: string | null;
  /** Language tags; the first is spoken, the others may be switched to. */
  languages: string[];
  /** When the caller should hang up. */
  endCallInstructions: string | null;
  /** What the agent should achieve: the caller's goal. */
  expectedAgentOutput: string | null;
}
