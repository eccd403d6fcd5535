import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** How long a claimed slot lives without renewal; a dead worker's slot frees itself after this. */
export const LEASE_SECONDS = 15;
export const LEASE_RENEW_MS = 5_000;

/** full: no free slot (or another claimer is busy), try again soon; held: another live worker has it. */
export type ClaimResult = 'claimed' | 'full' | 'held' | 'finished';

/**
 * Takes one of the workspace's `concurrencyMax` slots for a case run. The workspace row lock
 * makes the count-then-claim atomic across every worker on every machine.
 */
export async function claimSlot(db: Db, workspaceId: string, caseRunId: string): Promise<ClaimResult> {
  // A lock-free look first: while the workspace is full, waiting cases cost one cheap read.
  const peek = await db.execute<{ full: boolean }>(sql`
    select (select count(*) from test_case_runs where workspace_id = ${workspaceId} and status = 'IN_PROGRESS' and lease_until > now())
      >= (select concurrency_max from workspaces where id = ${workspaceId}) as full`);
  if (peek.rows[0]?.full) return 'full';
  return db.transaction(async (tx) => {
    // SKIP LOCKED: a claimer never sits on a pooled connection waiting for another claimer.
    const ws = await tx.execute<{ concurrency_max: number }>(
      sql`select concurrency_max from workspaces where id = ${workspaceId} for update skip locked`,
    );
    if (!ws.rows.length) return 'full';
    const max = ws.rows[0]!.concurrency_max;
    const run = await tx.execute<{ status: string; live: boolean }>(
      sql`select status, coalesce(lease_until > now(), false) as live from test_case_runs where id = ${caseRunId} for update`,
    );
    const row = run.rows[0];
    if (!row || ['COMPLETED', 'ERROR', 'CANCELLED'].includes(row.status)) return 'finished';
    if (row.status === 'IN_PROGRESS' && row.live) return 'held';
    const active = await tx.execute<{ n: number }>(
      sql`select count(*)::int as n from test_case_runs
          where workspace_id = ${workspaceId} and status = 'IN_PROGRESS' and lease_until > now()`,
    );
    if ((active.rows[0]?.n ?? 0) >= max) return 'full';
    // A retried job starts its conversation afresh: the transcript of a dead attempt is dropped.
    await tx.execute(sql`delete from test_case_run_messages where test_case_run_id = ${caseRunId}`);
    await tx.execute(sql`update test_case_runs set status = 'IN_PROGRESS', attempts = attempts + 1,
        lease_until = now() + make_interval(secs => ${LEASE_SECONDS}), started_at = clock_timestamp(), finished_at = null,
        error_message = null, turn_count = 0 where id = ${caseRunId}`);
    return 'claimed';
  });
}

export async function renewLease(db: Db, caseRunId: string) {
  await db.execute(
    sql`update test_case_runs set lease_until = now() + make_interval(secs => ${LEASE_SECONDS})
        where id = ${caseRunId} and status = 'IN_PROGRESS'`,
  );
}
