import { TRPCError } from '@trpc/server';
import { and, desc, eq, sql } from 'drizzle-orm';
import { scoreCase, type CheckResult } from '../../engine/evaluators';
import type { Db } from '../../server/db/client';
import { assertionRuns, assertions, caseRunScores, testCaseRuns } from '../../server/db/schema';
import type { AssertionRunStatus, Importance } from '../../shared/scoring';
import type { TOverrideVerdictRequest } from './schema';

const verdictNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Verdict not found' });

/** A case run's verdicts: the current round first, earlier rounds (before a re-score) after. */
export async function getCaseVerdicts(db: Db, workspaceId: string, caseRunId: string) {
  const [caseRun] = await db
    .select({ id: testCaseRuns.id })
    .from(testCaseRuns)
    .where(and(eq(testCaseRuns.id, caseRunId), eq(testCaseRuns.workspaceId, workspaceId)));
  if (!caseRun) throw new TRPCError({ code: 'NOT_FOUND', message: 'Test case run not found' });
  const [score] = await db.select().from(caseRunScores).where(eq(caseRunScores.testCaseRunId, caseRunId));
  const rows = await db
    .select({
      id: assertionRuns.id,
      assertionId: assertionRuns.assertionId,
      name: assertions.name,
      evaluationType: assertions.evaluationType,
      versionNumber: assertionRuns.versionNumber,
      round: assertionRuns.round,
      importance: assertionRuns.importance,
      status: assertionRuns.status,
      reason: assertionRuns.reason,
      turn: assertionRuns.turn,
      overrideStatus: assertionRuns.overrideStatus,
      overrideReason: assertionRuns.overrideReason,
      overriddenAt: assertionRuns.overriddenAt,
      createdAt: assertionRuns.createdAt,
    })
    .from(assertionRuns)
    .innerJoin(assertions, eq(assertions.id, assertionRuns.assertionId))
    .where(eq(assertionRuns.testCaseRunId, caseRunId))
    .orderBy(desc(assertionRuns.round), assertionRuns.createdAt);
  const round = score?.round ?? rows[0]?.round ?? 1;
  return {
    score: score ?? null,
    current: rows.filter((r) => r.round === round),
    history: rows.filter((r) => r.round !== round),
  };
}

/** Recomputes a case's score from its current verdicts (after overrides) and its stored threshold checks. */
export async function rescoreCaseFromVerdicts(db: Db, caseRunId: string) {
  const [row] = await db
    .select({ status: testCaseRuns.status, score: caseRunScores })
    .from(testCaseRuns)
    .innerJoin(caseRunScores, eq(caseRunScores.testCaseRunId, testCaseRuns.id))
    .where(eq(testCaseRuns.id, caseRunId));
  if (!row) return;
  const verdicts = await db
    .select({ name: assertions.name, importance: assertionRuns.importance, status: sql<AssertionRunStatus>`coalesce(${assertionRuns.overrideStatus}, ${assertionRuns.status})` })
    .from(assertionRuns)
    .innerJoin(assertions, eq(assertions.id, assertionRuns.assertionId))
    .where(and(eq(assertionRuns.testCaseRunId, caseRunId), eq(assertionRuns.round, row.score.round)));
  const checks: CheckResult[] = [
    ...verdicts.map((v) => ({ kind: 'ASSERTION' as const, ...v })),
    ...row.score.thresholds.map((t) => ({
      kind: 'THRESHOLD' as const,
      name: String(t.metric),
      importance: t.importance as Importance,
      status: t.status as AssertionRunStatus,
    })),
  ];
  const conversation = row.status === 'ERROR' ? 'ERROR' : row.status === 'CANCELLED' ? 'CANCELLED' : 'COMPLETED';
  const s = scoreCase(conversation, checks);
  await db
    .update(caseRunScores)
    .set({
      outcomeAchieved: s.outcomeAchieved,
      score: s.score,
      reason: s.reason,
      passedCount: s.counts.passed,
      failedCount: s.counts.failed,
      skippedCount: s.counts.skipped,
      errorCount: s.counts.error,
    })
    .where(eq(caseRunScores.testCaseRunId, caseRunId));
}

/** A person's verdict replaces the scorer's for every score; the scorer's status and reason stay beside it. */
export async function overrideVerdict(db: Db, workspaceId: string, userId: string, input: TOverrideVerdictRequest) {
  const [updated] = await db
    .update(assertionRuns)
    .set({ overrideStatus: input.status, overrideReason: input.reason, overriddenById: userId, overriddenAt: new Date() })
    .where(and(eq(assertionRuns.id, input.assertionRunId), eq(assertionRuns.workspaceId, workspaceId)))
    .returning({ caseRunId: assertionRuns.testCaseRunId });
  if (!updated) throw verdictNotFound();
  await rescoreCaseFromVerdicts(db, updated.caseRunId);
  return { ok: true };
}

export async function clearOverride(db: Db, workspaceId: string, assertionRunId: string) {
  const [updated] = await db
    .update(assertionRuns)
    .set({ overrideStatus: null, overrideReason: null, overriddenById: null, overriddenAt: null })
    .where(and(eq(assertionRuns.id, assertionRunId), eq(assertionRuns.workspaceId, workspaceId)))
    .returning({ caseRunId: assertionRuns.testCaseRunId });
  if (!updated) throw verdictNotFound();
  await rescoreCaseFromVerdicts(db, updated.caseRunId);
  return { ok: true };
}
