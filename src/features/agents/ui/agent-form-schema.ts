import { z } from 'zod';
import { presetConnection, type ChatConnection } from '../../../shared/chat-connection';
import type { ChatProtocol } from '../../../shared/enums';
import { ZChatConnectionFields, ZHeaderLines, withConnectionRules } from '../connection-schema';
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

const ZConnectionForm = withConnectionRules(
  ZChatConnectionFields.extend({ headers: ZHeaderLines, pingIntervalSeconds: z.number('Enter a number of seconds').int().min(0).max(600) }),
);

/** ZCreateAgentRequest with the form's text fields; its output is exactly the request. */
export const ZAgentForm = ZCreateAgentRequest.extend({
  chat: withUrlMatchingProtocol(ZChatEndpointFields.extend({ extraBody: ZExtraBodyText, connection: ZConnectionForm })),
});
export type TAgentFormInput = z.input<typeof ZAgentForm>;
export type TConnectionFormInput = z.input<typeof ZConnectionForm>;

/** A stored connection (or the Rehearse preset when there is none) as the form edits it. */
export function connectionFormValues(conn: ChatConnection | null | undefined, protocol: ChatProtocol): TConnectionFormInput {
  const c = conn ?? presetConnection('REHEARSE', protocol);
  return { ...c, headers: c.headers.map((h) => `${h.name}: ${h.value}`).join('\n') };
}
