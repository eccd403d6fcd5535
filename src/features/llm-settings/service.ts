import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { openAiClient } from '../../engine/llm/openai-client';
import { LlmError, type LlmClient, type LlmSettings } from '../../engine/llm/port';
import type { Db } from '../../server/db/client';
import { workspaceLlmSettings } from '../../server/db/schema';
import { llmSettingsFromEnv } from './env';
import type { TUpdateLlmSettingsRequest } from './schema';

/** Where a workspace's model comes from: its own settings, the server's environment, or nowhere. */
export type LlmSource = 'WORKSPACE' | 'ENVIRONMENT' | 'NONE';

/**
 * The model a workspace uses: its own settings if an admin saved some, else the server's
 * environment, else null (no LLM: LLM callers are refused, LLM judges are skipped).
 */
export async function llmSettingsForWorkspace(
  db: Db,
  workspaceId: string,
  fallback: LlmSettings | null = llmSettingsFromEnv(process.env),
): Promise<LlmSettings | null> {
  const [row] = await db.select().from(workspaceLlmSettings).where(eq(workspaceLlmSettings.workspaceId, workspaceId));
  if (!row) return fallback;
  return {
    baseUrl: row.baseUrl,
    apiKey: row.apiKey ?? '',
    model: row.model,
    temperature: row.temperature,
    stream: row.stream,
  };
}

/**
 * The LLM port for a workspace (used by the LLM caller and the LLM judge), or null when none
 * is configured. `model` replaces the configured model (a run's override).
 */
export async function llmForWorkspace(
  db: Db,
  workspaceId: string,
  opts: { fallback?: LlmSettings | null; model?: string | null } = {},
): Promise<LlmClient | null> {
  const settings = await llmSettingsForWorkspace(db, workspaceId, opts.fallback === undefined ? llmSettingsFromEnv(process.env) : opts.fallback);
  if (!settings) return null;
  return openAiClient(opts.model ? { ...settings, model: opts.model } : settings);
}

/** What the browser may know: never the key, only whether one is set and its last four characters. */
export async function getLlmSettingsView(db: Db, workspaceId: string, fallback: LlmSettings | null) {
  const [row] = await db.select().from(workspaceLlmSettings).where(eq(workspaceLlmSettings.workspaceId, workspaceId));
  if (row) {
    return {
      source: 'WORKSPACE' as LlmSource,
      baseUrl: row.baseUrl,
      model: row.model,
      temperature: row.temperature,
      stream: row.stream,
      apiKey: { configured: !!row.apiKey, last4: row.apiKeyLast4 },
      updatedAt: row.updatedAt,
    };
  }
  if (fallback) {
    return {
      source: 'ENVIRONMENT' as LlmSource,
      baseUrl: fallback.baseUrl,
      model: fallback.model,
      temperature: fallback.temperature,
      stream: !!fallback.stream,
      apiKey: { configured: !!fallback.apiKey, last4: null },
      updatedAt: null,
    };
  }
  return { source: 'NONE' as LlmSource, baseUrl: null, model: null, temperature: null, stream: false, apiKey: { configured: false, last4: null }, updatedAt: null };
}

export async function saveLlmSettings(db: Db, workspaceId: string, userId: string, input: TUpdateLlmSettingsRequest) {
  const { apiKey, clearApiKey, ...fields } = input;
  const key = clearApiKey ? { apiKey: null, apiKeyLast4: null } : apiKey ? { apiKey, apiKeyLast4: apiKey.slice(-4) } : {};
  await db
    .insert(workspaceLlmSettings)
    .values({ workspaceId, ...fields, ...key, updatedById: userId, updatedAt: new Date() })
    .onConflictDoUpdate({ target: workspaceLlmSettings.workspaceId, set: { ...fields, ...key, updatedById: userId, updatedAt: new Date() } });
  return { ok: true };
}

/** Forgets the workspace's own model; the server's environment applies again, if it names one. */
export async function clearLlmSettings(db: Db, workspaceId: string) {
  await db.delete(workspaceLlmSettings).where(eq(workspaceLlmSettings.workspaceId, workspaceId));
  return { ok: true };
}

/** Sends one short prompt to the workspace's model so an admin sees at once whether it answers. */
export async function testLlmSettings(db: Db, workspaceId: string, fallback: LlmSettings | null) {
  const llm = await llmForWorkspace(db, workspaceId, { fallback });
  if (!llm) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'No LLM is configured for this workspace' });
  try {
    const res = await llm.complete({ messages: [{ role: 'user', content: 'Reply with the single word OK.' }], maxTokens: 10, timeoutMs: 20_000 });
    return { ok: true as const, model: llm.model, latencyMs: res.latencyMs, reply: res.text.slice(0, 200) };
  } catch (error) {
    if (error instanceof LlmError) return { ok: false as const, model: llm.model, kind: error.kind, message: error.message };
    throw error;
  }
}
