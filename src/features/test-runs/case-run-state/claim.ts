import type { Db } from '../../../server/db/client';
import type { CaseScript } from '../../../server/db/schema';
import { notifyArgs } from '../../../server/events';
import { testRunTopic } from '../events';
import { ensureSlots, LEASE_SECONDS } from './slots';

export interface CaseRunRef {
  id: string;
  testRunId: string;
  workspaceId: string;
}

/**
 * claimed: the case is IN_PROGRESS and holds a slot (with its frozen script). finished: it is
 * past its conversation (cancelled, ended, errored…). full: no free slot. held: another live
 * worker still drives it.
 */
export type ClaimResult = { kind: 'claimed'; script: CaseScript } | { kind: 'finished' | 'full' | 'held' };

// Plain SQL rather than the query builder: this runs once per conversation on the hot path.
const CLAIM = `
  with target as (
    select t.id, t.status, t.script,
      (t.status = 'QUEUED' or (t.status = 'IN_PROGRESS' and not exists (
        select 1 from concurrency_slots h where h.workspace_id = $2 and h.case_run_id = t.id and h.lease_until >= now()))) as claimable
    from test_case_runs t where t.id = $1
  ), slot as (
    select s.workspace_id, s.slot_no from concurrency_slots s
    where s.workspace_id = $2
      and s.slot_no < (select concurrency_max from workspaces where id = $2)
      and (s.case_run_id is null or s.lease_until < now())
      and (select claimable from target)
    order by s.slot_no limit 1
    for update skip locked
  ), started as (
    update test_case_runs c set status = 'IN_PROGRESS', attempts = c.attempts + 1, started_at = clock_timestamp(),
      last_activity_at = clock_timestamp(), finished_at = null, error_message = null, turn_count = 0,
      who_ended_conversation = null, end_conversation_reason = null
    where c.id = $1 and c.status in ('QUEUED', 'IN_PROGRESS') and exists (select 1 from slot)
    returning c.id
  ), taken as (
    update concurrency_slots s set case_run_id = $1, lease_until = now() + make_interval(secs => ${LEASE_SECONDS})
    from slot where s.workspace_id = slot.workspace_id and s.slot_no = slot.slot_no and exists (select 1 from started)
    returning s.slot_no
  ), stale_slots as (
    update concurrency_slots s set case_run_id = null, lease_until = null
    where s.workspace_id = $2 and s.case_run_id = $1 and s.lease_until < now() and exists (select 1 from started)
      and (s.workspace_id, s.slot_no) not in (select workspace_id, slot_no from slot)
  ), dropped as (
    delete from test_case_run_messages where test_case_run_id = $1 and exists (select 1 from started)
  )
  select (select slot_no from taken) as slot_no, t.status, t.claimable, t.script,
    case when exists (select 1 from taken) then pg_notify($3, $4) end as notified
  from target t`;

/**
 * Takes a free slot of the workspace and starts the case in one statement. Claimers skip slots
 * another claimer has locked instead of waiting or giving up, so a hundred claims run side by
 * side and still never exceed concurrencyMax. A retried case starts afresh: the transcript of a
 * dead attempt is dropped.
 */
export async function claimCaseRun(db: Db, ref: CaseRunRef): Promise<ClaimResult> {
  const event = { type: 'caseRun', testRunId: ref.testRunId, caseRunId: ref.id, status: 'IN_PROGRESS' } as const;
  const { rows } = await db.$client.query<{ slot_no: number | null; status: string; claimable: boolean; script: CaseScript }>(CLAIM, [
    ref.id,
    ref.workspaceId,
    ...notifyArgs(testRunTopic, event),
  ]);
  const row = rows[0];
  if (!row) return { kind: 'finished' };
  if (row.slot_no != null) return { kind: 'claimed', script: row.script };
  if (row.status !== 'QUEUED' && row.status !== 'IN_PROGRESS') return { kind: 'finished' };
  if (!row.claimable) return { kind: 'held' };
  // The limit may have been raised since the slots were made.
  await ensureSlots(db, ref.workspaceId);
  return { kind: 'full' };
}

/** A worker that stops before the conversation ends (shutdown) gives the case back to the queue. */
export async function handBack(db: Db, ref: CaseRunRef) {
  const event = { type: 'caseRun', testRunId: ref.testRunId, caseRunId: ref.id, status: 'QUEUED' } as const;
  await db.$client.query(
    `with back as (
       update test_case_runs set status = 'QUEUED' where id = $1 and status = 'IN_PROGRESS' returning id
     ), freed as (
       update concurrency_slots set case_run_id = null, lease_until = null where workspace_id = $2 and case_run_id = $1
     )
     select case when exists (select 1 from back) then pg_notify($3, $4) end`,
    [ref.id, ref.workspaceId, ...notifyArgs(testRunTopic, event)],
  );
}
