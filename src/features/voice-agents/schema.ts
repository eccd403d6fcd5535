import { z } from 'zod';
import { ZCallerAudioSettings } from '../../engine/voice/persona-audio';
import { VOICE_TRANSPORTS } from '../../shared/enums';

export const ZVoiceAgentId = z.object({ agentId: z.uuid('That is not a valid agent id') });

export const ZVoiceConnectionInput = z.object({
  agentId: z.uuid('That is not a valid agent id'),
  transport: z.enum(VOICE_TRANSPORTS),
  url: z
    .string()
    .trim()
    .url('Enter the full WebSocket URL of the agent, e.g. wss://agent.example.com/voice')
    .refine((u) => /^(wss?|https?):\/\//.test(u), 'The URL must start with ws://, wss://, http:// or https://'),
  /** CHIRP: "user:password" for Basic auth; Twilio format: a bearer token. Omit to keep the stored one; "" removes it. */
  secret: z.string().max(2000).optional(),
  /** Sent with every call: query parameters (CHIRP) or Twilio customParameters. */
  parameters: z
    .record(z.string().trim().min(1).max(100), z.string().max(2000))
    .refine((p) => Object.keys(p).length <= 30, 'At most 30 parameters')
    .default({}),
});
export type TVoiceConnectionInput = z.infer<typeof ZVoiceConnectionInput>;

export const ZCaseVoiceSettingsInput = z.object({
  testCaseId: z.uuid('That is not a valid test case id'),
  settings: ZCallerAudioSettings,
});
export const ZTestCaseId = z.object({ testCaseId: z.uuid('That is not a valid test case id') });

export const ZVoiceSampleRequest = z.object({
  voice: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[a-zA-Z0-9_+-]+$/, 'Voice names are letters, digits, -, _ and +'),
  talkingSpeed: z.enum(['slow', 'normal', 'fast']).default('normal'),
});
