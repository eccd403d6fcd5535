import { router } from '../../server/trpc/init';
import { authedProcedure, permissionProcedure } from '../../server/trpc/procedures';
import { acceptInvite, describeInvite } from './invites';
import { ZInviteMember, ZInviteToken, ZRemoveMember, ZRevokeInvite, ZUpdateMemberRole } from './schema';
import { inviteMember, listInvites, listMembers, removeMember, revokeInvite, type Scope, updateMemberRole } from './service';

const scopeOf = (ctx: { workspaceId: string; user: { id: string }; role: Scope['actorRole'] }): Scope => ({
  workspaceId: ctx.workspaceId,
  actorId: ctx.user.id,
  actorRole: ctx.role,
});

/** The current workspace's team; each action is guarded by its permission bit. */
export const membersRouter = router({
  list: permissionProcedure('LIST_MEMBERS').query(({ ctx }) => listMembers(ctx.services.db, scopeOf(ctx))),
  listInvites: permissionProcedure('INVITE_MEMBER').query(({ ctx }) => listInvites(ctx.services.db, scopeOf(ctx))),
  invite: permissionProcedure('INVITE_MEMBER')
    .input(ZInviteMember)
    .mutation(({ ctx, input }) => inviteMember(ctx.services.db, scopeOf(ctx), input, ctx.services.publicUrl())),
  revokeInvite: permissionProcedure('INVITE_MEMBER')
    .input(ZRevokeInvite)
    .mutation(async ({ ctx, input }) => {
      await revokeInvite(ctx.services.db, scopeOf(ctx), input.inviteId);
      return { ok: true };
    }),
  updateRole: permissionProcedure('UPDATE_MEMBER')
    .input(ZUpdateMemberRole)
    .mutation(async ({ ctx, input }) => {
      await updateMemberRole(ctx.services.db, scopeOf(ctx), input.userId, input.role);
      return { ok: true };
    }),
  remove: permissionProcedure('REMOVE_MEMBER')
    .input(ZRemoveMember)
    .mutation(async ({ ctx, input }) => {
      await removeMember(ctx.services.db, scopeOf(ctx), input.userId);
      return { ok: true };
    }),
  /** Any signed-in user, whatever their own workspace's state: the invite is how they get in. */
  describeInvite: authedProcedure.input(ZInviteToken).query(({ ctx, input }) => describeInvite(ctx.services.db, ctx.user, input.token)),
  acceptInvite: authedProcedure.input(ZInviteToken).mutation(({ ctx, input }) => acceptInvite(ctx.services.db, ctx.user, input.token)),
});
