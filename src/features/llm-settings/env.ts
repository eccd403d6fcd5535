import type { LlmSettings } from '../../engine/llm/port';
import { ZLlmEnv } from './schema';

export const DEFAULT_LLM_MODEL = 'gpt-4o-mini';
export const DEFAULT_LLM_TEMPERATURE = 0.7;

/** The server-wide model from the environment, or null when LLM_BASE_URL is not set (or not valid). */
export function llmSettingsFromEnv(source: Record<string, unknown>): LlmSettings | null {
  const parsed = ZLlmEnv.safeParse(source);
  if (!parsed.success || !parsed.data.LLM_BASE_URL) return null;
  const env = parsed.data;
  return {
    baseUrl: env.LLM_BASE_URL!,
    apiKey: env.LLM_API_KEY ?? '',
    model: env.LLM_MODEL || DEFAULT_LLM_MODEL,
    temperature: env.LLM_TEMPERATURE ?? DEFAULT_LLM_TEMPERATURE,
    stream: env.LLM_STREAM === 'true' || env.LLM_STREAM === '1',
  };
}
