import { TRPCError } from '@trpc/server';
import { sql } from 'drizzle-orm';
import { flakyDivergence, scoreRun, type FlakyDivergence, type RunScore } from '../../engine/evaluators';
import type { Db } from '../../server/db/client';

export const runNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Test run not found' });

export interface CaseScoreRow {
  caseRunId: string;
  testCaseId: string | null;
  title: string;
  /** Which attempt of its case (1 without repeats). */
  attempt: number;
  status: string;
  outcomeAchieved: boolean | null;
  score: number | null;
  reason: string | null;
  passed: number;
  failed: number;
  skipped: number;
  errors: number;
  /** The thresholds this case broke, in words. */
  brokenThresholds: Array<{ metric: string; importance: string; reason: string; scope: string }>;
  durationMs: number | null;
  latencyMaxMs: number | null;
}

/**
 * A case run's verdict as the rule defines it: its score row when scored; a conversation that
 * ended in ERROR failed even though it had nothing to score; anything else is undecided.
 */
export async function caseScores(db: Db, workspaceId: string, testRunId: string): Promise<CaseScoreRow[]> {
  const rows = await db.execute<Record<string, unknown>>(sql`
    select c.id, c.test_case_id, c.title, c.attempt, c.status, c.duration_ms, c.reply_max_ms,
      s.outcome_achieved, s.score, s.reason, s.passed_count, s.failed_count, s.skipped_count, s.error_count, s.thresholds
    from test_case_runs c left join case_run_scores s on s.test_case_run_id = c.id
    where c.test_run_id = ${testRunId} and c.workspace_id = ${workspaceId}
    order by c.position`);
  return rows.rows.map((r) => {
    const scored = r.reason != null;
    const errored = !scored && r.status === 'ERROR';
    return {
      caseRunId: r.id as string,
      testCaseId: r.test_case_id as string | null,
      title: r.title as string,
      attempt: Number(r.attempt ?? 1),
      status: r.status as string,
      outcomeAchieved: scored ? (r.outcome_achieved as boolean | null) : errored ? false : null,
      score: scored ? (r.score as number | null) : errored ? 0 : null,
      reason: scored ? (r.reason as string) : errored ? 'The conversation ended in error' : null,
      passed: Number(r.passed_count ?? 0),
      failed: Number(r.failed_count ?? 0),
      skipped: Number(r.skipped_count ?? 0),
      errors: Number(r.error_count ?? 0),
      brokenThresholds: ((r.thresholds as Array<Record<string, string>>) ?? [])
        .filter((t) => t.status === 'FAILED')
        .map((t) => ({ metric: t.metric!, importance: t.importance!, reason: t.reason!, scope: t.scope! })),
      durationMs: r.duration_ms as number | null,
      latencyMaxMs: r.reply_max_ms as number | null,
    };
  });
}

export interface RunScoring extends RunScore {
  round: number;
  repeats: number;
  cases: CaseScoreRow[];
  /** Verdict counts over all checks of the current round, after overrides. */
  verdicts: Record<string, number>;
  overridden: number;
  /** Per flaky test case: a passing and a failing attempt side by side. */
  flakyDetails: Array<FlakyDivergence & { testCaseId: string; title: string }>;
}

export async function getRunScoring(db: Db, workspaceId: string, testRunId: string): Promise<RunScoring> {
  const run = await db.execute<{ round: number | null; repeats: number | null }>(sql`
    select s.current_round as round, s.repeats from test_runs r left join test_run_scoring s on s.test_run_id = r.id
    where r.id = ${testRunId} and r.workspace_id = ${workspaceId}`);
  if (!run.rows.length) throw runNotFound();
  const round = run.rows[0]!.round ?? 1;
  const cases = await caseScores(db, workspaceId, testRunId);
  const score = scoreRun(cases.filter((c) => c.status !== 'CANCELLED'));
  const verdicts = await db.execute<{ status: string; n: number; overridden: number }>(sql`
    select coalesce(override_status, status) as status, count(*)::int as n, count(override_status)::int as overridden
    from assertion_runs where test_run_id = ${testRunId} and round = ${round} group by 1`);
  return {
    ...score,
    flakyDetails: await flakyDetails(db, cases, score.flaky, round),
    round,
    repeats: run.rows[0]!.repeats ?? 1,
    cases,
    verdicts: Object.fromEntries(verdicts.rows.map((v) => [v.status, v.n])),
    overridden: verdicts.rows.reduce((s, v) => s + v.overridden, 0),
  };
}

/** For each flaky case, its first passing and first failing attempt compared turn by turn. */
async function flakyDetails(db: Db, cases: CaseScoreRow[], flaky: string[], round: number): Promise<RunScoring['flakyDetails']> {
  const pairs = flaky.flatMap((testCaseId) => {
    const attempts = cases.filter((c) => c.testCaseId === testCaseId);
    const passed = attempts.find((c) => c.outcomeAchieved === true);
    const failed = attempts.find((c) => c.outcomeAchieved === false);
    return passed && failed ? [{ testCaseId, title: passed.title, passed: passed.caseRunId, failed: failed.caseRunId }] : [];
  });
  if (!pairs.length) return [];
  const ids = `{${pairs.flatMap((p) => [p.passed, p.failed]).join(',')}}`;
  const replies = await db.execute<{ test_case_run_id: string; content: string }>(sql`
    select test_case_run_id, content from test_case_run_messages
    where test_case_run_id = any(${ids}::uuid[]) and role = 'agent' order by test_case_run_id, position`);
  const verdicts = await db.execute<{ test_case_run_id: string; name: string; status: string }>(sql`
    select r.test_case_run_id, a.name, coalesce(r.override_status, r.status) as status
    from assertion_runs r join assertions a on a.id = r.assertion_id
    where r.test_case_run_id = any(${ids}::uuid[]) and r.round = ${round}`);
  const attempt = (caseRunId: string) => ({
    caseRunId,
    agentReplies: replies.rows.filter((m) => m.test_case_run_id === caseRunId).map((m) => m.content),
    verdicts: Object.fromEntries(verdicts.rows.filter((v) => v.test_case_run_id === caseRunId).map((v) => [v.name, v.status])),
  });
  return pairs.map((p) => ({ testCaseId: p.testCaseId, title: p.title, ...flakyDivergence(attempt(p.passed), attempt(p.failed)) }));
}

/** Pass rate and score for a page of runs (the Results list), in one query. */
export async function runPassRates(db: Db, workspaceId: string, testRunIds: string[]) {
  if (!testRunIds.length) return {};
  const rows = await db.execute<{ test_run_id: string; passed: number; failed: number; score: number | null }>(sql`
    select c.test_run_id,
      count(*) filter (where s.outcome_achieved or false)::int as passed,
      count(*) filter (where s.outcome_achieved = false or (s.test_case_run_id is null and c.status = 'ERROR'))::int as failed,
      avg(coalesce(s.score, case when s.test_case_run_id is null and c.status = 'ERROR' then 0 end)) as score
    from test_case_runs c left join case_run_scores s on s.test_case_run_id = c.id
    where c.workspace_id = ${workspaceId} and c.test_run_id = any(${`{${testRunIds.join(',')}}`}::uuid[])
    group by c.test_run_id`);
  return Object.fromEntries(
    rows.rows.map((r) => [
      r.test_run_id,
      { passRate: r.passed + r.failed ? r.passed / (r.passed + r.failed) : null, score: r.score == null ? null : Number(r.score), passed: r.passed, failed: r.failed },
    ]),
  ) as Record<string, { passRate: number | null; score: number | null; passed: number; failed: number }>;
}

/** Each agent's latest finished run and its pass rate (Dashboard agent cards). */
export async function agentPassRates(db: Db, workspaceId: string) {
  const latest = await db.execute<{ agent_id: string; id: string }>(sql`
    select distinct on (agent_id) agent_id, id from test_runs
    where workspace_id = ${workspaceId} and status = 'COMPLETED' order by agent_id, created_at desc`);
  const rates = await runPassRates(db, workspaceId, latest.rows.map((r) => r.id));
  return Object.fromEntries(latest.rows.map((r) => [r.agent_id, { testRunId: r.id, ...(rates[r.id] ?? { passRate: null, score: null, passed: 0, failed: 0 }) }]));
}
