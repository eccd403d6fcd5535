import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ChatConnection } from '../../../shared/chat-connection';
import { encryptedText } from '../../secrets';
import { agentProviderEnum, channelEnum, chatProtocolEnum, syncModeEnum } from './enums';
import { workspaces } from './tenancy';

const workspaceId = () =>
  uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const agentGroups = pgTable(
  'agent_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    ...timestamps,
  },
  (t) => [index('agent_groups_workspace_idx').on(t.workspaceId)],
);

export const agents = pgTable(
  'agents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    name: text('name').notNull(),
    description: text('description'),
    prompt: text('prompt'),
    provider: agentProviderEnum('provider').notNull().default('CUSTOM'),
    syncMode: syncModeEnum('sync_mode').notNull().default('MANUAL'),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    groupId: uuid('group_id').references(() => agentGroups.id, { onDelete: 'set null' }),
    source: text('source'),
    sourceId: text('source_id'),
    supportedChannels: channelEnum('supported_channels').array().notNull().default(['CHAT']),
    primaryChannel: channelEnum('primary_channel').notNull().default('CHAT'),
    additionalContext: text('additional_context'),
    /** The built-in demo agent served by this app; its URL follows the server's own address. */
    isDemo: boolean('is_demo').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('agents_workspace_idx').on(t.workspaceId)],
);

/** How to reach an agent over chat (SPEC "Chat agent"); one per agent. */
export const chatAgents = pgTable('chat_agents', {
  agentId: uuid('agent_id')
    .primaryKey()
    .references(() => agents.id, { onDelete: 'cascade' }),
  workspaceId: workspaceId(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  /** Sent as a Bearer token; never returned to the browser; encrypted at rest. */
  secret: encryptedText('secret'),
  extraBody: jsonb('extra_body').$type<Record<string, unknown>>().notNull().default({}),
  protocol: chatProtocolEnum('protocol').notNull().default('REST'),
  maxTurns: integer('max_turns').notNull().default(10),
  /** Request shaping and reply mapping; null keeps the Rehearse protocol of the agent's protocol. */
  connection: jsonb('connection').$type<ChatConnection>(),
  ...timestamps,
});
