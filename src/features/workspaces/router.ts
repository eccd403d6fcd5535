import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { WORKSPACE_MESSAGES } from '../../shared/errors';
import { workspaces } from '../../server/db/schema';
import { router } from '../../server/trpc/init';
import { authedProcedure, permissionProcedure, workspaceProcedure } from '../../server/trpc/procedures';
import { loadWorkspaceAccess } from './access';
import { ZCreateWorkspace, ZDeleteWorkspace, ZRenameWorkspace, ZUpdateWorkspaceSettings } from './schema';
import { createWorkspace, deleteWorkspace, listWorkspaces, renameWorkspace } from './service';

export const workspaceRouter = router({
  /** The app shell's gate: the default workspace's id, or the error the paywall reads. */
  ensureDefaultWorkspace: authedProcedure.query(async ({ ctx }) => {
    const access = await loadWorkspaceAccess(ctx.services.db, ctx.user);
    if (!access) throw new TRPCError({ code: 'NOT_FOUND', message: WORKSPACE_MESSAGES.noDefault });
    if (access.gate) throw new TRPCError({ code: 'FORBIDDEN', message: access.gate });
    return { id: access.workspaceId };
  }),

  list: authedProcedure.query(({ ctx }) => listWorkspaces(ctx.services.db, ctx.user.id)),

  create: permissionProcedure('ADD_WORKSPACE')
    .input(ZCreateWorkspace)
    .mutation(({ ctx, input }) =>
      createWorkspace(ctx.services.db, { userId: ctx.user.id, role: ctx.role, organizationId: ctx.organizationId }, input.name),
    ),

  rename: authedProcedure.input(ZRenameWorkspace).mutation(async ({ ctx, input }) => {
    await renameWorkspace(ctx.services.db, ctx.user.id, input.workspaceId, input.name);
    return { ok: true };
  }),

  delete: authedProcedure.input(ZDeleteWorkspace).mutation(async ({ ctx, input }) => {
    await deleteWorkspace(ctx.services.db, ctx.user.id, input.workspaceId);
    return { ok: true };
  }),

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
