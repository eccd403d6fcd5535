import { boolean, index, integer, jsonb, pgEnum, pgTable, primaryKey, real, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { FewShotExample } from '../../../engine/evaluators/types';
import {
  ASSERTION_RUN_STATUSES,
  ASSERTION_SELECTION_MODES,
  COMPUTED_MEASURES,
  EVALUATION_TYPES,
  GAP_SEVERITIES,
  GAP_STATUSES,
  HUMAN_APPROVAL_STATUSES,
  IMPORTANCE,
  METRIC_KINDS,
  METRIC_METHODS,
  METRIC_SCORE_STATUSES,
  SUGGESTION_OPERATIONS,
  SUGGESTION_STATUSES,
  THRESHOLD_METRICS,
  VERSION_CHANGE_TYPES,
} from '../../../shared/scoring';
import { agents } from './agents';
import { testCaseRuns, testCases, testRuns } from './testing';
import { users, workspaces } from './tenancy';

export const importanceEnum = pgEnum('importance', IMPORTANCE);
export const evaluationTypeEnum = pgEnum('evaluation_type', EVALUATION_TYPES);
export const assertionRunStatusEnum = pgEnum('assertion_run_status', ASSERTION_RUN_STATUSES);
export const suggestionStatusEnum = pgEnum('assertion_suggestion_status', SUGGESTION_STATUSES);
export const suggestionOperationEnum = pgEnum('assertion_suggestion_operation', SUGGESTION_OPERATIONS);
export const gapStatusEnum = pgEnum('assertion_gap_status', GAP_STATUSES);
export const gapSeverityEnum = pgEnum('assertion_gap_severity', GAP_SEVERITIES);
export const versionChangeTypeEnum = pgEnum('version_change_type', VERSION_CHANGE_TYPES);
export const humanApprovalEnum = pgEnum('human_approval_status', HUMAN_APPROVAL_STATUSES);
export const assertionSelectionModeEnum = pgEnum('assertion_selection_mode', ASSERTION_SELECTION_MODES);
export const thresholdMetricEnum = pgEnum('threshold_metric', THRESHOLD_METRICS);
export const metricKindEnum = pgEnum('metric_kind', METRIC_KINDS);
export const metricMethodEnum = pgEnum('metric_method', METRIC_METHODS);
export const computedMeasureEnum = pgEnum('computed_measure', COMPUTED_MEASURES);
export const metricScoreStatusEnum = pgEnum('metric_score_status', METRIC_SCORE_STATUSES);

const workspaceId = () =>
  uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });
const ts = (name: string) => timestamp(name, { withTimezone: true });
const userRef = (name: string) => uuid(name).references(() => users.id, { onDelete: 'set null' });

/** What an assertion checks; a version row freezes these so a verdict always says what it judged. */
export interface AssertionDefinition {
  importance: (typeof IMPORTANCE)[number];
  evaluationType: (typeof EVALUATION_TYPES)[number];
  evaluationConfig: Record<string, unknown>;
  assertionText: string | null;
  passCriteria: string | null;
  failCriteria: string | null;
  fewShotExamples: FewShotExample[];
}

export const assertions = pgTable(
  'assertions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    name: text('name').notNull(),
    description: text('description'),
    category: text('category'),
    icon: text('icon'),
    color: text('color'),
    importance: importanceEnum('importance').notNull().default('IMPORTANT'),
    /** When in a call the assertion applies, in words ("when the caller asks to book"). */
    trigger: text('trigger'),
    assertionText: text('assertion_text'),
    passCriteria: text('pass_criteria'),
    failCriteria: text('fail_criteria'),
    fewShotExamples: jsonb('few_shot_examples').$type<FewShotExample[]>().notNull().default([]),
    enabledForMonitoring: boolean('enabled_for_monitoring').notNull().default(false),
    enabledForTesting: boolean('enabled_for_testing').notNull().default(true),
    evaluationType: evaluationTypeEnum('evaluation_type').notNull(),
    evaluationConfig: jsonb('evaluation_config').$type<Record<string, unknown>>().notNull().default({}),
    humanApprovalStatus: humanApprovalEnum('human_approval_status').notNull().default('NOT_REQUIRED'),
    approvedById: userRef('approved_by_id'),
    approvedAt: ts('approved_at'),
    tags: text('tags').array().notNull().default([]),
    /** AUTO attachment: the agents it applies to; empty means every agent of the workspace. */
    agentIds: uuid('agent_ids').array().notNull().default([]),
    currentVersionId: uuid('current_version_id'),
    currentVersionNumber: integer('current_version_number').notNull().default(1),
    archivedAt: ts('archived_at'),
    createdById: userRef('created_by_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('assertions_workspace_idx').on(t.workspaceId)],
);

export const assertionVersions = pgTable(
  'assertion_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    assertionId: uuid('assertion_id')
      .notNull()
      .references(() => assertions.id, { onDelete: 'cascade' }),
    versionNumber: integer('version_number').notNull(),
    changeType: versionChangeTypeEnum('change_type').notNull(),
    changeSummary: text('change_summary'),
    isPublished: boolean('is_published').notNull().default(true),
    /** A change to what is checked (type, settings, criteria, importance), not only to wording. */
    isMajorVersion: boolean('is_major_version').notNull().default(false),
    name: text('name').notNull(),
    definition: jsonb('definition').$type<AssertionDefinition>().notNull(),
    createdById: userRef('created_by_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('assertion_versions_number_idx').on(t.assertionId, t.versionNumber)],
);

/** MANUAL attachment: the assertions a test case chose for itself. */
export const testCaseAssertions = pgTable(
  'test_case_assertions',
  {
    workspaceId: workspaceId(),
    testCaseId: uuid('test_case_id')
      .notNull()
      .references(() => testCases.id, { onDelete: 'cascade' }),
    assertionId: uuid('assertion_id')
      .notNull()
      .references(() => assertions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.testCaseId, t.assertionId] }), index('test_case_assertions_assertion_idx').on(t.assertionId)],
);

/** A run's scoring choices: which assertions (all attached, or a chosen set) and how many attempts per case. */
export const testRunScoring = pgTable('test_run_scoring', {
  testRunId: uuid('test_run_id')
    .primaryKey()
    .references(() => testRuns.id, { onDelete: 'cascade' }),
  workspaceId: workspaceId(),
  assertionSelectionMode: assertionSelectionModeEnum('assertion_selection_mode').notNull().default('ATTACHED'),
  assertionIds: uuid('assertion_ids').array().notNull().default([]),
  repeats: integer('repeats').notNull().default(1),
  /** Bumped by each re-score; verdicts of earlier rounds stay visible as history. */
  currentRound: integer('current_round').notNull().default(1),
});

export const assertionRuns = pgTable(
  'assertion_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    testRunId: uuid('test_run_id')
      .notNull()
      .references(() => testRuns.id, { onDelete: 'cascade' }),
    testCaseRunId: uuid('test_case_run_id')
      .notNull()
      .references(() => testCaseRuns.id, { onDelete: 'cascade' }),
    assertionId: uuid('assertion_id')
      .notNull()
      .references(() => assertions.id, { onDelete: 'cascade' }),
    assertionVersionId: uuid('assertion_version_id')
      .notNull()
      .references(() => assertionVersions.id, { onDelete: 'cascade' }),
    versionNumber: integer('version_number').notNull(),
    round: integer('round').notNull().default(1),
    importance: importanceEnum('importance').notNull(),
    status: assertionRunStatusEnum('status').notNull().default('PENDING'),
    reason: text('reason'),
    /** The message position the verdict points at. */
    turn: integer('turn'),
    /** A person's verdict replaces the scorer's for scores; status and reason above stay as the original. */
    overrideStatus: assertionRunStatusEnum('override_status'),
    overrideReason: text('override_reason'),
    overriddenById: userRef('overridden_by_id'),
    overriddenAt: ts('overridden_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('assertion_runs_case_idx').on(t.testCaseRunId, t.round),
    index('assertion_runs_run_idx').on(t.testRunId, t.round),
    index('assertion_runs_assertion_idx').on(t.workspaceId, t.assertionId),
  ],
);

/** The verdict rule's result for one case run (docs/scoring.md), recomputed after overrides. */
export const caseRunScores = pgTable(
  'case_run_scores',
  {
    testCaseRunId: uuid('test_case_run_id')
      .primaryKey()
      .references(() => testCaseRuns.id, { onDelete: 'cascade' }),
    workspaceId: workspaceId(),
    testRunId: uuid('test_run_id')
      .notNull()
      .references(() => testRuns.id, { onDelete: 'cascade' }),
    round: integer('round').notNull().default(1),
    outcomeAchieved: boolean('outcome_achieved'),
    score: real('score'),
    reason: text('reason').notNull(),
    passedCount: integer('passed_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    /** Each threshold in force and how the conversation measured against it. */
    thresholds: jsonb('thresholds').$type<Array<Record<string, unknown>>>().notNull().default([]),
    scoredAt: ts('scored_at').notNull().defaultNow(),
  },
  (t) => [index('case_run_scores_run_idx').on(t.testRunId)],
);

export const assertionSuggestions = pgTable(
  'assertion_suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    agentId: uuid('agent_id').references(() => agents.id, { onDelete: 'cascade' }),
    /** The assertion an UPDATE or DELETE suggestion is about. */
    assertionId: uuid('assertion_id').references(() => assertions.id, { onDelete: 'cascade' }),
    operation: suggestionOperationEnum('operation').notNull(),
    status: suggestionStatusEnum('status').notNull().default('PENDING'),
    confidenceScore: real('confidence_score').notNull(),
    title: text('title').notNull(),
    rationale: text('rationale'),
    proposed: jsonb('proposed').$type<Record<string, unknown>>().notNull().default({}),
    decidedById: userRef('decided_by_id'),
    decidedAt: ts('decided_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('assertion_suggestions_workspace_idx').on(t.workspaceId, t.status)],
);

export const assertionGaps = pgTable(
  'assertion_gaps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    agentId: uuid('agent_id').references(() => agents.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    severity: gapSeverityEnum('severity').notNull(),
    status: gapStatusEnum('status').notNull().default('OPEN'),
    decidedById: userRef('decided_by_id'),
    decidedAt: ts('decided_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('assertion_gaps_workspace_idx').on(t.workspaceId, t.status)],
);

/** How a custom metric is measured; frozen per version like assertions. */
export interface MetricDefinition {
  kind: (typeof METRIC_KINDS)[number];
  method: (typeof METRIC_METHODS)[number];
  measure: (typeof COMPUTED_MEASURES)[number] | null;
  prompt: string | null;
  categories: string[];
  min: number | null;
  max: number | null;
}

export const customMetrics = pgTable(
  'custom_metrics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    name: text('name').notNull(),
    description: text('description'),
    kind: metricKindEnum('kind').notNull(),
    method: metricMethodEnum('method').notNull(),
    measure: computedMeasureEnum('measure'),
    prompt: text('prompt'),
    categories: text('categories').array().notNull().default([]),
    min: real('min'),
    max: real('max'),
    enabled: boolean('enabled').notNull().default(true),
    currentVersionId: uuid('current_version_id'),
    currentVersionNumber: integer('current_version_number').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('custom_metrics_workspace_idx').on(t.workspaceId)],
);

export const customMetricVersions = pgTable(
  'custom_metric_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    metricId: uuid('metric_id')
      .notNull()
      .references(() => customMetrics.id, { onDelete: 'cascade' }),
    versionNumber: integer('version_number').notNull(),
    definition: jsonb('definition').$type<MetricDefinition>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('custom_metric_versions_number_idx').on(t.metricId, t.versionNumber)],
);

export const customMetricScores = pgTable(
  'custom_metric_scores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    metricId: uuid('metric_id')
      .notNull()
      .references(() => customMetrics.id, { onDelete: 'cascade' }),
    metricVersionId: uuid('metric_version_id')
      .notNull()
      .references(() => customMetricVersions.id, { onDelete: 'cascade' }),
    testRunId: uuid('test_run_id')
      .notNull()
      .references(() => testRuns.id, { onDelete: 'cascade' }),
    testCaseRunId: uuid('test_case_run_id')
      .notNull()
      .references(() => testCaseRuns.id, { onDelete: 'cascade' }),
    status: metricScoreStatusEnum('status').notNull(),
    numericValue: real('numeric_value'),
    categoricalValue: text('categorical_value'),
    reason: text('reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('custom_metric_scores_metric_idx').on(t.metricId, t.createdAt), index('custom_metric_scores_case_idx').on(t.testCaseRunId)],
);

/** A workspace's threshold (agentId null) or one agent's override of it. */
export const metricThresholds = pgTable(
  'metric_thresholds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    agentId: uuid('agent_id').references(() => agents.id, { onDelete: 'cascade' }),
    metric: thresholdMetricEnum('metric').notNull(),
    value: real('value').notNull(),
    importance: importanceEnum('importance').notNull().default('IMPORTANT'),
    enabledForTesting: boolean('enabled_for_testing').notNull().default(true),
    enabledForMonitoring: boolean('enabled_for_monitoring').notNull().default(false),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [unique('metric_thresholds_scope_key').on(t.workspaceId, t.agentId, t.metric).nullsNotDistinct()],
);

/** The run an agent's later runs are compared with by default. */
export const agentBaselines = pgTable('agent_baselines', {
  agentId: uuid('agent_id')
    .primaryKey()
    .references(() => agents.id, { onDelete: 'cascade' }),
  workspaceId: workspaceId(),
  testRunId: uuid('test_run_id')
    .notNull()
    .references(() => testRuns.id, { onDelete: 'cascade' }),
  setById: userRef('set_by_id'),
  setAt: ts('set_at').notNull().defaultNow(),
});
