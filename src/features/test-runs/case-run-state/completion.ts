import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { publish } from '../../../server/events';
import { testRunTopic } from '../events';

/**
 * The run completes when its last case run reaches a terminal state; only one caller wins the
 * update. It must run after the write that finished a case has committed (never inside it): then
 * whichever finisher commits last is sure to see every case finished.
 */
export async function completeRunIfDone(db: Db, testRunId: string) {
  const done = await db.execute(sql`
    update test_runs set status = 'COMPLETED', finished_at = now()
    where id = ${testRunId} and status = 'RUNNING' and not exists (
      select 1 from test_case_runs where test_run_id = ${testRunId} and status not in ('COMPLETED', 'ERROR', 'CANCELLED'))
    returning id`);
  if (done.rowCount) await publish(db, testRunTopic, { type: 'run', testRunId, status: 'COMPLETED' });
}

const pending = new WeakMap<Db, Map<string, { again: boolean }>>();

/**
 * Like completeRunIfDone, but a thousand cases finishing together cost a handful of checks, not a
 * thousand: a request made while a check is queued joins it, and one made while a check runs
 * queues exactly one more, so a check always starts after the newest finish.
 */
export function requestRunCompletionCheck(db: Db, testRunId: string): Promise<void> {
  let runs = pending.get(db);
  if (!runs) pending.set(db, (runs = new Map()));
  const current = runs.get(testRunId);
  if (current) {
    current.again = true;
    return Promise.resolve();
  }
  const state = { again: false };
  runs.set(testRunId, state);
  const map = runs;
  return (async () => {
    try {
      do {
        state.again = false;
        await new Promise((r) => setImmediate(r));
        await completeRunIfDone(db, testRunId);
      } while (state.again);
    } finally {
      map.delete(testRunId);
    }
  })();
}
