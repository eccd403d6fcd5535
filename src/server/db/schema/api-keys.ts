import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { workspaceRoleEnum } from './enums';
import { users, workspaces } from './tenancy';

/**
 * Keys for CI and scripts. Only a SHA-256 of the key is kept (the key is shown once): keys are
 * 256 random bits, so a fast hash is as safe here as a slow one and keeps every request cheap.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The key's first characters, to tell keys apart in the list. */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    /** What the key may do: never more than its creator could when it is used. */
    role: workspaceRoleEnum('role').notNull(),
    createdById: uuid('created_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_hash_idx').on(t.keyHash), index('api_keys_workspace_idx').on(t.workspaceId)],
);
