import { createHash, randomBytes } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { apiKeys, users } from '../../server/db/schema';
import { roleLevel, type WorkspaceRole } from '../../shared/roles';
import type { SessionUser } from '../auth/session';
import type { TCreateApiKey } from './schema';

export const API_KEY_PREFIX = 'rh_';
const PREFIX_SHOWN = 10;
/** Last use is written at most this often per key, so a busy CI job doesn't write on every call. */
const LAST_USED_EVERY_MS = 60_000;

// Keys are 32+ random bytes, so a plain SHA-256 cannot be brute-forced back; a slow password hash
// (bcrypt/scrypt) would only add latency to every API call.
const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A caller that came with an API key: the key's workspace and role, acting as its creator. */
export interface ApiKeyCaller {
  id: string;
  workspaceId: string;
  role: WorkspaceRole;
}

export async function createApiKey(db: Db, workspaceId: string, actor: { id: string; role: string }, input: TCreateApiKey) {
  if (roleLevel(input.role) > roleLevel(actor.role)) {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'A key cannot have a higher role than yours' });
  }
  const key = API_KEY_PREFIX + randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(apiKeys)
    .values({ workspaceId, name: input.name, role: input.role, prefix: key.slice(0, PREFIX_SHOWN), keyHash: hashKey(key), createdById: actor.id })
    .returning({ id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix, role: apiKeys.role });
  // The only time the key itself leaves the server.
  return { ...row!, key };
}

export async function listApiKeys(db: Db, workspaceId: string) {
  return db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      role: apiKeys.role,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
      createdBy: users.name,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdById))
    .where(eq(apiKeys.workspaceId, workspaceId))
    .orderBy(desc(apiKeys.createdAt));
}

export async function revokeApiKey(db: Db, workspaceId: string, id: string) {
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.workspaceId, workspaceId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (!revoked.length) throw new TRPCError({ code: 'NOT_FOUND', message: 'API key not found, or already revoked' });
  return { revoked: true };
}

/** The caller behind `Authorization: Bearer rh_…`, or null for an unknown or revoked key. */
export async function apiKeyCaller(db: Db, key: string): Promise<{ user: SessionUser; apiKey: ApiKeyCaller } | null> {
  if (!key.startsWith(API_KEY_PREFIX) || key.length > 200) return null;
  const [row] = await db
    .select({
      id: apiKeys.id,
      workspaceId: apiKeys.workspaceId,
      role: apiKeys.role,
      userId: users.id,
      email: users.email,
      name: users.name,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdById))
    .where(and(eq(apiKeys.keyHash, hashKey(key)), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!row) return null;
  await db
    .update(apiKeys)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(apiKeys.id, row.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(Date.now() - LAST_USED_EVERY_MS)))));
  return {
    // A key never carries its creator's system-admin powers: it acts inside its workspace only.
    user: { id: row.userId, email: row.email, name: row.name, isSystemAdmin: false },
    apiKey: { id: row.id, workspaceId: row.workspaceId, role: row.role },
  };
}
