import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_CONCURRENCY_MAX } from '../../../shared/constants';
import { accessLevelEnum, discoveryModeEnum, workspaceRoleEnum } from './enums';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** Null until a system admin admits the organization; the paywall shows until then. */
  admittedAt: timestamp('admitted_at', { withTimezone: true }),
  /** Null means no end; past it the trial-ended paywall shows. */
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash'),
  timezone: text('timezone'),
  isSystemAdmin: boolean('is_system_admin').notNull().default(false),
  defaultWorkspaceId: uuid('default_workspace_id'),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie token, so a database leak does not leak live sessions. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_attempts_key_idx').on(t.key, t.createdAt)],
);

export const workspaces = pgTable('workspaces', {
  id: uuid('id').primaryKey().defaultRandom(),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  features: jsonb('features').$type<Record<string, boolean>>().notNull().default({}),
  voiceDisabled: boolean('voice_disabled').notNull().default(false),
  showExperiments: boolean('show_experiments').notNull().default(false),
  sendPdfReports: boolean('send_pdf_reports').notNull().default(false),
  concurrencySetting: text('concurrency_setting'),
  concurrencyMax: integer('concurrency_max').notNull().default(DEFAULT_CONCURRENCY_MAX),
  concurrencyDurationInMinutes: integer('concurrency_duration_in_minutes'),
  discoveryMode: discoveryModeEnum('discovery_mode').notNull().default('AUTO'),
  inboundCallWhitelistEnabled: boolean('inbound_call_whitelist_enabled').notNull().default(false),
  accessLevel: accessLevelEnum('access_level').notNull().default('PRIVATE'),
  globalFromNumbers: jsonb('global_from_numbers').$type<string[]>().notNull().default([]),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const workspaceUsers = pgTable(
  'workspace_users',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: workspaceRoleEnum('role').notNull().default('WORKSPACE_MEMBER'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.userId] }), index('workspace_users_user_idx').on(t.userId)],
);
