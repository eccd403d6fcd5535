import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { VOICE_PROVIDERS } from '../../../shared/voice-providers';
import { encryptedText } from '../../secrets';
import { users, workspaces } from './tenancy';

/**
 * A workspace's keys for voice services (speech-to-text, hosted synthesisers, Vapi), one row per
 * provider. Without a row the server's environment applies. Keys are encrypted at rest and only
 * their last four characters are ever shown again.
 */
export const workspaceVoiceProviders = pgTable(
  'workspace_voice_providers',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: VOICE_PROVIDERS }).notNull(),
    apiKey: encryptedText('api_key'),
    apiKeyLast4: text('api_key_last4'),
    /** The endpoint (required for speech-to-text; else replaces the provider's public host). */
    baseUrl: text('base_url'),
    model: text('model'),
    /** Azure's region. */
    region: text('region'),
    /** PlayHT's user id. */
    userId: text('user_id'),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.provider] })],
);
