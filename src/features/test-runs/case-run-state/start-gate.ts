import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import type { CaseRunRef } from './claim';
import { requestRunCompletionCheck } from './completion';
import { settle } from './conversation';

/** A check as a case starts (credits left, a run's spend cap): why it must stop at once, or null. */
export type StartGate = (db: Db, ref: CaseRunRef) => Promise<string | null>;

const gates: StartGate[] = [];
export function afterCaseStarts(gate: StartGate) {
  gates.push(gate);
}

/**
 * Asks the gates once a case holds its slot, before its conversation opens (a case is charged
 * only when it really starts). A refused case ends CANCELLED with the reason and its slot freed,
 * so the run still finishes with every case in one terminal state. Says whether it was refused.
 */
export async function refusedToStart(db: Db, ref: CaseRunRef): Promise<boolean> {
  for (const gate of gates) {
    const reason = await gate(db, ref);
    if (!reason) continue;
    const applied = await settle(
      db,
      ref,
      'CANCELLED',
      sql`error_message = ${reason}, who_ended_conversation = 'SYSTEM', end_conversation_reason = 'CANCELLED', finished_at = now()`,
      ['IN_PROGRESS'],
    );
    if (applied) await requestRunCompletionCheck(db, ref.testRunId);
    return applied;
  }
  return false;
}
