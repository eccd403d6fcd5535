import { z } from 'zod';

export const MAX_TEMPERATURE = 2;

const ZBaseUrl = z
  .url('Enter the endpoint as a full URL, e.g. https://api.openai.com/v1')
  .trim()
  .max(500)
  .refine((u) => /^https?:\/\//i.test(u), 'The base URL must start with http:// or https://');

/** A workspace admin's settings. An omitted or empty key keeps the stored one; clearApiKey removes it. */
export const ZUpdateLlmSettingsRequest = z.object({
  baseUrl: ZBaseUrl,
  apiKey: z.string().trim().max(500, 'That API key is too long').optional(),
  clearApiKey: z.boolean().default(false),
  model: z.string().trim().min(1, 'Model is required').max(200),
  temperature: z.number().min(0, 'Temperature is from 0 to 2').max(MAX_TEMPERATURE, 'Temperature is from 0 to 2'),
  stream: z.boolean().default(false),
});
export type TUpdateLlmSettingsRequest = z.infer<typeof ZUpdateLlmSettingsRequest>;

/** The model settings read from the server's environment (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, LLM_TEMPERATURE, LLM_STREAM). */
export const ZLlmEnv = z.object({
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  LLM_TEMPERATURE: z.coerce.number().min(0).max(MAX_TEMPERATURE).optional(),
  LLM_STREAM: z.enum(['true', 'false', '1', '0']).optional(),
});
