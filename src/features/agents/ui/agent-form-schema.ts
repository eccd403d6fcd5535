import { z } from 'zod';
import { ZChatEndpointFields, ZCreateAgentRequest, ZExtraBody, withUrlMatchingProtocol } from '../schema';

/** The extra body is edited as JSON text and must be a JSON object. */
const ZExtraBodyText = z.string().transform((text, ctx) => {
  if (!text.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: `Extra body is not valid JSON: ${(error as Error).message}` });
    return z.NEVER;
  }
  const parsed = ZExtraBody.safeParse(value);
  if (!parsed.success || Array.isArray(value)) {
    ctx.addIssue({ code: 'custom', message: 'Extra body must be a JSON object, like {"model": "fast"}' });
    return z.NEVER;
  }
  return parsed.data;
});

/** ZCreateAgentRequest with the form's text fields; its output is exactly the request. */
export const ZAgentForm = ZCreateAgentRequest.extend({
  chat: withUrlMatchingProtocol(ZChatEndpointFields.extend({ extraBody: ZExtraBodyText })),
});
export type TAgentFormInput = z.input<typeof ZAgentForm>;
