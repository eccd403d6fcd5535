import { TRPCError } from '@trpc/server';
import { isAdminRole } from '../../shared/roles';
import { router } from '../../server/trpc/init';
import { workspaceProcedure } from '../../server/trpc/procedures';
import { ZUpdateLlmSettingsRequest } from './schema';
import { clearLlmSettings, getLlmSettingsView, saveLlmSettings, testLlmSettings } from './service';

/** Changing where the workspace's model lives is for workspace admins and above. */
const llmAdminProcedure = workspaceProcedure.use(({ ctx, next }) => {
  if (!isAdminRole(ctx.role)) throw new TRPCError({ code: 'FORBIDDEN', message: 'Only a workspace admin can change the LLM settings' });
  return next();
});

export const llmSettingsRouter = router({
  get: workspaceProcedure.query(({ ctx }) => getLlmSettingsView(ctx.services.db, ctx.workspaceId, ctx.services.llmFallback)),
  update: llmAdminProcedure
    .input(ZUpdateLlmSettingsRequest)
    .mutation(({ ctx, input }) => saveLlmSettings(ctx.services.db, ctx.workspaceId, ctx.user.id, input)),
  clear: llmAdminProcedure.mutation(({ ctx }) => clearLlmSettings(ctx.services.db, ctx.workspaceId)),
  test: llmAdminProcedure.mutation(({ ctx }) => testLlmSettings(ctx.services.db, ctx.workspaceId, ctx.services.llmFallback)),
});
