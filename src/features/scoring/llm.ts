import type { LlmClient } from '../../engine/llm/port';
import type { Db } from '../../server/db/client';

/**
 * The workspace's model for the LLM judge and LLM-scored metrics. Until the workspace LLM
 * settings exist this answers "none configured", so judged checks are SKIPPED, never passed.
 */
export async function llmForScoring(_db: Db, _workspaceId: string): Promise<LlmClient | null> {
  return null;
}
