import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { WORKSPACE_MESSAGES } from '../../shared/errors';
import { workspaces, workspaceUsers } from '../../server/db/schema';
import { router } from '../../server/trpc/init';
import { authedProcedure, permissionProcedure, workspaceProcedure } from '../../server/trpc/procedures';
import { loadWorkspaceAccess } from './access';
import { ZUpdateWorkspaceSettings } from './schema';

export const workspaceRouter = router({
  /** The app shell's gate: the default workspace's id, or the error the paywall reads. */
  ensureDefaultWorkspace: authedProcedure.query(async ({ ctx }) => {
    const access = await loadWorkspaceAccess(ctx.services.db, ctx.user);
    if (!access) throw new TRPCError({ code: 'NOT_FOUND', message: WORKSPACE_MESSAGES.noDefault });
    if (access.gate) throw new TRPCError({ code: 'FORBIDDEN', message: access.gate });
    return { id: access.workspaceId };
  }),

  list: authedProcedure.query(({ ctx }) =>
    ctx.services.db
      .select({ id: workspaces.id, name: workspaces.name, role: workspaceUsers.role })
      .from(workspaceUsers)
      .innerJoin(workspaces, eq(workspaces.id, workspaceUsers.workspaceId))
      .where(eq(workspaceUsers.userId, ctx.user.id))
      .orderBy(workspaces.name),
  ),

  get: workspaceProcedure.query(async ({ ctx }) => {
    const [ws] = await ctx.services.db
      .select({ id: workspaces.id, name: workspaces.name, concurrencyMax: workspaces.concurrencyMax, features: workspaces.features })
      .from(workspaces)
      .where(eq(workspaces.id, ctx.workspaceId));
    return { ...ws!, role: ctx.role };
  }),

  updateSettings: permissionProcedure('UPDATE_WORKSPACE_SETTINGS')
    .input(ZUpdateWorkspaceSettings)
    .mutation(async ({ ctx, input }) => {
      if (Object.values(input).some((v) => v !== undefined)) {
        await ctx.services.db.update(workspaces).set(input).where(eq(workspaces.id, ctx.workspaceId));
      }
      return { ok: true };
    }),
});
