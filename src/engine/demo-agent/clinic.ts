import type { ChatMessage } from '../types';

export interface ClinicReply {
  reply: string;
  endCall: boolean;
}

const GREETING = 'Thank you for calling Maple Street Clinic. How can I help you today?';
const HOURS = "We're open Monday to Friday from 8 am to 6 pm, and Saturday from 9 am to 1 pm.";
const ASK_NAME = 'I can help with that. May I have your full name, please?';
const ASK_TIME = 'Thanks, {name}. What day and time would work best for you?';
const ANYTHING_ELSE = 'Is there anything else I can help you with?';

/**
 * A small deterministic front desk. It keeps no memory of its own: everything it needs is
 * in the conversation so far, so any server instance can answer any turn.
 */
export function clinicReply(history: ChatMessage[]): ClinicReply {
  const last = [...history].reverse().find((m) => m.role === 'user')?.content ?? '';
  const text = last.toLowerCase();
  const lastAgent = [...history].reverse().find((m) => m.role === 'assistant')?.content ?? '';
  const wantsCancel = history.some((m) => m.role === 'user' && /\bcancel/i.test(m.content));

  if (!last.trim()) return { reply: GREETING, endCall: false };
  if (/\b(bye|goodbye|that is all|that's all|no,? thank)/.test(text)) {
    return { reply: 'Thank you for calling Maple Street Clinic. Goodbye!', endCall: true };
  }
  if (lastAgent === ASK_NAME) {
    const name = extractName(last);
    if (wantsCancel) return { reply: `Thanks, ${name}. Your appointment has been cancelled. ${ANYTHING_ELSE}`, endCall: false };
    return { reply: ASK_TIME.replace('{name}', name), endCall: false };
  }
  if (lastAgent.startsWith('Thanks,') && lastAgent.endsWith('work best for you?')) {
    const when = extractWhen(last);
    if (!when) return { reply: 'Sorry, I did not catch a day. Which day would you like to come in?', endCall: false };
    return { reply: `You're booked with Dr. Patel ${when}. ${ANYTHING_ELSE}`, endCall: false };
  }
  if (/\b(cancel|book|appointment|schedule|reschedule)/.test(text)) return { reply: ASK_NAME, endCall: false };
  if (/\bsaturday|sunday\b/.test(text)) {
    return { reply: `On Saturdays we're open from 9 am to 1 pm, and we're closed on Sundays. ${ANYTHING_ELSE}`, endCall: false };
  }
  if (/\b(hours|open|close)/.test(text)) return { reply: `${HOURS} ${ANYTHING_ELSE}`, endCall: false };
  if (/\b(hi|hello|hey)\b/.test(text)) return { reply: GREETING, endCall: false };
  return { reply: "I'm sorry, I can help with booking, cancelling, or our opening hours. What would you like to do?", endCall: false };
}

function extractName(text: string): string {
  const match = /(?:name is|i am|i'm|it is|it's|this is)\s+([a-z][a-z' -]+)/i.exec(text);
  const raw = (match?.[1] ?? text).replace(/[.!?,].*$/, '').trim();
  return raw.split(/\s+/).slice(0, 3).map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');
}

function extractWhen(text: string): string | null {
  const day = /\b(today|tomorrow|(?:next\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday))\b/i.exec(text)?.[1];
  const time = /\b(\d{1,2}(?::\d{2})?\s*(?:am|pm))\b/i.exec(text)?.[1];
  if (!day && !time) return null;
  return [day && `on ${day}`, time && `at ${time}`].filter(Boolean).join(' ');
}

/** Splits a reply into word-sized chunks for the streaming flavours. */
export function chunkReply(reply: string): string[] {
  return reply.match(/\S+\s*/g) ?? [reply];
}
