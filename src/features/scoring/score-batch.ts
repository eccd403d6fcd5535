import {
  checkThresholds,
  conversationMetrics,
  judge,
  prepare,
  scoreCase,
  type CheckResult,
  type PreparedScorer,
  type Verdict,
} from '../../engine/evaluators';
import { computeMetric, scoreMetricWithLlm } from '../../engine/evaluators/custom-metric';
import type { LlmClient } from '../../engine/llm/port';
import type { Db } from '../../server/db/client';
import { assertionRuns, caseRunScores, customMetricScores } from '../../server/db/schema';
import { applicableAssertions } from './select-assertions';
import { loadAssertions, loadCases, loadManualAttachments, loadMetrics, loadThresholds, type CaseToScore, type LoadedAssertion } from './load';
import { completeScoredCaseRuns } from '../test-runs/case-run-state';
import { checkRuns } from './finish-scoring';
import { insertVerdicts, upsertScores } from './write-verdicts';

export interface ScoringDeps {
  db: Db;
  /** The workspace's model for the LLM judge; null when none is configured (judged assertions are then SKIPPED). */
  llmFor: (workspaceId: string) => Promise<LlmClient | null>;
}

/** Whether this case run still needs scoring: first scoring from SCORING, or a newer re-score round. */
function due(c: CaseToScore): boolean {
  if (c.status === 'SCORING') return true;
  if (c.status !== 'COMPLETED' && c.status !== 'ERROR') return false;
  return c.scoredRound == null ? c.status === 'COMPLETED' : c.scoredRound < c.currentRound;
}

/**
 * Scores many case runs at once: loads them, their transcripts, assertions and thresholds in a
 * handful of queries, runs every scorer, and writes all verdicts with multi-row inserts in one
 * transaction together with the case runs' completion. Running it twice is harmless.
 */
export async function scoreCaseRuns(deps: ScoringDeps, caseRunIds: string[]): Promise<number> {
  const { db } = deps;
  const cases = (await loadCases(db, caseRunIds)).filter(due);
  if (!cases.length) return 0;
  const workspaces = [...new Set(cases.map((c) => c.workspaceId))];
  const [assertions, manual, thresholdsFor, metrics] = await Promise.all([
    loadAssertions(db, workspaces),
    loadManualAttachments(db, [...new Set(cases.map((c) => c.testCaseId).filter((id): id is string => !!id))]),
    loadThresholds(db, workspaces),
    loadMetrics(db, workspaces),
  ]);
  const scorers = new Map<string, PreparedScorer>(assertions.map((a) => [a.versionId, prepare(a.spec)]));
  const models = new Map<string, Promise<LlmClient | null>>();
  const modelFor = (ws: string) => models.get(ws) ?? models.set(ws, deps.llmFor(ws).catch(() => null)).get(ws)!;

  const verdictRows: (typeof assertionRuns.$inferInsert)[] = [];
  const scoreRows: (typeof caseRunScores.$inferInsert)[] = [];
  const metricRows: (typeof customMetricScores.$inferInsert)[] = [];
  await Promise.all(
    cases.map(async (c) => {
      const round = c.currentRound;
      const conversation = c.status === 'ERROR' ? 'ERROR' : 'COMPLETED';
      const chosen: LoadedAssertion[] = conversation === 'ERROR' ? [] : applicableAssertions(c, assertions, manual);
      const checks: CheckResult[] = [];
      for (const a of chosen) {
        const scorer = scorers.get(a.versionId);
        const v: Verdict = scorer ? scorer(c.transcript) : await judge(c.transcript, a.spec, await modelFor(c.workspaceId));
        checks.push({ kind: 'ASSERTION', name: a.spec.name, importance: a.importance, status: v.status });
        verdictRows.push({
          workspaceId: c.workspaceId,
          testRunId: c.testRunId,
          testCaseRunId: c.id,
          assertionId: a.id,
          assertionVersionId: a.versionId,
          versionNumber: a.versionNumber,
          round,
          importance: a.importance,
          status: v.status,
          reason: v.reason,
          turn: v.turn,
        });
      }
      for (const m of conversation === 'ERROR' ? [] : metrics.filter((x) => x.workspaceId === c.workspaceId)) {
        const value = m.spec.method === 'COMPUTED' ? computeMetric(c.transcript, m.spec) : await scoreMetricWithLlm(c.transcript, m.spec, await modelFor(c.workspaceId));
        metricRows.push({ workspaceId: c.workspaceId, metricId: m.id, metricVersionId: m.versionId, testRunId: c.testRunId, testCaseRunId: c.id, ...value });
      }
      const thresholds = conversation === 'ERROR' ? [] : checkThresholds(conversationMetrics(c.transcript), thresholdsFor(c.workspaceId, c.agentId));
      for (const t of thresholds) checks.push({ kind: 'THRESHOLD', name: t.metric, importance: t.importance, status: t.status });
      const s = scoreCase(conversation, checks);
      scoreRows.push({
        testCaseRunId: c.id,
        workspaceId: c.workspaceId,
        testRunId: c.testRunId,
        round,
        outcomeAchieved: s.outcomeAchieved,
        score: s.score,
        reason: s.reason,
        passedCount: s.counts.passed,
        failedCount: s.counts.failed,
        skippedCount: s.counts.skipped,
        errorCount: s.counts.error,
        thresholds: thresholds as unknown as Array<Record<string, unknown>>,
        scoredAt: new Date(),
      });
    }),
  );

  const runs = await db.transaction(async (tx) => {
    await insertVerdicts(tx, verdictRows);
    await upsertScores(tx, scoreRows);
    if (metricRows.length) await tx.insert(customMetricScores).values(metricRows);
    return completeScoredCaseRuns(tx, cases.filter((c) => c.status === 'SCORING').map((c) => c.id));
  });
  await checkRuns(db, runs);
  return cases.length;
}
