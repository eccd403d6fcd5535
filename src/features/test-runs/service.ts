import { TRPCError } from '@trpc/server';
import { and, asc, desc, eq, ilike, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { DEFAULT_SESSION_TIMEOUT_SECONDS, MAX_CASE_RUNS_PER_RUN } from '../../shared/constants';
import type { Db } from '../../server/db/client';
import { agents, assertions, chatAgents, testCaseTags, testTags, testCaseRunMessages, testCaseRuns, testCases, testCaseTurns, testRuns } from '../../server/db/schema';
import type { LlmSettings } from '../../engine/llm/port';
import { agentNotFound } from '../agents/service';
import { assertVoiceReady } from '../voice-agents/service';
import { assertCallersCanRun, callerProfileOf } from '../callers/snapshot';
import { callerVoiceOf } from '../voice-agents/case-audio';
import { applyScenarioDefaults, datasetForRun } from '../scenarios/service';
import { insertRun, type RunScoringChoice } from './insert-run';
import { caseRunCounts, testRunMetrics } from './metrics';
import { runOutcome } from './run-outcome';
import type { TCreateTestRunRequest } from './schema';

const runNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Test run not found' });

/**
 * Creates the run, one case run per test case (each with its script frozen), and one queue
 * job per case run, all in one transaction: a run never exists without its jobs.
 */
export async function createTestRun(
  db: Db,
  boss: PgBoss,
  workspaceId: string,
  userId: string,
  input: TCreateTestRunRequest,
  llmFallback: LlmSettings | null = null,
) {
  const { agent, cases } = await selectRunCases(db, workspaceId, input);
  await assertCallersCanRun(db, workspaceId, cases, llmFallback);
  const repeats = input.repeats ?? 1;
  if (cases.length * repeats > MAX_CASE_RUNS_PER_RUN) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: `A run holds at most ${MAX_CASE_RUNS_PER_RUN} case runs; ${cases.length} cases × ${repeats} attempts is too many` });
  }
  const scoring = await scoringChoice(db, workspaceId, input);

  const turns = await db
    .select()
    .from(testCaseTurns)
    .where(inArray(testCaseTurns.testCaseId, cases.map((c) => c.id)))
    .orderBy(asc(testCaseTurns.position));

  const frozen = cases.map((c) => ({
    testCaseId: c.id,
    title: c.title,
    testCaseVersion: c.currentVersion,
    script: {
      initialMessage: c.initialMessage,
      turns: turns.filter((t) => t.testCaseId === c.id).map((t) => ({ agentQuestion: t.agentQuestion, expectedResponse: t.expectedResponse })),
      caller: callerProfileOf(c),
      voice: callerVoiceOf(c),
    },
  }));
  return insertRun({ db, boss }, workspaceId, {
    run: {
      agentId: agent.id,
      name: input.name || `${agent.name} — ${new Date().toISOString().slice(0, 16).replace('T', ' ')}`,
      notes: input.notes,
      triggerSource: input.triggerSource,
      maxTurns: input.maxTurns ?? agent.maxTurns ?? 10,
      sessionTimeoutSeconds: input.sessionTimeoutSeconds ?? DEFAULT_SESSION_TIMEOUT_SECONDS,
      protocol: input.protocol,
      initialChannel: input.channel ?? 'CHAT',
      model: input.model || null,
      spendCapCredits: input.spendCapCredits ?? null,
      createdById: userId,
    },
    // Attempts of one case sit next to each other, so a flaky case reads as one block.
    cases: frozen.flatMap((c) => Array.from({ length: repeats }, (_, i) => ({ ...c, attempt: i + 1 }))),
    scoring,
  });
}

/** The run's assertion choice and repeats, checked against the workspace; null when all defaults. */
async function scoringChoice(db: Db, workspaceId: string, input: TCreateTestRunRequest): Promise<RunScoringChoice | undefined> {
  const mode = input.assertionSelectionMode ?? 'ATTACHED';
  const ids = [...new Set(input.assertionIds ?? [])];
  if (mode === 'SELECTED') {
    if (!ids.length) throw new TRPCError({ code: 'BAD_REQUEST', message: 'Choose at least one assertion, or score with each case’s own assertions' });
    const found = await db
      .select({ id: assertions.id })
      .from(assertions)
      .where(and(eq(assertions.workspaceId, workspaceId), inArray(assertions.id, ids), isNull(assertions.archivedAt)));
    if (found.length !== ids.length) throw new TRPCError({ code: 'NOT_FOUND', message: 'Some of the chosen assertions were not found' });
  }
  if (mode === 'ATTACHED' && (input.repeats ?? 1) === 1) return undefined;
  return { assertionSelectionMode: mode, assertionIds: mode === 'SELECTED' ? ids : [], repeats: input.repeats ?? 1 };
}

/**
 * Which cases a run request means: a scenario's, the chosen ones, the active ones with any of
 * the given tags, or every active case of the agent. Refused when that is none.
 */
export async function selectRunCases(db: Db, workspaceId: string, input: Pick<TCreateTestRunRequest, 'agentId' | 'channel' | 'datasetId' | 'testCaseIds' | 'tags'>) {
  const [agent] = await db
    .select({ id: agents.id, name: agents.name, maxTurns: chatAgents.maxTurns })
    .from(agents)
    .leftJoin(chatAgents, eq(chatAgents.agentId, agents.id))
    .where(and(eq(agents.id, input.agentId), eq(agents.workspaceId, workspaceId)));
  if (!agent) throw agentNotFound();
  if (input.channel === 'VOICE') await assertVoiceReady(db, workspaceId, agent.id);

  const scenario = input.datasetId ? await datasetForRun(db, workspaceId, input.datasetId) : null;
  if (scenario && !scenario.testCaseIds.length) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'This scenario has no test cases yet' });
  const caseFilter = scenario
    ? and(eq(testCases.workspaceId, workspaceId), eq(testCases.agentId, agent.id), inArray(testCases.id, scenario.testCaseIds))
    : input.testCaseIds
    ? and(eq(testCases.workspaceId, workspaceId), eq(testCases.agentId, agent.id), inArray(testCases.id, input.testCaseIds))
    : input.tags?.length
    ? and(eq(testCases.workspaceId, workspaceId), eq(testCases.agentId, agent.id), eq(testCases.status, 'ACTIVE'), inArray(testCases.id, casesTagged(db, workspaceId, input.tags)))
    : and(eq(testCases.workspaceId, workspaceId), eq(testCases.agentId, agent.id), eq(testCases.status, 'ACTIVE'));
  const found = await db.select().from(testCases).where(caseFilter).orderBy(asc(testCases.displayOrder), asc(testCases.createdAt));
  const cases = scenario ? found.map((c) => applyScenarioDefaults(c, scenario.settings)) : found;
  if (input.testCaseIds && cases.length !== new Set(input.testCaseIds).size) {
    throw new TRPCError({ code: 'NOT_FOUND', message: 'Some of the chosen test cases were not found for this agent' });
  }
  if (!cases.length) {
    const tags = input.tags ?? [];
    throw new TRPCError({
      code: 'PRECONDITION_FAILED',
      message: scenario
        ? 'This scenario has no test cases for this agent'
        : tags.length
        ? `No active test case of this agent has the tag${tags.length > 1 ? 's' : ''} ${tags.join(', ')}`
        : 'This agent has no active test cases to run',
    });
  }
  return { agent, cases };
}

/** Ids of the workspace's cases carrying any of these tags (by name), as a subquery. */
const casesTagged = (db: Db, workspaceId: string, tags: string[]) =>
  db
    .select({ id: testCaseTags.testCaseId })
    .from(testCaseTags)
    .innerJoin(testTags, eq(testTags.id, testCaseTags.tagId))
    .where(and(eq(testCaseTags.workspaceId, workspaceId), inArray(testTags.name, tags)));

/** What a run request would start, without starting it (the CLI's --dry-run, the REST dry run). */
export async function previewTestRun(db: Db, workspaceId: string, input: TCreateTestRunRequest) {
  const { agent, cases } = await selectRunCases(db, workspaceId, input);
  const repeats = input.repeats ?? 1;
  return {
    agent: { id: agent.id, name: agent.name },
    repeats,
    caseRuns: cases.length * repeats,
    cases: cases.map((c) => ({ id: c.id, title: c.title, callerMode: c.callerMode })),
  };
}

export async function listTestRuns(
  db: Db,
  workspaceId: string,
  opts: { agentId?: string; search?: string; status?: (typeof testRuns.status.enumValues)[number]; limit: number; cursor?: Date | null },
) {
  const rows = await db
    .select({
      id: testRuns.id,
      name: testRuns.name,
      status: testRuns.status,
      agentId: testRuns.agentId,
      agentName: agents.name,
      triggerSource: testRuns.triggerSource,
      createdAt: testRuns.createdAt,
      finishedAt: testRuns.finishedAt,
      total: sql<number>`(select count(*)::int from test_case_runs c where c.test_run_id = ${testRuns.id})`,
      cancelledAt: testRuns.cancelledAt,
      counts: sql<Record<string, number>>`(select coalesce(jsonb_object_agg(status, n), '{}'::jsonb) from (
        select status, count(*)::int as n from test_case_runs c where c.test_run_id = ${testRuns.id} group by status) s)`,
    })
    .from(testRuns)
    .innerJoin(agents, eq(agents.id, testRuns.agentId))
    .where(
      and(
        eq(testRuns.workspaceId, workspaceId),
        opts.agentId ? eq(testRuns.agentId, opts.agentId) : undefined,
        opts.search ? ilike(testRuns.name, `%${opts.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
        opts.status ? eq(testRuns.status, opts.status) : undefined,
        opts.cursor ? lt(testRuns.createdAt, opts.cursor) : undefined,
      ),
    )
    .orderBy(desc(testRuns.createdAt))
    .limit(opts.limit + 1);
  const items = rows.slice(0, opts.limit).map(({ counts, ...r }) => ({
    ...r,
    counts,
    completed: counts.COMPLETED ?? 0,
    errored: counts.ERROR ?? 0,
    outcome: runOutcome(r, counts),
  }));
  return { items, nextCursor: rows.length > opts.limit ? items[items.length - 1]!.createdAt : null };
}

async function findRun(db: Db, workspaceId: string, testRunId: string) {
  const [run] = await db
    .select({ run: testRuns, agentName: agents.name })
    .from(testRuns)
    .innerJoin(agents, eq(agents.id, testRuns.agentId))
    .where(and(eq(testRuns.id, testRunId), eq(testRuns.workspaceId, workspaceId)));
  if (!run) throw runNotFound();
  return run;
}

export async function getTestRunSummary(db: Db, workspaceId: string, testRunId: string) {
  const { run } = await findRun(db, workspaceId, testRunId);
  const counts = await caseRunCounts(db, run.id);
  return { id: run.id, name: run.name, status: run.status, outcome: runOutcome(run, counts), counts };
}

export async function getTestRun(db: Db, workspaceId: string, testRunId: string) {
  const { run, agentName } = await findRun(db, workspaceId, testRunId);
  const caseRuns = await db
    .select({
      id: testCaseRuns.id,
      title: testCaseRuns.title,
      testCaseId: testCaseRuns.testCaseId,
      testCaseVersion: testCaseRuns.testCaseVersion,
      status: testCaseRuns.status,
      whoEndedConversation: testCaseRuns.whoEndedConversation,
      endConversationReason: testCaseRuns.endConversationReason,
      errorMessage: testCaseRuns.errorMessage,
      turnCount: testCaseRuns.turnCount,
      durationMs: testCaseRuns.durationMs,
      firstByteP50Ms: testCaseRuns.firstByteP50Ms,
      replyMaxMs: testCaseRuns.replyMaxMs,
      attempts: testCaseRuns.attempts,
      startedAt: testCaseRuns.startedAt,
      finishedAt: testCaseRuns.finishedAt,
      rerunOf: caseRunLink(testCaseRuns.rerunOfId),
      supersededBy: caseRunLink(testCaseRuns.supersededById),
    })
    .from(testCaseRuns)
    .where(eq(testCaseRuns.testRunId, run.id))
    .orderBy(asc(testCaseRuns.position));
  const metrics = await testRunMetrics(db, run.id);
  const [parent] = run.parentTestRunId
    ? await db.select({ id: testRuns.id, name: testRuns.name }).from(testRuns).where(and(eq(testRuns.id, run.parentTestRunId), eq(testRuns.workspaceId, workspaceId)))
    : [];
  return { ...run, agentName, caseRuns, metrics, outcome: runOutcome(run, metrics.counts), parent: parent ?? null };
}

export async function getCaseRun(db: Db, workspaceId: string, caseRunId: string) {
  const [caseRun] = await db
    .select()
    .from(testCaseRuns)
    .where(and(eq(testCaseRuns.id, caseRunId), eq(testCaseRuns.workspaceId, workspaceId)));
  if (!caseRun) throw new TRPCError({ code: 'NOT_FOUND', message: 'Test case run not found' });
  const messages = await db
    .select({
      position: testCaseRunMessages.position,
      role: testCaseRunMessages.role,
      content: testCaseRunMessages.content,
      atMs: testCaseRunMessages.atMs,
      firstByteMs: testCaseRunMessages.firstByteMs,
      fullReplyMs: testCaseRunMessages.fullReplyMs,
      thinkMs: testCaseRunMessages.thinkMs,
    })
    .from(testCaseRunMessages)
    .where(eq(testCaseRunMessages.testCaseRunId, caseRunId))
    .orderBy(asc(testCaseRunMessages.position));
  const links = await db
    .select({ rerunOf: caseRunLink(testCaseRuns.rerunOfId), supersededBy: caseRunLink(testCaseRuns.supersededById) })
    .from(testCaseRuns)
    .where(eq(testCaseRuns.id, caseRunId));
  return { ...caseRun, ...links[0]!, messages };
}

/** Checks that the run belongs to the caller's workspace before a subscription is opened. */
export async function assertRunInWorkspace(db: Db, workspaceId: string, testRunId: string) {
  await findRun(db, workspaceId, testRunId);
}

/** A linked case run as { id, testRunId, runName }, for "Re-run of" / "Re-run in" links. */
function caseRunLink(column: typeof testCaseRuns.rerunOfId | typeof testCaseRuns.supersededById) {
  return sql<{ id: string; testRunId: string; runName: string } | null>`(
    select jsonb_build_object('id', l.id, 'testRunId', l.test_run_id, 'runName', lr.name)
    from test_case_runs l join test_runs lr on lr.id = l.test_run_id
    where l.id = ${sql.identifier('test_case_runs')}.${sql.identifier(column.name)})`;
}

export { findRun };
