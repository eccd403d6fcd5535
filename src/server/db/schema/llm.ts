import { boolean, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { encryptedText } from '../../secrets';
import { users, workspaces } from './tenancy';

/**
 * A workspace's own OpenAI-compatible model, used by the LLM caller and the LLM judge. Without
 * a row the server's environment (LLM_BASE_URL, ...) is used. The key is stored encrypted and
 * only its last four characters are ever shown again.
 */
export const workspaceLlmSettings = pgTable('workspace_llm_settings', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  baseUrl: text('base_url').notNull(),
  /** Encrypted at rest; read and written as plain text by the server only. */
  apiKey: encryptedText('api_key'),
  apiKeyLast4: text('api_key_last4'),
  model: text('model').notNull(),
  temperature: real('temperature').notNull(),
  stream: boolean('stream').notNull().default(false),
  updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
