import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';

/** How long a claimed slot lives without renewal; a dead worker's slot frees itself after this. */
export const LEASE_SECONDS = 15;
/** Leases are renewed this often; between renewals a read-only check each second tells a worker
 *  that a case it drives was cancelled, ended by hand or closed as stale. */
export const LEASE_RENEW_MS = 5000;
export const LEASE_CHECK_MS = 1000;

/** Makes sure the workspace has one slot row per unit of its current concurrencyMax. */
export async function ensureSlots(db: Pick<Db, 'execute'>, workspaceId: string) {
  await db.execute(sql`
    insert into concurrency_slots (workspace_id, slot_no)
    select w.id, g from workspaces w, generate_series(0, w.concurrency_max - 1) g where w.id = ${workspaceId}
    on conflict do nothing`);
}

/** Frees whatever slot the case run holds (after its conversation, or when its worker gives up). */
export async function releaseSlot(db: Pick<Db, 'execute'>, ref: { id: string; workspaceId: string }) {
  await db.execute(sql`update concurrency_slots set case_run_id = null, lease_until = null
    where workspace_id = ${ref.workspaceId} and case_run_id = ${ref.id}`);
}

/** The worker no longer holds the case's slot: it must stop and let the queue retry the case. */
export class LeaseLostError extends Error {}

interface Held {
  workspaceId: string;
  stop(reason: Error): void;
}

/**
 * Renews the leases of every case run this process drives, in one statement per second, and
 * stops any whose case is no longer IN_PROGRESS (cancelled, ended by hand, closed as stale) or
 * whose slot was lost: the slot is then released by the worker itself, after its last request.
 */
export class LeaseKeeper {
  private readonly held = new Map<string, Held>();
  private timer: NodeJS.Timeout | null = null;
  private lastRenewal = Date.now();

  constructor(private readonly db: Db) {}

  hold(caseRunId: string, held: Held) {
    this.held.set(caseRunId, held);
    this.timer ??= setInterval(() => void this.check(), LEASE_CHECK_MS);
  }

  drop(caseRunId: string) {
    this.held.delete(caseRunId);
    if (!this.held.size && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  private async check() {
    const ids = [...this.held.keys()];
    if (!ids.length) return;
    const renew = Date.now() - this.lastRenewal >= LEASE_RENEW_MS;
    if (renew) this.lastRenewal = Date.now();
    const workspaces = [...new Set([...this.held.values()].map((h) => h.workspaceId))];
    try {
      // Renewing rewrites the slot rows, so it happens every few seconds; the status check reads only.
      const { rows } = await this.db.execute<{ id: string; status: string; held: boolean }>(sql`
        with renewed as (
          update concurrency_slots set lease_until = now() + make_interval(secs => ${LEASE_SECONDS})
          where ${renew} and workspace_id = any(${sql.param(workspaces)}::uuid[]) and case_run_id = any(${sql.param(ids)}::uuid[])
            and lease_until >= now()
          returning case_run_id)
        select c.id, c.status, exists (
          select 1 from concurrency_slots s where s.workspace_id = c.workspace_id and s.case_run_id = c.id and s.lease_until >= now()
        ) or exists (select 1 from renewed r where r.case_run_id = c.id) as held
        from test_case_runs c where c.id = any(${sql.param(ids)}::uuid[])`);
      for (const row of rows) {
        if (row.status === 'IN_PROGRESS' && row.held) continue;
        const reason = row.held ? new Error(`the case run is now ${row.status}`) : new LeaseLostError('its concurrency slot lease lapsed');
        this.held.get(row.id)?.stop(reason);
      }
    } catch (error) {
      console.error('[worker] lease renewal:', error instanceof Error ? error.message : error);
    }
  }
}

const keepers = new WeakMap<Db, LeaseKeeper>();
export function leaseKeeper(db: Db): LeaseKeeper {
  let keeper = keepers.get(db);
  if (!keeper) keepers.set(db, (keeper = new LeaseKeeper(db)));
  return keeper;
}
