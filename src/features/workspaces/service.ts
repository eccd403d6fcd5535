import { TRPCError } from '@trpc/server';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { hasPermission, type Permission, roleLevel, type WorkspaceRole } from '../../shared/roles';
import type { Db } from '../../server/db/client';
import { users, workspaces, workspaceUsers } from '../../server/db/schema';

/** The caller's role in a given workspace (not necessarily their default), checked against a permission. */
async function requireIn(db: Db, userId: string, workspaceId: string, permission: Permission) {
  const [row] = await db
    .select({ role: workspaceUsers.role, organizationId: workspaces.organizationId })
    .from(workspaceUsers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceUsers.workspaceId))
    .where(and(eq(workspaceUsers.userId, userId), eq(workspaceUsers.workspaceId, workspaceId), isNull(workspaces.deletedAt)));
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: 'Workspace not found' });
  if (!hasPermission(row.role, permission)) {
    throw new TRPCError({ code: 'FORBIDDEN', message: `You do not have permission to ${permission.toLowerCase().replaceAll('_', ' ')}` });
  }
  return row;
}

export async function listWorkspaces(db: Db, userId: string) {
  return db
    .select({ id: workspaces.id, name: workspaces.name, role: workspaceUsers.role })
    .from(workspaceUsers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceUsers.workspaceId))
    .where(and(eq(workspaceUsers.userId, userId), isNull(workspaces.deletedAt)))
    .orderBy(workspaces.name);
}

/** A new workspace in the caller's organization; the creator keeps at least owner rights in it. */
export async function createWorkspace(db: Db, actor: { userId: string; role: WorkspaceRole; organizationId: string }, name: string) {
  const role: WorkspaceRole = roleLevel(actor.role) > roleLevel('WORKSPACE_OWNER') ? actor.role : 'WORKSPACE_OWNER';
  return db.transaction(async (tx) => {
    const [ws] = await tx.insert(workspaces).values({ name, organizationId: actor.organizationId }).returning({ id: workspaces.id });
    await tx.insert(workspaceUsers).values({ workspaceId: ws!.id, userId: actor.userId, role });
    return { id: ws!.id };
  });
}

/** Renaming takes owner rights in that workspace (the same bit that adds workspaces). */
export async function renameWorkspace(db: Db, userId: string, workspaceId: string, name: string) {
  await requireIn(db, userId, workspaceId, 'ADD_WORKSPACE');
  await db.update(workspaces).set({ name }).where(eq(workspaces.id, workspaceId));
}

/**
 * Marks the workspace deleted. Everyone whose default it was moves to another workspace of
 * theirs, so only people with nowhere else to go see the deleted-workspace screen.
 */
export async function deleteWorkspace(db: Db, userId: string, workspaceId: string) {
  await requireIn(db, userId, workspaceId, 'DELETE_WORKSPACE');
  const others = await listWorkspaces(db, userId);
  if (!others.some((w) => w.id !== workspaceId)) {
    throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'Create another workspace before deleting your last one' });
  }
  await db.transaction(async (tx) => {
    await tx.update(workspaces).set({ deletedAt: new Date() }).where(eq(workspaces.id, workspaceId));
    const stranded = await tx.select({ id: users.id }).from(users).where(eq(users.defaultWorkspaceId, workspaceId));
    for (const u of stranded) {
      const [next] = await tx
        .select({ id: workspaceUsers.workspaceId })
        .from(workspaceUsers)
        .innerJoin(workspaces, eq(workspaces.id, workspaceUsers.workspaceId))
        .where(and(eq(workspaceUsers.userId, u.id), ne(workspaceUsers.workspaceId, workspaceId), isNull(workspaces.deletedAt)))
        .limit(1);
      if (next) await tx.update(users).set({ defaultWorkspaceId: next.id }).where(eq(users.id, u.id));
    }
  });
}
