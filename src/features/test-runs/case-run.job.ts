import { z } from 'zod';
import { DEFAULT_CONCURRENCY_MAX, MAX_CONCURRENCY_MAX } from '../../shared/constants';
import { defineJob } from '../../server/jobs/job';
import { converse, loadRef, runContext } from './conversation-driver';
import { claimCaseRun, failCaseRun, finishConversation, handBack, leaseKeeper, LeaseLostError, refusedToStart, releaseSlot } from './case-run-state';

/**
 * Jobs are grouped by workspace and tiered by its concurrencyMax when the run started, so the
 * queue never hands out many more of one workspace's jobs than it may run: a busy workspace
 * cannot fill every worker while another waits. The slot claim stays the authority, since it
 * also sees a limit changed mid-run.
 */
export const workspaceGroup = (workspaceId: string, concurrencyMax: number) => ({ id: workspaceId, tier: String(concurrencyMax) });

const WORKSPACE_GROUP_CONCURRENCY = {
  default: DEFAULT_CONCURRENCY_MAX,
  tiers: Object.fromEntries(Array.from({ length: MAX_CONCURRENCY_MAX }, (_, i) => [String(i + 1), i + 1])),
};

/** One simulated conversation, from QUEUED to exactly one terminal state. */
export const caseRunJob = defineJob({
  name: 'case-run',
  // The run and workspace ride along so a claim needs no lookup first (older jobs lack them).
  payload: z.object({ caseRunId: z.uuid(), testRunId: z.uuid().optional(), workspaceId: z.uuid().optional() }),
  options: {
    queue: {
      retryLimit: 3,
      retryDelay: 1,
      // A case may wait long for a free concurrency slot; liveness comes from heartbeats, not expiry.
      expireInSeconds: 6 * 3600,
    },
    groupConcurrency: WORKSPACE_GROUP_CONCURRENCY,
  },

  async handle(deps, { caseRunId, testRunId, workspaceId }, { signal }) {
    const ref = testRunId && workspaceId ? { id: caseRunId, testRunId, workspaceId } : await loadRef(deps.db, caseRunId);
    if (!ref) return;
    const claim = await claimCaseRun(deps.db, ref);
    if (claim.kind === 'finished') return;
    // No free slot (or a live worker still has it): back to the queue, no attempt spent.
    if (claim.kind !== 'claimed') return 'hand-back';
    if (await refusedToStart(deps.db, ref)) return;

    const stop = new AbortController();
    const keeper = leaseKeeper(deps.db);
    keeper.hold(caseRunId, { workspaceId: ref.workspaceId, stop: (reason) => stop.abort(reason) });
    const onShutdown = () => stop.abort(signal.reason);
    signal.addEventListener('abort', onShutdown, { once: true });
    try {
      const run = await runContext(deps, ref.testRunId);
      const outcome = run
        ? await converse(deps, ref, claim.script, run, stop.signal)
        : { ender: 'SYSTEM' as const, reason: 'AGENT_ERROR' as const, error: 'The run was deleted', messages: [], durationMs: 0 };
      if (signal.aborted && !outcome.error) {
        // The worker is stopping mid-conversation: another worker starts it afresh.
        await handBack(deps.db, ref);
        return 'hand-back';
      }
      if (stop.signal.reason instanceof LeaseLostError) throw stop.signal.reason;
      await finishConversation(deps, ref, outcome);
    } catch (error) {
      // Free the slot now rather than when its lease lapses; the queue retries the case.
      await releaseSlot(deps.db, ref).catch(() => {});
      throw error;
    } finally {
      signal.removeEventListener('abort', onShutdown);
      keeper.drop(caseRunId);
    }
  },

  async onExhausted(deps, { caseRunId }, reason) {
    const ref = await loadRef(deps.db, caseRunId);
    if (ref) await failCaseRun(deps.db, ref, `Internal error: ${reason}`);
  },
});
