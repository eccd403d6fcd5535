import { sql } from 'drizzle-orm';
import type { PeriodicTask } from '../../../server/jobs/job';
import type { StateDeps } from './conversation';
import { failCaseRun, finalizeEnded } from './interventions';

/**
 * Finds case runs nobody is finishing and ends them, so a run can never stay RUNNING for ever:
 * - IN_PROGRESS past its time bound (two session timeouts per turn, for the agent and the caller,
 *   plus a grace), even if a worker still holds it (it stops within a second when it notices);
 * - IN_PROGRESS with no live slot lease and silent for longer than a reply may take plus the
 *   grace: its worker died and no retry picked it up;
 * - ENDED by hand with no worker left to hand it on.
 */
export async function sweepStaleCaseRuns(deps: StateDeps, graceSeconds: number) {
  const { db } = deps;
  const { rows } = await db.execute<{ id: string; test_run_id: string; workspace_id: string; status: string; overdue: boolean; bound: number }>(sql`
    select c.id, c.test_run_id, c.workspace_id, c.status,
      c.started_at < now() - make_interval(secs => r.session_timeout_seconds * 2 * r.max_turns + ${graceSeconds}) as overdue,
      r.session_timeout_seconds * 2 * r.max_turns as bound
    from test_case_runs c join test_runs r on r.id = c.test_run_id
    where c.status in ('IN_PROGRESS', 'ENDED') and (
      (c.status = 'IN_PROGRESS' and c.started_at < now() - make_interval(secs => r.session_timeout_seconds * 2 * r.max_turns + ${graceSeconds}))
      or (coalesce(c.last_activity_at, c.started_at) < now() - make_interval(secs => r.session_timeout_seconds + ${graceSeconds})
        and not exists (select 1 from concurrency_slots s where s.workspace_id = c.workspace_id and s.case_run_id = c.id and s.lease_until >= now())))
    limit 500`);
  for (const row of rows) {
    const ref = { id: row.id, testRunId: row.test_run_id, workspaceId: row.workspace_id };
    if (row.status === 'ENDED') await finalizeEnded(deps, ref);
    else if (row.overdue) await failCaseRun(db, ref, `Stale: still in progress after its time limit of ${row.bound} s`, 'STALE');
    else await failCaseRun(db, ref, 'Stale: its worker stopped responding and no other worker took it over', 'STALE');
  }
  return rows.length;
}

export const staleCaseRunSweep: PeriodicTask = {
  name: 'stale-case-runs',
  everyMs: (env) => env.STALE_SWEEP_SECONDS * 1000,
  run: async (deps, env) => void (await sweepStaleCaseRuns(deps, env.STALE_GRACE_SECONDS)),
};
