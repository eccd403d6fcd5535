import { z } from 'zod';
import { templateError, unknownVariables } from '../../shared/body-template';
import { CHAT_PRESETS, HTTP_METHODS, SECRET_PLACEMENTS } from '../../shared/chat-connection';
import { exprError } from '../../shared/reply-expr';

/** A reply path or small expression, checked by the same parser the engine runs. */
const ZExpr = z
  .string()
  .trim()
  .max(500, 'Keep an expression under 500 characters')
  .superRefine((text, ctx) => {
    const error = exprError(text);
    if (error) ctx.addIssue({ code: 'custom', message: `Not a valid path or expression: ${error}` });
  });

const ZTemplatedText = (what: string) =>
  z
    .string()
    .max(2000)
    .superRefine((text, ctx) => {
      const unknown = unknownVariables(text);
      if (unknown.length) ctx.addIssue({ code: 'custom', message: `${what} uses an unknown variable {{${unknown[0]}}}` });
    });

const ZHeaders = z
  .array(
    z.object({
      name: z
        .string()
        .trim()
        .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, 'A header name has letters, digits and dashes only')
        .max(100),
      value: ZTemplatedText('A header value').pipe(z.string().regex(/^[^\r\n]*$/, 'A header value must be one line')),
    }),
  )
  .max(30, 'At most 30 headers');

/** The fields; `withConnectionRules` adds the checks that span several of them. */
export const ZChatConnectionFields = z.object({
  preset: z.enum(CHAT_PRESETS),
  method: z.enum(HTTP_METHODS),
  headers: ZHeaders,
  secretPlacement: z.enum(SECRET_PLACEMENTS),
  secretName: z.string().trim().max(200),
  bodyTemplate: z
    .string()
    .max(20_000, 'Keep the body template under 20,000 characters')
    .superRefine((text, ctx) => {
      const error = templateError(text);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    }),
  reply: z.object({ text: ZExpr, endCall: ZExpr, toolCalls: ZExpr, error: ZExpr }),
  stream: z.object({
    delta: ZExpr,
    text: ZExpr,
    endCall: ZExpr,
    toolCalls: ZExpr,
    done: ZExpr,
    doneData: z.string().trim().max(100),
    error: ZExpr,
  }),
  pingIntervalSeconds: z.number().int().min(0, 'Use 0 to turn pings off').max(600, 'At most 600 seconds'),
});

type ConnectionLike = { secretPlacement: string; secretName: string; reply: { text: string; endCall: string; toolCalls: string } };
export const withConnectionRules = <T extends z.ZodType<ConnectionLike>>(schema: T) =>
  schema
      .refine((c) => c.secretPlacement === 'BEARER' || c.secretPlacement === 'NONE' || c.secretName.length > 0, {
      path: ['secretName'],
      message: 'Name the header, query parameter or body field that carries the secret',
    })
    .refine((c) => c.reply.text || c.reply.toolCalls || c.reply.endCall, {
      path: ['reply', 'text'],
      message: 'Say where the reply text is, e.g. choices[0].message.content',
    });

export const ZChatConnection = withConnectionRules(ZChatConnectionFields);
export type TChatConnection = z.infer<typeof ZChatConnection>;

/** Headers as the form edits them: one "Name: value" per line. */
export const ZHeaderLines = z.string().transform((text, ctx) => {
  const headers = [];
  for (const line of text.split('\n').map((l) => l.trim()).filter(Boolean)) {
    const colon = line.indexOf(':');
    if (colon <= 0) {
      ctx.addIssue({ code: 'custom', message: `Write each header as "Name: value" ("${line.slice(0, 40)}" has no name)` });
      return z.NEVER;
    }
    headers.push({ name: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() });
  }
  return headers;
}).pipe(ZHeaders);
