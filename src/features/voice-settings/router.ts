import { TRPCError } from '@trpc/server';
import { isAdminRole } from '../../shared/roles';
import { router } from '../../server/trpc/init';
import { workspaceProcedure } from '../../server/trpc/procedures';
import { ZClearVoiceProviderRequest, ZUpdateVoiceProviderRequest } from './schema';
import { clearVoiceProvider, getVoiceSettingsView, saveVoiceProvider } from './service';

/** Voice provider keys are for workspace admins and above, as the LLM settings are. */
const voiceAdminProcedure = workspaceProcedure.use(({ ctx, next }) => {
  if (!isAdminRole(ctx.role)) throw new TRPCError({ code: 'FORBIDDEN', message: 'Only a workspace admin can change the voice providers' });
  return next();
});

export const voiceSettingsRouter = router({
  get: workspaceProcedure.query(({ ctx }) => getVoiceSettingsView(ctx.services.db, ctx.workspaceId)),
  update: voiceAdminProcedure
    .input(ZUpdateVoiceProviderRequest)
    .mutation(({ ctx, input }) => saveVoiceProvider(ctx.services.db, ctx.workspaceId, ctx.user.id, input)),
  clear: voiceAdminProcedure.input(ZClearVoiceProviderRequest).mutation(({ ctx, input }) => clearVoiceProvider(ctx.services.db, ctx.workspaceId, input.provider)),
});
