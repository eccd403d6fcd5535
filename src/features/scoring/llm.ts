import type { LlmClient, LlmSettings } from '../../engine/llm/port';
import type { Db } from '../../server/db/client';
import { llmForWorkspace } from '../llm-settings/service';

/**
 * The workspace's model for the LLM judge and LLM-scored metrics: its own settings, else the
 * server's. Null when neither is configured, so judged checks are SKIPPED, never passed.
 */
export function llmForScoring(db: Db, workspaceId: string, fallback: LlmSettings | null): Promise<LlmClient | null> {
  return llmForWorkspace(db, workspaceId, { fallback });
}
