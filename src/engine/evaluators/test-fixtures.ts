import type { ScoredMessage, ScoringTranscript } from './types';

/** A hand-written conversation: tester and agent alternate, starting with the tester. */
export function convo(lines: string[], extra: Partial<ScoringTranscript> = {}, timing: Partial<ScoredMessage>[] = []): ScoringTranscript {
  return {
    messages: lines.map((content, position) => ({
      position,
      role: position % 2 === 0 ? 'tester' : 'agent',
      content,
      atMs: position * 100,
      ...(timing[position] ?? {}),
    })),
    whoEnded: 'TESTER',
    endReason: 'SCRIPT_COMPLETED',
    durationMs: 1200,
    ...extra,
  };
}

export const EMPTY = convo([], { whoEnded: 'SYSTEM', endReason: 'AGENT_ERROR', durationMs: 0 });
/** The caller spoke; the agent never answered. */
export const SILENT = convo(['Hello?'], { whoEnded: 'SYSTEM', endReason: 'SESSION_TIMEOUT' });
export const BOOKING = convo([
  'Hi, I need an appointment',
  'Hello! I can help. What day suits you?',
  'Tuesday please',
  'Booked: Tuesday at 10:00. Your reference is AB-1234.',
  'Thanks, bye',
  'Goodbye!',
]);
export const UNICODE = convo(['Bonjour', 'Voilà, votre rendez-vous au Café Zoë est confirmé 🎉', 'Merci', 'Je vous en prie — à bientôt']);
