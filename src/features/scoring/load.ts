import { sql } from 'drizzle-orm';
import type { AssertionSpec, ScoredMessage, ScoringTranscript, ThresholdRule } from '../../engine/evaluators';
import type { Db } from '../../server/db/client';
import type { AssertionDefinition } from '../../server/db/schema';
import type { ConversationEnder, EndReason, TestCaseRunStatus } from '../../shared/enums';
import type { Importance, ThresholdMetric } from '../../shared/scoring';

export interface CaseToScore {
  id: string;
  workspaceId: string;
  testRunId: string;
  testCaseId: string | null;
  agentId: string;
  status: TestCaseRunStatus;
  strategy: 'AUTO' | 'MANUAL';
  caseTags: string[];
  selectionMode: 'ATTACHED' | 'SELECTED';
  selectedIds: string[];
  currentRound: number;
  scoredRound: number | null;
  transcript: ScoringTranscript;
}

export interface LoadedAssertion {
  id: string;
  workspaceId: string;
  versionId: string;
  versionNumber: number;
  importance: Importance;
  enabledForTesting: boolean;
  agentIds: string[];
  tags: string[];
  spec: AssertionSpec;
}

// Columns other features may add later (tool calls on messages, the agent's final state) are
// read through to_jsonb, so scoring picks them up without a change here.

/** Loads many case runs and their transcripts in two queries, whatever the batch size. */
export async function loadCases(db: Db, ids: string[]): Promise<CaseToScore[]> {
  if (!ids.length) return [];
  const idList = sql`${`{${ids.join(',')}}`}::uuid[]`;
  const cases = await db.execute<Record<string, unknown>>(sql`
    select cr.id, cr.workspace_id, cr.test_run_id, cr.test_case_id, cr.status, cr.who_ended_conversation,
      cr.end_conversation_reason, cr.duration_ms, to_jsonb(cr) -> 'final_state' as final_state, r.agent_id,
      coalesce(tc.assertion_attachment_strategy, 'AUTO') as strategy,
      array(select t.name from test_case_tags ct join test_tags t on t.id = ct.tag_id where ct.test_case_id = cr.test_case_id) as case_tags,
      coalesce(s.assertion_selection_mode::text, 'ATTACHED') as selection_mode, coalesce(s.assertion_ids, '{}') as selected_ids,
      coalesce(s.current_round, 1) as current_round, sc.round as scored_round
    from test_case_runs cr
    join test_runs r on r.id = cr.test_run_id
    left join test_cases tc on tc.id = cr.test_case_id
    left join test_run_scoring s on s.test_run_id = cr.test_run_id
    left join case_run_scores sc on sc.test_case_run_id = cr.id
    where cr.id = any(${idList})`);
  const messages = await db.execute<Record<string, unknown>>(sql`
    select m.test_case_run_id, m.position, m.role, m.content, m.at_ms, m.first_byte_ms, m.full_reply_ms,
      to_jsonb(m) -> 'tool_calls' as tool_calls
    from test_case_run_messages m where m.test_case_run_id = any(${idList}) order by m.test_case_run_id, m.position`);
  const byCase = new Map<string, ScoredMessage[]>();
  for (const m of messages.rows) {
    const list = byCase.get(m.test_case_run_id as string) ?? [];
    list.push({
      position: m.position as number,
      role: m.role as 'tester' | 'agent',
      content: m.content as string,
      atMs: m.at_ms as number,
      firstByteMs: m.first_byte_ms as number | null,
      fullReplyMs: m.full_reply_ms as number | null,
      toolCalls: Array.isArray(m.tool_calls) ? (m.tool_calls as ScoredMessage['toolCalls']) : null,
    });
    byCase.set(m.test_case_run_id as string, list);
  }
  return cases.rows.map((c) => ({
    id: c.id as string,
    workspaceId: c.workspace_id as string,
    testRunId: c.test_run_id as string,
    testCaseId: c.test_case_id as string | null,
    agentId: c.agent_id as string,
    status: c.status as TestCaseRunStatus,
    strategy: c.strategy as 'AUTO' | 'MANUAL',
    caseTags: Array.isArray(c.case_tags) ? (c.case_tags as string[]) : [],
    selectionMode: c.selection_mode as 'ATTACHED' | 'SELECTED',
    selectedIds: c.selected_ids as string[],
    currentRound: Number(c.current_round),
    scoredRound: c.scored_round == null ? null : Number(c.scored_round),
    transcript: {
      messages: byCase.get(c.id as string) ?? [],
      whoEnded: c.who_ended_conversation as ConversationEnder | null,
      endReason: c.end_conversation_reason as EndReason | null,
      durationMs: c.duration_ms as number | null,
      finalState: c.final_state ?? undefined,
    },
  }));
}

/** Every live assertion of the given workspaces at its current version. */
export async function loadAssertions(db: Db, workspaceIds: string[]): Promise<LoadedAssertion[]> {
  const rows = await db.execute<Record<string, unknown>>(sql`
    select a.id, a.workspace_id, a.name, a.enabled_for_testing, a.agent_ids, a.tags, v.id as version_id, v.version_number, v.definition
    from assertions a join assertion_versions v on v.id = a.current_version_id
    where a.workspace_id = any(${`{${workspaceIds.join(',')}}`}::uuid[]) and a.archived_at is null`);
  return rows.rows.map((r) => {
    const d = r.definition as AssertionDefinition;
    return {
      id: r.id as string,
      workspaceId: r.workspace_id as string,
      versionId: r.version_id as string,
      versionNumber: r.version_number as number,
      importance: d.importance,
      enabledForTesting: r.enabled_for_testing as boolean,
      agentIds: r.agent_ids as string[],
      tags: r.tags as string[],
      spec: {
        name: r.name as string,
        evaluationType: d.evaluationType,
        config: d.evaluationConfig,
        assertionText: d.assertionText,
        passCriteria: d.passCriteria,
        failCriteria: d.failCriteria,
        fewShotExamples: d.fewShotExamples,
      },
    };
  });
}

export async function loadManualAttachments(db: Db, testCaseIds: string[]): Promise<Map<string, Set<string>>> {
  const map = new Map<string, Set<string>>();
  if (!testCaseIds.length) return map;
  const rows = await db.execute<{ test_case_id: string; assertion_id: string }>(
    sql`select test_case_id, assertion_id from test_case_assertions where test_case_id = any(${`{${testCaseIds.join(',')}}`}::uuid[])`,
  );
  for (const r of rows.rows) map.set(r.test_case_id, (map.get(r.test_case_id) ?? new Set()).add(r.assertion_id));
  return map;
}

/** Thresholds for testing, the agent's own replacing the workspace's for the same metric. */
export async function loadThresholds(db: Db, workspaceIds: string[]) {
  const rows = await db.execute<{ workspace_id: string; agent_id: string | null; metric: ThresholdMetric; value: number; importance: Importance }>(sql`
    select workspace_id, agent_id, metric, value, importance from metric_thresholds
    where workspace_id = any(${`{${workspaceIds.join(',')}}`}::uuid[]) and enabled_for_testing`);
  return (workspaceId: string, agentId: string): ThresholdRule[] => {
    const rules = new Map<ThresholdMetric, ThresholdRule>();
    for (const r of rows.rows) {
      if (r.workspace_id !== workspaceId || (r.agent_id && r.agent_id !== agentId)) continue;
      if (!r.agent_id && rules.get(r.metric)?.scope === 'AGENT') continue;
      rules.set(r.metric, { metric: r.metric, value: r.value, importance: r.importance, scope: r.agent_id ? 'AGENT' : 'WORKSPACE' });
    }
    return [...rules.values()];
  };
}

export interface LoadedMetric {
  id: string;
  workspaceId: string;
  versionId: string;
  spec: import('../../engine/evaluators/custom-metric').MetricSpec;
}

/** Enabled custom metrics of the given workspaces at their current version. */
export async function loadMetrics(db: Db, workspaceIds: string[]): Promise<LoadedMetric[]> {
  const rows = await db.execute<{ id: string; workspace_id: string; name: string; version_id: string; definition: Record<string, unknown> }>(sql`
    select m.id, m.workspace_id, m.name, v.id as version_id, v.definition from custom_metrics m join custom_metric_versions v on v.id = m.current_version_id
    where m.workspace_id = any(${`{${workspaceIds.join(',')}}`}::uuid[]) and m.enabled`);
  return rows.rows.map((r) => ({ id: r.id, workspaceId: r.workspace_id, versionId: r.version_id, spec: { name: r.name, ...r.definition } as LoadedMetric['spec'] }));
}
