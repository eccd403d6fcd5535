import { router } from '../../server/trpc/init';
import { workspaceProcedure } from '../../server/trpc/procedures';
import { ZAgentId, ZCreateAgentRequest, ZTestConnectionRequest, ZUpdateAgentRequest } from './schema';
import { testConnection } from './test-connection';
import { assertAgentUrlAllowed } from './url-check';
import { createAgent, deleteAgent, getAgent, listAgents, updateAgent } from './service';

export const customerVoiceAgentRouter = router({
  list: workspaceProcedure.query(({ ctx }) => listAgents(ctx.services.db, ctx.workspaceId)),
  get: workspaceProcedure.input(ZAgentId).query(({ ctx, input }) => getAgent(ctx.services.db, ctx.workspaceId, input.id)),
  create: workspaceProcedure
    .input(ZCreateAgentRequest)
    .mutation(async ({ ctx, input }) => {
      await assertAgentUrlAllowed(input.chat.url, input.chat.protocol, ctx.services.publicUrl());
      return createAgent(ctx.services.db, ctx.workspaceId, input);
    }),
  update: workspaceProcedure
    .input(ZUpdateAgentRequest)
    .mutation(async ({ ctx, input }) => {
      await assertAgentUrlAllowed(input.chat.url, input.chat.protocol, ctx.services.publicUrl());
      return updateAgent(ctx.services.db, ctx.workspaceId, input);
    }),
  /** Sends one message with unsaved settings and shows the raw exchange; obeys the URL policy. */
  testConnection: workspaceProcedure
    .input(ZTestConnectionRequest)
    .mutation(({ ctx, input }) => testConnection(ctx.services.db, ctx.workspaceId, ctx.services.publicUrl(), input)),
  delete: workspaceProcedure.input(ZAgentId).mutation(({ ctx, input }) => deleteAgent(ctx.services.db, ctx.workspaceId, input.id)),
});
