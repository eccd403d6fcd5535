import { z } from 'zod';
import { VOICE_PROVIDERS } from '../../shared/voice-providers';

const ZUrl = z
  .url('Enter the endpoint as a full URL, e.g. https://api.openai.com/v1')
  .trim()
  .max(500)
  .refine((u) => /^https?:\/\//i.test(u), 'The URL must start with http:// or https://');
const optionalText = (max: number, message: string) => z.string().trim().max(max, message).optional();

/**
 * A workspace admin's settings for one voice provider. An omitted or empty key keeps the stored
 * one; clearApiKey removes it. Speech-to-text needs its endpoint; the others default to the
 * provider's public host.
 */
export const ZUpdateVoiceProviderRequest = z
  .object({
    provider: z.enum(VOICE_PROVIDERS),
    apiKey: optionalText(500, 'That API key is too long'),
    clearApiKey: z.boolean().default(false),
    baseUrl: z.union([ZUrl, z.literal('')]).optional(),
    model: optionalText(200, 'That model name is too long'),
    region: z.string().trim().max(50).regex(/^[a-z0-9-]*$/, 'An Azure region looks like westeurope or eastus2').optional(),
    userId: optionalText(200, 'That user id is too long'),
  })
  .refine((v) => v.provider !== 'stt' || !!v.baseUrl, { path: ['baseUrl'], message: 'Speech-to-text needs the endpoint, e.g. https://api.openai.com/v1' });
export type TUpdateVoiceProviderRequest = z.infer<typeof ZUpdateVoiceProviderRequest>;

export const ZClearVoiceProviderRequest = z.object({ provider: z.enum(VOICE_PROVIDERS) });
