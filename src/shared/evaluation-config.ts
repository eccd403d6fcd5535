import { z } from 'zod';
import { CONVERSATION_ENDERS, END_REASONS } from './enums';
import { unsafeRegexReason } from './safe-regex';

// Each evaluation type's settings. The engine parses with these before scoring, so a stored
// config that no longer fits becomes an ERROR verdict with the reason, never a crash.

const turn = z.number().int().min(1).max(1000).nullish();

export const ZContainsConfig = z.object({
  text: z.string().min(1, 'Enter the words to look for').max(1000),
  caseSensitive: z.boolean().default(false),
  turn,
});
export const ZRegexConfig = z.object({
  pattern: z.string().superRefine((p, ctx) => {
    const why = unsafeRegexReason(p);
    if (why) ctx.addIssue({ code: 'custom', message: why });
  }),
  caseSensitive: z.boolean().default(false),
  /** false: the assertion passes when no reply matches. */
  shouldMatch: z.boolean().default(true),
  turn,
});
export const JSON_PATH_SOURCES = ['TOOL_CALL', 'FINAL_STATE'] as const;
export const JSON_PATH_OPERATORS = ['EXISTS', 'EQUALS', 'CONTAINS'] as const;
export const ZJsonPathConfig = z.object({
  source: z.enum(JSON_PATH_SOURCES).default('TOOL_CALL'),
  /** Only tool calls of this name are looked at; empty means any tool call. */
  toolName: z.string().max(200).nullish(),
  path: z.string().min(1, 'Enter a JSON path such as $.date').max(300).regex(/^\$/, 'A JSON path starts with $'),
  operator: z.enum(JSON_PATH_OPERATORS).default('EXISTS'),
  expected: z.string().max(1000).nullish(),
});
export const ZTurnLatencyConfig = z.object({
  maxMs: z.number().int().min(1).max(600_000),
  measure: z.enum(['FIRST_BYTE', 'FULL_REPLY']).default('FULL_REPLY'),
  turn,
});
export const ZCallDurationConfig = z
  .object({ minMs: z.number().int().min(0).max(86_400_000).nullish(), maxMs: z.number().int().min(1).max(86_400_000).nullish() })
  .refine((c) => c.minMs != null || c.maxMs != null, 'Set a minimum, a maximum or both');
export const ZTurnCountConfig = z
  .object({ min: z.number().int().min(0).max(1000).nullish(), max: z.number().int().min(0).max(1000).nullish() })
  .refine((c) => c.min != null || c.max != null, 'Set a minimum, a maximum or both');
export const ZEndedByConfig = z.object({ ender: z.enum(CONVERSATION_ENDERS) });
export const ZEndReasonConfig = z.object({ reasons: z.array(z.enum(END_REASONS)).min(1, 'Choose at least one end reason') });
export const ZLlmJudgeConfig = z.object({});

export const EVALUATION_CONFIGS = {
  CONTAINS: ZContainsConfig,
  NOT_CONTAINS: ZContainsConfig,
  REGEX: ZRegexConfig,
  JSON_PATH: ZJsonPathConfig,
  TURN_LATENCY: ZTurnLatencyConfig,
  CALL_DURATION: ZCallDurationConfig,
  TURN_COUNT: ZTurnCountConfig,
  ENDED_BY: ZEndedByConfig,
  END_REASON: ZEndReasonConfig,
  LLM_JUDGE: ZLlmJudgeConfig,
} as const;
