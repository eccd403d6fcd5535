import { and, eq } from 'drizzle-orm';
import type { Synthesizer } from '../../shared/caller-voice';
import { SYNTHESIZERS } from '../../shared/caller-voice';
import { VOICE_PROVIDERS, type VoiceProvider } from '../../shared/voice-providers';
import { DEFAULT_STT_MODEL, type SttSettings } from '../../engine/voice/stt';
import type { ProviderCredentials } from '../../engine/voice/synth';
import type { Db } from '../../server/db/client';
import { workspaceVoiceProviders } from '../../server/db/schema';
import { voiceProviderFromEnv, type VoiceProviderConfig } from './env';
import type { TUpdateVoiceProviderRequest } from './schema';

export type VoiceProviderSource = 'WORKSPACE' | 'ENVIRONMENT' | 'NONE';
type Env = Record<string, string | undefined>;

async function rowsFor(db: Db, workspaceId: string) {
  return db.select().from(workspaceVoiceProviders).where(eq(workspaceVoiceProviders.workspaceId, workspaceId));
}

/** Each provider's effective settings for a workspace: its own row, else the environment, else none. */
export async function voiceProviderConfigs(db: Db, workspaceId: string, env: Env = process.env) {
  const rows = new Map((await rowsFor(db, workspaceId)).map((r) => [r.provider, r]));
  return Object.fromEntries(
    VOICE_PROVIDERS.map((p) => {
      const row = rows.get(p);
      // A workspace row counts only when it names a key (or, for speech-to-text, an endpoint).
      const own = row && (p === 'stt' ? !!row.baseUrl : !!row.apiKey);
      const config: VoiceProviderConfig | null = own
        ? { apiKey: row.apiKey ?? '', baseUrl: row.baseUrl, model: row.model, region: row.region, userId: row.userId }
        : voiceProviderFromEnv(p, env);
      const source: VoiceProviderSource = own ? 'WORKSPACE' : config ? 'ENVIRONMENT' : 'NONE';
      return [p, { source, config, row }];
    }),
  ) as Record<VoiceProvider, { source: VoiceProviderSource; config: VoiceProviderConfig | null; row: (typeof workspaceVoiceProviders.$inferSelect) | undefined }>;
}

/** What a call needs: speech-to-text settings, the synthesiser keys, Vapi's key. */
export async function voiceProvidersForWorkspace(db: Db, workspaceId: string, env: Env = process.env) {
  const all = await voiceProviderConfigs(db, workspaceId, env);
  const stt = all.stt.config;
  const synth: Partial<Record<Synthesizer, ProviderCredentials>> = {};
  for (const s of SYNTHESIZERS) if (all[s].config) synth[s] = all[s].config!;
  return {
    stt: stt ? ({ baseUrl: stt.baseUrl!, apiKey: stt.apiKey, model: stt.model || DEFAULT_STT_MODEL } satisfies SttSettings) : null,
    synth,
    vapi: all.vapi.config,
  };
}

/** What the browser may see: never a key, only whether one is set and (for the workspace's own) its last four characters. */
export async function getVoiceSettingsView(db: Db, workspaceId: string, env: Env = process.env) {
  const all = await voiceProviderConfigs(db, workspaceId, env);
  return VOICE_PROVIDERS.map((provider) => {
    const { source, config, row } = all[provider];
    return {
      provider,
      source,
      apiKey: { configured: !!config?.apiKey, last4: source === 'WORKSPACE' ? (row?.apiKeyLast4 ?? null) : null },
      baseUrl: config?.baseUrl ?? null,
      model: config?.model ?? null,
      region: config?.region ?? null,
      userId: config?.userId ?? null,
      updatedAt: source === 'WORKSPACE' ? (row?.updatedAt ?? null) : null,
    };
  });
}

export async function saveVoiceProvider(db: Db, workspaceId: string, userId: string, input: TUpdateVoiceProviderRequest) {
  const { provider, apiKey, clearApiKey, ...rest } = input;
  const key = clearApiKey ? { apiKey: null, apiKeyLast4: null } : apiKey ? { apiKey, apiKeyLast4: apiKey.slice(-4) } : {};
  const fields = { baseUrl: rest.baseUrl || null, model: rest.model || null, region: rest.region || null, userId: rest.userId || null };
  const set = { ...fields, ...key, updatedById: userId, updatedAt: new Date() };
  await db
    .insert(workspaceVoiceProviders)
    .values({ workspaceId, provider, ...set })
    .onConflictDoUpdate({ target: [workspaceVoiceProviders.workspaceId, workspaceVoiceProviders.provider], set });
  return { ok: true };
}

/** Forgets the workspace's own settings for a provider; the server's environment applies again. */
export async function clearVoiceProvider(db: Db, workspaceId: string, provider: VoiceProvider) {
  await db.delete(workspaceVoiceProviders).where(and(eq(workspaceVoiceProviders.workspaceId, workspaceId), eq(workspaceVoiceProviders.provider, provider)));
  return { ok: true };
}
