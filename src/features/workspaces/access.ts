import { and, eq } from 'drizzle-orm';
import { WORKSPACE_MESSAGES } from '../../shared/errors';
import type { Db } from '../../server/db/client';
import { organizations, users, workspaces, workspaceUsers } from '../../server/db/schema';
import type { SessionUser } from '../auth/session';

export interface WorkspaceAccess {
  workspaceId: string;
  workspaceName: string;
  organizationId: string;
  role: string;
  /** Why the paywall shows instead of the app, or null when the workspace is open. */
  gate: string | null;
}

/**
 * The caller's default workspace (or the given one, for an API key), their role in it, and
 * whether their organization may use it. Null when they are not a member.
 */
export async function loadWorkspaceAccess(db: Db, user: SessionUser, workspaceId?: string): Promise<WorkspaceAccess | null> {
  const [row] = await db
    .select({
      workspaceId: workspaces.id,
      workspaceName: workspaces.name,
      deletedAt: workspaces.deletedAt,
      organizationId: organizations.id,
      admittedAt: organizations.admittedAt,
      trialEndsAt: organizations.trialEndsAt,
      role: workspaceUsers.role,
    })
    .from(users)
    .innerJoin(workspaces, eq(workspaces.id, workspaceId ?? users.defaultWorkspaceId))
    .innerJoin(organizations, eq(organizations.id, workspaces.organizationId))
    .innerJoin(workspaceUsers, and(eq(workspaceUsers.workspaceId, workspaces.id), eq(workspaceUsers.userId, users.id)))
    .where(eq(users.id, user.id))
    .limit(1);
  if (!row) return null;
  return {
    workspaceId: row.workspaceId,
    workspaceName: row.workspaceName,
    organizationId: row.organizationId,
    role: row.role,
    gate: user.isSystemAdmin ? null : gateFor(row),
  };
}

function gateFor(row: { deletedAt: Date | null; admittedAt: Date | null; trialEndsAt: Date | null }): string | null {
  if (row.deletedAt) return 'This workspace no longer exists';
  if (!row.admittedAt) return WORKSPACE_MESSAGES.notAdmitted;
  if (row.trialEndsAt && row.trialEndsAt.getTime() < Date.now()) return WORKSPACE_MESSAGES.trialEnded;
  return null;
}
