import { createHash } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { users, workspaceInvites, workspaces, workspaceUsers } from '../../server/db/schema';
import type { SessionUser } from '../auth/session';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const INVALID = 'This invitation is no longer valid. Ask for a new one.';

async function openInvite(db: Db, token: string) {
  const [invite] = await db
    .select({ id: workspaceInvites.id, email: workspaceInvites.email, role: workspaceInvites.role, workspaceId: workspaces.id, workspaceName: workspaces.name })
    .from(workspaceInvites)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvites.workspaceId))
    .where(
      and(
        eq(workspaceInvites.tokenHash, hashToken(token)),
        isNull(workspaceInvites.acceptedAt),
        gt(workspaceInvites.expiresAt, new Date()),
        isNull(workspaces.deletedAt),
      ),
    );
  if (!invite) throw new TRPCError({ code: 'NOT_FOUND', message: INVALID });
  return invite;
}

/** What the invitation page shows: the workspace, the role, and whether this account is the invited one. */
export async function describeInvite(db: Db, user: SessionUser, token: string) {
  const invite = await openInvite(db, token);
  return { workspaceName: invite.workspaceName, role: invite.role, email: invite.email, matches: invite.email === user.email.toLowerCase() };
}

/** Joins the workspace with the invited role and makes it the default, so the app opens there. */
export async function acceptInvite(db: Db, user: SessionUser, token: string) {
  const invite = await openInvite(db, token);
  if (invite.email !== user.email.toLowerCase()) {
    throw new TRPCError({ code: 'FORBIDDEN', message: `This invitation is for ${invite.email}. Sign in with that address to accept it.` });
  }
  await db.transaction(async (tx) => {
    await tx.insert(workspaceUsers).values({ workspaceId: invite.workspaceId, userId: user.id, role: invite.role }).onConflictDoNothing();
    await tx.update(workspaceInvites).set({ acceptedAt: new Date() }).where(eq(workspaceInvites.id, invite.id));
    await tx.update(users).set({ defaultWorkspaceId: invite.workspaceId }).where(eq(users.id, user.id));
  });
  return { workspaceId: invite.workspaceId };
}
