import { and, eq } from 'drizzle-orm';
import type { WorkspaceFlags } from '../../shared/flags';
import type { Db } from '../../server/db/client';
import { users, workspaces, workspaceUsers } from '../../server/db/schema';
import type { SessionUser } from '../auth/session';
import { loadWorkspaceAccess } from '../workspaces/access';

/** A workspace's stored flags: the features object plus the two flags that have columns. */
export function workspaceFlags(row: { features: Record<string, boolean> | null; voiceDisabled: boolean; showExperiments: boolean }): WorkspaceFlags {
  return { ...(row.features ?? {}), voiceDisabled: row.voiceDisabled, showExperiments: row.showExperiments };
}

/**
 * Everything the app needs to start, in one answer: the profile, whether the user is a system
 * admin, the default workspace with the caller's role and its flags, and — when the workspace
 * may not be used — the reason the paywall reads.
 */
export async function loadBoot(db: Db, user: SessionUser) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      timezone: users.timezone,
      defaultWorkspaceId: users.defaultWorkspaceId,
      workspaceName: workspaces.name,
      features: workspaces.features,
      voiceDisabled: workspaces.voiceDisabled,
      showExperiments: workspaces.showExperiments,
      organizationId: workspaces.organizationId,
      role: workspaceUsers.role,
    })
    .from(users)
    .leftJoin(workspaces, eq(workspaces.id, users.defaultWorkspaceId))
    .leftJoin(workspaceUsers, and(eq(workspaceUsers.workspaceId, workspaces.id), eq(workspaceUsers.userId, users.id)))
    .where(eq(users.id, user.id));
  if (!row) return null;
  const access = await loadWorkspaceAccess(db, user);
  const defaultWorkspace =
    row.defaultWorkspaceId && row.role && row.organizationId
      ? {
          id: row.defaultWorkspaceId,
          name: row.workspaceName ?? '',
          organizationId: row.organizationId,
          role: row.role,
          flags: workspaceFlags({ features: row.features, voiceDisabled: row.voiceDisabled ?? false, showExperiments: row.showExperiments ?? false }),
        }
      : null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    timezone: row.timezone,
    defaultWorkspaceId: row.defaultWorkspaceId,
    isAdmin: user.isSystemAdmin,
    role: row.role ?? null,
    defaultWorkspace,
    /** Why the app cannot open (the paywall classifies it), or null. */
    workspaceError: !access ? 'No default workspace found' : access.gate,
  };
}
