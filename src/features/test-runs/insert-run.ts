import { eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Db, Tx } from '../../server/db/client';
import { type CaseScript, testCaseRuns, testRuns, testRunScoring, workspaces } from '../../server/db/schema';
import { enqueue } from '../../server/jobs/enqueue';
import { ensureSlots } from './case-run-state';
import { caseRunJob, workspaceGroup } from './case-run.job';

export interface NewCaseRun {
  testCaseId: string | null;
  title: string;
  script: CaseScript;
  /** The saved version of the case this run plays. */
  testCaseVersion?: number | null;
  /** With repeats, which attempt of its case this is. */
  attempt?: number;
}

/** The run's scoring choices, when they differ from the defaults (each case's own assertions, one attempt). */
export type RunScoringChoice = Pick<typeof testRunScoring.$inferInsert, 'assertionSelectionMode' | 'assertionIds' | 'repeats'>;

/**
 * Creates the run, one case run per case (each with its script frozen), and one queue job per
 * case run, all in one transaction: a run never exists without its jobs. `withCaseRuns` lets a
 * re-run link its new case runs in the same transaction.
 */
export async function insertRun(
  deps: { db: Db; boss: PgBoss },
  workspaceId: string,
  input: { run: Omit<typeof testRuns.$inferInsert, 'workspaceId'>; cases: NewCaseRun[]; scoring?: RunScoringChoice },
  withCaseRuns?: (tx: Tx, ids: string[]) => Promise<void>,
) {
  const { db } = deps;
  const [ws] = await db.select({ concurrencyMax: workspaces.concurrencyMax }).from(workspaces).where(eq(workspaces.id, workspaceId));
  await ensureSlots(db, workspaceId);
  return db.transaction(async (tx) => {
    const [run] = await tx
      .insert(testRuns)
      .values({ ...input.run, workspaceId })
      .returning({ id: testRuns.id });
    if (input.scoring) await tx.insert(testRunScoring).values({ ...input.scoring, testRunId: run!.id, workspaceId });
    const caseRuns = await tx
      .insert(testCaseRuns)
      .values(input.cases.map((c, position) => ({ ...c, workspaceId, position, testRunId: run!.id })))
      .returning({ id: testCaseRuns.id });
    await withCaseRuns?.(tx, caseRuns.map((c) => c.id));
    const group = workspaceGroup(workspaceId, ws!.concurrencyMax);
    const data = (caseRunId: string) => ({ caseRunId, testRunId: run!.id, workspaceId });
    await enqueue(deps, caseRunJob, caseRuns.map((cr) => ({ data: data(cr.id), group })), tx);
    return { id: run!.id };
  });
}
