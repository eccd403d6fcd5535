import { TRPCError } from '@trpc/server';
import { and, eq, isNull } from 'drizzle-orm';
import { users, workspaces, workspaceUsers } from '../../server/db/schema';
import { router } from '../../server/trpc/init';
import { authedProcedure } from '../../server/trpc/procedures';
import { loadBoot } from './boot';
import { ZUpdateDefaultWorkspace, ZUpdateProfile, ZUpdateTimezone } from './schema';

export const userRouter = router({
  /** The boot call: profile, admin check, default workspace with role and flags, and the gate's reason. */
  get: authedProcedure.query(async ({ ctx }) => {
    const boot = await loadBoot(ctx.services.db, ctx.user);
    if (!boot) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'USER NOT AUTHENTICATED' });
    return boot;
  }),

  updateProfile: authedProcedure.input(ZUpdateProfile).mutation(async ({ ctx, input }) => {
    await ctx.services.db.update(users).set(input).where(eq(users.id, ctx.user.id));
    return { ok: true };
  }),

  updateTimezone: authedProcedure.input(ZUpdateTimezone).mutation(async ({ ctx, input }) => {
    await ctx.services.db.update(users).set({ timezone: input.timezone }).where(eq(users.id, ctx.user.id));
    return { ok: true };
  }),

  updateDefaultWorkspace: authedProcedure.input(ZUpdateDefaultWorkspace).mutation(async ({ ctx, input }) => {
    const [member] = await ctx.services.db
      .select({ role: workspaceUsers.role })
      .from(workspaceUsers)
      .innerJoin(workspaces, eq(workspaces.id, workspaceUsers.workspaceId))
      .where(
        and(eq(workspaceUsers.userId, ctx.user.id), eq(workspaceUsers.workspaceId, input.defaultWorkspaceId), isNull(workspaces.deletedAt)),
      );
    if (!member) throw new TRPCError({ code: 'FORBIDDEN', message: 'You are not a member of this workspace' });
    await ctx.services.db.update(users).set({ defaultWorkspaceId: input.defaultWorkspaceId }).where(eq(users.id, ctx.user.id));
    return { ok: true };
  }),
});
