import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ScenarioSettings, TestCaseSnapshot } from '../../../shared/test-case-snapshot';
import { users, workspaces } from './tenancy';
import { testCases } from './testing';

// Test tags, test case versions and scenarios (datasets): the organising layer over test cases.

const workspaceId = () =>
  uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });
const ts = (name: string) => timestamp(name, { withTimezone: true });

export const testTags = pgTable(
  'test_tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    name: text('name').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('test_tags_workspace_name_idx').on(t.workspaceId, t.name)],
);

export const testCaseTags = pgTable(
  'test_case_tags',
  {
    workspaceId: workspaceId(),
    testCaseId: uuid('test_case_id')
      .notNull()
      .references(() => testCases.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => testTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.testCaseId, t.tagId] }), index('test_case_tags_tag_idx').on(t.tagId)],
);

export const testCaseVersions = pgTable(
  'test_case_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    testCaseId: uuid('test_case_id')
      .notNull()
      .references(() => testCases.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** CREATED, UPDATED, IMPORTED or RESTORED. */
    changeType: text('change_type').notNull(),
    changeDescription: text('change_description'),
    /** Which fields changed, e.g. "title, turns". */
    changeSummary: text('change_summary'),
    snapshot: jsonb('snapshot').$type<TestCaseSnapshot>().notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('test_case_versions_case_version_idx').on(t.testCaseId, t.version)],
);

export const datasets = pgTable(
  'datasets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    name: text('name').notNull(),
    description: text('description'),
    /** Defaults its cases take for any voice setting they leave unset. */
    scenarioSettings: jsonb('scenario_settings').$type<ScenarioSettings>().notNull().default({}),
    /** How its cases were gathered (e.g. a source note); free-form for teams. */
    collectionSettings: jsonb('collection_settings').$type<Record<string, string>>().notNull().default({}),
    currentVersion: integer('current_version').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('datasets_workspace_idx').on(t.workspaceId)],
);

export const datasetItems = pgTable(
  'dataset_items',
  {
    workspaceId: workspaceId(),
    datasetId: uuid('dataset_id')
      .notNull()
      .references(() => datasets.id, { onDelete: 'cascade' }),
    testCaseId: uuid('test_case_id')
      .notNull()
      .references(() => testCases.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.datasetId, t.testCaseId] }), index('dataset_items_case_idx').on(t.testCaseId)],
);

export const datasetVersions = pgTable(
  'dataset_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    datasetId: uuid('dataset_id')
      .notNull()
      .references(() => datasets.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    changeSummary: text('change_summary'),
    snapshot: jsonb('snapshot').$type<{ name: string; scenarioSettings: ScenarioSettings; testCaseIds: string[] }>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dataset_versions_idx').on(t.datasetId, t.version)],
);
