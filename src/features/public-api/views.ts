import type { appRouter } from '../../server/trpc/router';
import type { z } from 'zod';
import type { ZRunProgress, ZRunResult } from './schema';

type Api = ReturnType<typeof appRouter.createCaller>;

/** A run's progress as the REST API shows it. */
export async function runProgress(api: Api, testRunId: string, baseUrl: string): Promise<z.infer<typeof ZRunProgress>> {
  const run = await api.testRuns.get({ testRunId });
  const counts = run.metrics.counts as Record<string, number>;
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const finished = (counts.COMPLETED ?? 0) + (counts.ERROR ?? 0) + (counts.CANCELLED ?? 0);
  return {
    id: run.id,
    name: run.name,
    agent: { id: run.agentId, name: run.agentName },
    status: run.status,
    outcome: run.outcome,
    triggerSource: run.triggerSource,
    total,
    finished,
    counts,
    url: `${baseUrl}/test-runs/${run.id}`,
  };
}

/** Progress plus every case's verdict, and the run's pass rate. */
export async function runResult(api: Api, testRunId: string, baseUrl: string): Promise<z.infer<typeof ZRunResult>> {
  const progress = await runProgress(api, testRunId, baseUrl);
  const scoring = await api.scoring.getRunScoring({ testRunId });
  return {
    ...progress,
    passRate: scoring.passRate,
    passAllK: scoring.passAllK,
    score: scoring.score,
    repeats: scoring.repeats,
    cases: scoring.cases.map((c) => ({
      caseRunId: c.caseRunId,
      testCaseId: c.testCaseId,
      title: c.title,
      attempt: c.attempt,
      status: c.status,
      verdict: c.status === 'CANCELLED' ? 'CANCELLED' : c.status === 'ERROR' && c.outcomeAchieved !== true ? 'ERROR' : c.outcomeAchieved === true ? 'PASSED' : c.outcomeAchieved === false ? 'FAILED' : 'UNDECIDED',
      score: c.score,
      reason: c.reason,
      durationMs: c.durationMs,
    })),
  };
}
