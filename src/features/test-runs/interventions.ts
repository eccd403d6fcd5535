import { TRPCError } from '@trpc/server';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../../server/db/client';
import { testCaseRuns, testRunScoring } from '../../server/db/schema';
import type { LlmSettings } from '../../engine/llm/port';
import { assertLlmFor } from '../callers/snapshot';
import { TERMINAL_CASE_RUN_STATUSES } from '../../shared/enums';
import { CANCELLABLE, cancelCaseRuns, endCaseRunManually, linkReruns } from './case-run-state';
import { insertRun } from './insert-run';
import type { TRerunRequest } from './schema';
import { findRun } from './service';

async function findCaseRun(db: Db, workspaceId: string, caseRunId: string) {
  const [caseRun] = await db
    .select({ id: testCaseRuns.id, testRunId: testCaseRuns.testRunId, workspaceId: testCaseRuns.workspaceId, status: testCaseRuns.status })
    .from(testCaseRuns)
    .where(and(eq(testCaseRuns.id, caseRunId), eq(testCaseRuns.workspaceId, workspaceId)));
  if (!caseRun) throw new TRPCError({ code: 'NOT_FOUND', message: 'Test case run not found' });
  return caseRun;
}

/** Stops a run: cases not yet finished become CANCELLED; a conversation in flight stops within a second. */
export async function cancelTestRun(db: Db, workspaceId: string, userId: string, testRunId: string) {
  await findRun(db, workspaceId, testRunId);
  return { cancelled: await cancelCaseRuns(db, { testRunId }, userId) };
}

export async function cancelCaseRun(db: Db, workspaceId: string, userId: string, caseRunId: string) {
  const caseRun = await findCaseRun(db, workspaceId, caseRunId);
  if (!CANCELLABLE.includes(caseRun.status)) {
    throw new TRPCError({ code: 'PRECONDITION_FAILED', message: `This case run is ${caseRun.status} and can no longer be cancelled` });
  }
  return { cancelled: await cancelCaseRuns(db, { testRunId: caseRun.testRunId, caseRunId }, userId) };
}

/** Ends a conversation in progress now, keeping its transcript so far. */
export async function endCaseRun(db: Db, workspaceId: string, userId: string, caseRunId: string) {
  const caseRun = await findCaseRun(db, workspaceId, caseRunId);
  if (caseRun.status !== 'IN_PROGRESS' || !(await endCaseRunManually(db, caseRun, userId))) {
    throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'Only a conversation in progress can be ended' });
  }
  return { ended: true };
}

/**
 * Re-runs finished case runs as a new run (parentTestRunId) with the same settings and scripts:
 * the chosen ones, or by default every one that errored or was cancelled. Each new case run
 * links to the one it re-runs, and that one to its successor.
 */
export async function rerunTestRun(
  deps: { db: Db; boss: PgBoss; llmFallback: LlmSettings | null },
  workspaceId: string,
  userId: string,
  input: TRerunRequest,
) {
  const { run } = await findRun(deps.db, workspaceId, input.testRunId);
  const chosen = input.caseRunIds
    ? inArray(testCaseRuns.id, input.caseRunIds)
    : inArray(testCaseRuns.status, ['ERROR', 'CANCELLED']);
  const old = await deps.db
    .select()
    .from(testCaseRuns)
    .where(and(eq(testCaseRuns.testRunId, run.id), chosen))
    .orderBy(asc(testCaseRuns.position));
  if (input.caseRunIds && old.length !== new Set(input.caseRunIds).size) {
    throw new TRPCError({ code: 'NOT_FOUND', message: 'Some of the chosen case runs are not part of this run' });
  }
  if (!old.length) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'This run has no failed or cancelled case runs to re-run' });
  if (old.some((c) => !TERMINAL_CASE_RUN_STATUSES.includes(c.status))) {
    throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'Only finished case runs can be re-run' });
  }
  await assertLlmFor(
    deps.db,
    workspaceId,
    old.filter((c) => c.script.caller?.mode === 'LLM').map((c) => c.title),
    deps.llmFallback,
  );
  // The re-run scores as its parent did (same assertion choice); its attempts keep their numbers.
  const [scoring] = await deps.db
    .select({ assertionSelectionMode: testRunScoring.assertionSelectionMode, assertionIds: testRunScoring.assertionIds, repeats: testRunScoring.repeats })
    .from(testRunScoring)
    .where(eq(testRunScoring.testRunId, run.id));
  return insertRun(
    deps,
    workspaceId,
    {
      run: {
        agentId: run.agentId,
        name: `Re-run of ${run.name}`.slice(0, 200),
        notes: run.notes,
        triggerSource: 'UI',
        maxTurns: run.maxTurns,
        sessionTimeoutSeconds: run.sessionTimeoutSeconds,
        protocol: run.protocol,
        parentTestRunId: run.id,
        createdById: userId,
      },
      cases: old.map((c) => ({ testCaseId: c.testCaseId, title: c.title, script: c.script, testCaseVersion: c.testCaseVersion, attempt: c.attempt })),
      scoring,
    },
    (tx, ids) => linkReruns(tx, ids.map((newId, i) => ({ oldId: old[i]!.id, newId }))),
  );
}
