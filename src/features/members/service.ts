import { createHash, randomBytes } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { INVITE_TTL_DAYS } from '../../shared/constants';
import { assignableRoles, canManageMember, compareRolesForDisplay, type WorkspaceRole } from '../../shared/roles';
import type { Db } from '../../server/db/client';
import { users, workspaceInvites, workspaces, workspaceUsers } from '../../server/db/schema';
import { sendInviteMail } from './mailer';
import type { TInviteMember } from './schema';

export interface Scope {
  workspaceId: string;
  actorId: string;
  actorRole: WorkspaceRole;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const forbidden = (message: string) => new TRPCError({ code: 'FORBIDDEN', message });

export async function listMembers(db: Db, scope: Scope) {
  const rows = await db
    .select({ userId: users.id, name: users.name, email: users.email, role: workspaceUsers.role, joinedAt: workspaceUsers.createdAt })
    .from(workspaceUsers)
    .innerJoin(users, eq(users.id, workspaceUsers.userId))
    .where(eq(workspaceUsers.workspaceId, scope.workspaceId));
  return rows.sort((a, b) => compareRolesForDisplay(a.role, b.role) || a.name.localeCompare(b.name));
}

export async function listInvites(db: Db, scope: Scope) {
  return db
    .select({ id: workspaceInvites.id, email: workspaceInvites.email, role: workspaceInvites.role, expiresAt: workspaceInvites.expiresAt })
    .from(workspaceInvites)
    .where(and(eq(workspaceInvites.workspaceId, scope.workspaceId), isNull(workspaceInvites.acceptedAt), gt(workspaceInvites.expiresAt, new Date())))
    .orderBy(workspaceInvites.createdAt);
}

/** Creates the link and mails it when SMTP is set up; the link is returned either way so it can be copied. */
export async function inviteMember(db: Db, scope: Scope, input: TInviteMember, publicUrl: string) {
  if (!assignableRoles(scope.actorRole).includes(input.role as WorkspaceRole)) throw forbidden('You cannot invite someone with a role above your own');
  const [already] = await db
    .select({ id: users.id })
    .from(workspaceUsers)
    .innerJoin(users, eq(users.id, workspaceUsers.userId))
    .where(and(eq(workspaceUsers.workspaceId, scope.workspaceId), sql`lower(${users.email}) = ${input.email}`));
  if (already) throw new TRPCError({ code: 'CONFLICT', message: `${input.email} is already a member of this workspace` });
  const token = randomBytes(32).toString('base64url');
  await db.insert(workspaceInvites).values({
    workspaceId: scope.workspaceId,
    email: input.email,
    role: input.role as WorkspaceRole,
    tokenHash: hashToken(token),
    invitedBy: scope.actorId,
    expiresAt: new Date(Date.now() + INVITE_TTL_DAYS * 86_400_000),
  });
  const [ws] = await db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, scope.workspaceId));
  const link = `${publicUrl.replace(/\/$/, '')}/invite/${token}`;
  let emailed = false;
  try {
    emailed = await sendInviteMail(input.email, ws?.name ?? 'a workspace', link);
  } catch (error) {
    // The invitation stands; the inviter gets the link to pass on by hand.
    console.warn('[invite] mail not sent:', (error as Error).message);
  }
  return { link, emailed };
}

export async function revokeInvite(db: Db, scope: Scope, inviteId: string) {
  await db.delete(workspaceInvites).where(and(eq(workspaceInvites.id, inviteId), eq(workspaceInvites.workspaceId, scope.workspaceId)));
}

async function memberRole(db: Db, workspaceId: string, userId: string) {
  const [row] = await db
    .select({ role: workspaceUsers.role })
    .from(workspaceUsers)
    .where(and(eq(workspaceUsers.workspaceId, workspaceId), eq(workspaceUsers.userId, userId)));
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: 'Member not found' });
  return row.role;
}

export async function updateMemberRole(db: Db, scope: Scope, userId: string, role: string) {
  if (userId === scope.actorId) throw forbidden('You cannot change your own role');
  const current = await memberRole(db, scope.workspaceId, userId);
  if (!canManageMember(scope.actorRole, current) || !assignableRoles(scope.actorRole).includes(role as WorkspaceRole)) {
    throw forbidden('You cannot give or change a role above your own');
  }
  await db
    .update(workspaceUsers)
    .set({ role: role as WorkspaceRole })
    .where(and(eq(workspaceUsers.workspaceId, scope.workspaceId), eq(workspaceUsers.userId, userId)));
}

export async function removeMember(db: Db, scope: Scope, userId: string) {
  if (userId === scope.actorId) throw forbidden('You cannot remove yourself');
  const current = await memberRole(db, scope.workspaceId, userId);
  if (!canManageMember(scope.actorRole, current)) throw forbidden('You cannot remove a member above your own role');
  await db.transaction(async (tx) => {
    await tx.delete(workspaceUsers).where(and(eq(workspaceUsers.workspaceId, scope.workspaceId), eq(workspaceUsers.userId, userId)));
    // Their default moves to another workspace of theirs, if any, so their next load still opens.
    const [other] = await tx.select({ id: workspaceUsers.workspaceId }).from(workspaceUsers).where(eq(workspaceUsers.userId, userId)).limit(1);
    await tx
      .update(users)
      .set({ defaultWorkspaceId: other?.id ?? null })
      .where(and(eq(users.id, userId), eq(users.defaultWorkspaceId, scope.workspaceId)));
  });
}
