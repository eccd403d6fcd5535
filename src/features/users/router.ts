import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { users, workspaces, workspaceUsers } from '../../server/db/schema';
import { router } from '../../server/trpc/init';
import { authedProcedure } from '../../server/trpc/procedures';
import { ZUpdateDefaultWorkspace, ZUpdateTimezone } from './schema';

export const userRouter = router({
  get: authedProcedure.query(async ({ ctx }) => {
    const [row] = await ctx.services.db
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
        role: workspaceUsers.role,
      })
      .from(users)
      .leftJoin(workspaces, eq(workspaces.id, users.defaultWorkspaceId))
      .leftJoin(workspaceUsers, and(eq(workspaceUsers.workspaceId, workspaces.id), eq(workspaceUsers.userId, users.id)))
      .where(eq(users.id, ctx.user.id));
    if (!row) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'USER NOT AUTHENTICATED' });
    const { workspaceName, features, voiceDisabled, showExperiments, ...profile } = row;
    return {
      ...profile,
      isAdmin: ctx.user.isSystemAdmin,
      defaultWorkspace: row.defaultWorkspaceId
        ? { id: row.defaultWorkspaceId, name: workspaceName ?? '', ...(features ?? {}), voiceDisabled, showExperiments }
        : null,
    };
  }),

  updateTimezone: authedProcedure.input(ZUpdateTimezone).mutation(async ({ ctx, input }) => {
    await ctx.services.db.update(users).set({ timezone: input.timezone }).where(eq(users.id, ctx.user.id));
    return { ok: true };
  }),

  updateDefaultWorkspace: authedProcedure.input(ZUpdateDefaultWorkspace).mutation(async ({ ctx, input }) => {
    const [member] = await ctx.services.db
      .select({ role: workspaceUsers.role })
      .from(workspaceUsers)
      .where(and(eq(workspaceUsers.userId, ctx.user.id), eq(workspaceUsers.workspaceId, input.defaultWorkspaceId)));
    if (!member) throw new TRPCError({ code: 'FORBIDDEN', message: 'You are not a member of this workspace' });
    await ctx.services.db.update(users).set({ defaultWorkspaceId: input.defaultWorkspaceId }).where(eq(users.id, ctx.user.id));
    return { ok: true };
  }),
});
