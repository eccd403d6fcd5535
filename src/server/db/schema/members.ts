import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { workspaceRoleEnum } from './enums';
import { users, workspaces } from './tenancy';

/** An invitation to join a workspace, accepted by signing in with the invited e-mail. */
export const workspaceInvites = pgTable(
  'workspace_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: workspaceRoleEnum('role').notNull().default('WORKSPACE_MEMBER'),
    /** sha256 of the link's token; the token itself is only ever in the link. */
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workspace_invites_workspace_idx').on(t.workspaceId)],
);
