import type { TranscriptMessage } from '../../../engine/types';
import type { Db } from '../../../server/db/client';
import { notifyArgs } from '../../../server/events';
import { testRunTopic } from '../events';
import type { CaseRunRef } from './claim';

/** Messages arriving within this long of each other share one statement. */
const WINDOW_MS = 2;
const MAX_BATCH = 200;

interface Pending {
  ref: CaseRunRef;
  m: TranscriptMessage;
  resolve(status: string | undefined): void;
  reject(error: unknown): void;
}

// Stores many conversations' messages in one round trip: each is inserted only while its case is
// IN_PROGRESS, counted, and announced on the case's run topic; every caller learns its case's
// status. A conversation sends its next message only after the last one was answered, so a
// batch never holds two messages of one case.
const INSERT = `
  with input as (
    select * from unnest($1::uuid[], $2::uuid[], $3::int[], $4::text[], $5::text[], $6::int[], $7::real[], $8::real[], $9::text[])
      as i(case_run_id, workspace_id, position, role, content, at_ms, first_byte_ms, full_reply_ms, payload)
  ), cur as (
    select i.*, c.status from input i join test_case_runs c on c.id = i.case_run_id
  ), ins as (
    insert into test_case_run_messages (workspace_id, test_case_run_id, position, role, content, at_ms, first_byte_ms, full_reply_ms)
    select workspace_id, case_run_id, position, role, content, at_ms, first_byte_ms, full_reply_ms from cur where status = 'IN_PROGRESS'
  ), upd as (
    update test_case_runs c set turn_count = cur.position + 1, last_activity_at = now()
    from cur where c.id = cur.case_run_id and cur.status = 'IN_PROGRESS' and c.status = 'IN_PROGRESS'
  )
  select i.case_run_id, (select status from cur where cur.case_run_id = i.case_run_id) as status,
    case when exists (select 1 from cur where cur.case_run_id = i.case_run_id and cur.status = 'IN_PROGRESS') then pg_notify($10, i.payload) end as notified
  from input i`;

class MessageBatcher {
  private queue: Pending[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly db: Db) {}

  add(ref: CaseRunRef, m: TranscriptMessage): Promise<string | undefined> {
    return new Promise((resolve, reject) => {
      this.queue.push({ ref, m, resolve, reject });
      if (this.queue.length >= MAX_BATCH) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), WINDOW_MS);
    });
  }

  private flush() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.queue.splice(0);
    if (batch.length) this.write(batch);
  }

  private write(batch: Pending[]) {
    const col = <T>(f: (p: Pending) => T) => batch.map(f);
    const [channel] = notifyArgs(testRunTopic, { type: 'message', testRunId: '', caseRunId: '', position: 0 });
    this.db.$client
      .query<{ case_run_id: string; status: string | null }>(INSERT, [
        col((p) => p.ref.id),
        col((p) => p.ref.workspaceId),
        col((p) => p.m.position),
        col((p) => p.m.role),
        col((p) => p.m.content),
        col((p) => p.m.atMs),
        col((p) => p.m.firstByteMs ?? null),
        col((p) => p.m.fullReplyMs ?? null),
        col((p) => notifyArgs(testRunTopic, { type: 'message', testRunId: p.ref.testRunId, caseRunId: p.ref.id, position: p.m.position })[1]),
        channel,
      ])
      .then(
        ({ rows }) => {
          const status = new Map(rows.map((r) => [r.case_run_id, r.status ?? undefined]));
          for (const p of batch) p.resolve(status.get(p.ref.id));
        },
        (error: unknown) => {
          // One bad message must not fail its neighbours: write them one by one to find it.
          if (batch.length > 1) for (const p of batch) this.write([p]);
          else batch[0]!.reject(error);
        },
      );
  }
}

const batchers = new WeakMap<Db, MessageBatcher>();

/**
 * Stores one message, counts it and tells the browsers; answers the case's status, so the
 * worker learns of a cancel or a manual end at once. Nothing is added once the case has left
 * IN_PROGRESS. Messages of concurrent conversations are written together.
 */
export function recordMessage(db: Db, ref: CaseRunRef, m: TranscriptMessage): Promise<string | undefined> {
  let batcher = batchers.get(db);
  if (!batcher) batchers.set(db, (batcher = new MessageBatcher(db)));
  return batcher.add(ref, m);
}
