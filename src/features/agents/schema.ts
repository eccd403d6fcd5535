import { z } from 'zod';
import { DEFAULT_MAX_TURNS, MAX_MAX_TURNS } from '../../shared/constants';
import { AGENT_PROVIDERS, CHAT_PROTOCOLS } from '../../shared/enums';
import { ZChatConnection } from './connection-schema';

export const ZAgentId = z.object({ id: z.uuid('That is not a valid agent id') });

const ZEndpointUrl = z
  .string()
  .trim()
  .url('Enter the full URL of the agent endpoint, e.g. https://agent.example.com/chat')
  .refine((u) => /^(https?|wss?):\/\//.test(u), 'The URL must start with http://, https://, ws:// or wss://');

/** Extra JSON merged into every request body; the form edits it as text. */
export const ZExtraBody = z.record(z.string(), z.unknown());

/** The endpoint's fields; `withUrlMatchingProtocol` adds the check that spans two of them. */
export const ZChatEndpointFields = z.object({
  url: ZEndpointUrl,
  /** Omit to keep the stored secret; empty string removes it. */
  secret: z.string().max(2000).optional(),
  extraBody: ZExtraBody.default({}),
  protocol: z.enum(CHAT_PROTOCOLS).default('REST'),
  maxTurns: z.number().int().min(1).max(MAX_MAX_TURNS).default(DEFAULT_MAX_TURNS),
  /** Request shaping and reply mapping; null or absent means the Rehearse protocol. */
  connection: ZChatConnection.nullish(),
});

export const withUrlMatchingProtocol = <T extends z.ZodType<{ url: string; protocol: string }>>(schema: T) =>
  schema.refine((c) => c.protocol === 'WEBSOCKET' || !/^wss?:/i.test(c.url), {
    path: ['url'],
    message: 'A ws:// or wss:// URL needs the WebSocket protocol; for REST or SSE use http:// or https://',
  });

export const ZChatEndpointInput = withUrlMatchingProtocol(ZChatEndpointFields);

export const ZCreateAgentRequest = z.object({
  name: z.string().trim().min(1, 'Agent name is required').max(120),
  description: z.string().trim().max(2000).optional(),
  provider: z.enum(AGENT_PROVIDERS).default('CUSTOM'),
  chat: ZChatEndpointInput,
});
export type TCreateAgentRequest = z.infer<typeof ZCreateAgentRequest>;

export const ZUpdateAgentRequest = ZCreateAgentRequest.extend({ id: z.uuid() });
export type TUpdateAgentRequest = z.infer<typeof ZUpdateAgentRequest>;

/** "Test connection": one message with the form's current, unsaved settings. */
export const ZTestConnectionRequest = z.object({
  /** On edit, the stored secret is used when the form leaves it blank. */
  agentId: z.uuid().optional(),
  chat: ZChatEndpointInput,
  message: z.string().trim().min(1, 'Type a message to send').max(2000).default('Hello'),
});
export type TTestConnectionRequest = z.infer<typeof ZTestConnectionRequest>;
