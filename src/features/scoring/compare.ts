import { TRPCError } from '@trpc/server';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { agentBaselines, testRuns } from '../../server/db/schema';
import { caseScores, type CaseScoreRow } from './run-scores';

export type Change = 'REGRESSED' | 'FIXED' | 'UNCHANGED' | 'NEW' | 'REMOVED' | 'UNDECIDED';

const outcomeRank = (o: boolean | null | undefined) => (o === true ? 2 : o === false ? 0 : 1);

function change(base: CaseScoreRow | undefined, head: CaseScoreRow | undefined): Change {
  if (!base) return 'NEW';
  if (!head) return 'REMOVED';
  if (base.outcomeAchieved === head.outcomeAchieved) {
    if (base.score != null && head.score != null && head.score < base.score) return 'REGRESSED';
    if (base.score != null && head.score != null && head.score > base.score) return 'FIXED';
    return 'UNCHANGED';
  }
  if (head.outcomeAchieved == null || base.outcomeAchieved == null) return 'UNDECIDED';
  return outcomeRank(head.outcomeAchieved) < outcomeRank(base.outcomeAchieved) ? 'REGRESSED' : 'FIXED';
}

const ORDER: Change[] = ['REGRESSED', 'UNDECIDED', 'REMOVED', 'NEW', 'FIXED', 'UNCHANGED'];

/** Pairs of one case's first attempt in each run, matched by test case. */
const byCase = (rows: CaseScoreRow[]) => {
  const m = new Map<string, CaseScoreRow>();
  for (const r of rows) if (r.testCaseId && !m.has(r.testCaseId)) m.set(r.testCaseId, r);
  return m;
};

/**
 * Compares two runs of the same agent case by case: verdict and score changes and latency and
 * duration deltas, regressions first.
 */
export async function compareRuns(db: Db, workspaceId: string, baseRunId: string, headRunId: string) {
  const runs = await db
    .select({ id: testRuns.id, name: testRuns.name, agentId: testRuns.agentId, createdAt: testRuns.createdAt })
    .from(testRuns)
    .where(and(eq(testRuns.workspaceId, workspaceId), inArray(testRuns.id, [baseRunId, headRunId])));
  const base = runs.find((r) => r.id === baseRunId);
  const head = runs.find((r) => r.id === headRunId);
  if (!base || !head) throw new TRPCError({ code: 'NOT_FOUND', message: 'Test run not found' });
  if (base.agentId !== head.agentId) throw new TRPCError({ code: 'BAD_REQUEST', message: 'Only runs of the same agent can be compared' });
  const [b, h] = [byCase(await caseScores(db, workspaceId, baseRunId)), byCase(await caseScores(db, workspaceId, headRunId))];
  const ids = [...new Set([...b.keys(), ...h.keys()])];
  const rows = ids.map((id) => {
    const x = b.get(id);
    const y = h.get(id);
    return {
      testCaseId: id,
      title: (y ?? x)!.title,
      change: change(x, y),
      base: x ? { caseRunId: x.caseRunId, outcomeAchieved: x.outcomeAchieved, score: x.score, reason: x.reason } : null,
      head: y ? { caseRunId: y.caseRunId, outcomeAchieved: y.outcomeAchieved, score: y.score, reason: y.reason } : null,
      scoreDelta: x?.score != null && y?.score != null ? Math.round((y.score - x.score) * 10) / 10 : null,
      latencyMaxDeltaMs: x?.latencyMaxMs != null && y?.latencyMaxMs != null ? Math.round(y.latencyMaxMs - x.latencyMaxMs) : null,
      durationDeltaMs: x?.durationMs != null && y?.durationMs != null ? y.durationMs - x.durationMs : null,
    };
  });
  rows.sort((p, q) => ORDER.indexOf(p.change) - ORDER.indexOf(q.change) || (p.scoreDelta ?? 0) - (q.scoreDelta ?? 0));
  const counts = Object.fromEntries(ORDER.map((c) => [c, rows.filter((r) => r.change === c).length]));
  return { base, head, rows, counts };
}

export async function setBaseline(db: Db, workspaceId: string, userId: string, testRunId: string) {
  const [run] = await db
    .select({ agentId: testRuns.agentId })
    .from(testRuns)
    .where(and(eq(testRuns.id, testRunId), eq(testRuns.workspaceId, workspaceId)));
  if (!run) throw new TRPCError({ code: 'NOT_FOUND', message: 'Test run not found' });
  await db
    .insert(agentBaselines)
    .values({ agentId: run.agentId, workspaceId, testRunId, setById: userId })
    .onConflictDoUpdate({ target: agentBaselines.agentId, set: { testRunId, setById: userId, setAt: new Date() } });
  return { ok: true };
}

/** The runs this run can be compared with (same agent, finished), and the agent's baseline. */
export async function comparisonOptions(db: Db, workspaceId: string, testRunId: string) {
  const [run] = await db
    .select({ agentId: testRuns.agentId })
    .from(testRuns)
    .where(and(eq(testRuns.id, testRunId), eq(testRuns.workspaceId, workspaceId)));
  if (!run) throw new TRPCError({ code: 'NOT_FOUND', message: 'Test run not found' });
  const [baseline] = await db.select({ testRunId: agentBaselines.testRunId }).from(agentBaselines).where(eq(agentBaselines.agentId, run.agentId));
  const others = await db
    .select({ id: testRuns.id, name: testRuns.name, createdAt: testRuns.createdAt })
    .from(testRuns)
    .where(and(eq(testRuns.workspaceId, workspaceId), eq(testRuns.agentId, run.agentId), eq(testRuns.status, 'COMPLETED')))
    .orderBy(testRuns.createdAt);
  return { baselineRunId: baseline?.testRunId ?? null, runs: others.filter((r) => r.id !== testRunId).reverse().slice(0, 50) };
}
