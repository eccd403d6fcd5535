import { TRPCError } from '@trpc/server';
import { isAdminRole } from '../../shared/roles';
import { router } from '../../server/trpc/init';
import { workspaceProcedure } from '../../server/trpc/procedures';
import { ZApiKeyId, ZCreateApiKey } from './schema';
import { createApiKey, listApiKeys, revokeApiKey } from './service';

/** Keys are workspace admins' business, and only from a signed-in session: a key cannot mint keys. */
const keyAdminProcedure = workspaceProcedure.use(({ ctx, next }) => {
  if (ctx.apiKey) throw new TRPCError({ code: 'FORBIDDEN', message: 'API keys cannot manage API keys; sign in to do this' });
  if (!isAdminRole(ctx.role)) throw new TRPCError({ code: 'FORBIDDEN', message: 'Only a workspace admin can manage API keys' });
  return next();
});

export const apiKeysRouter = router({
  list: keyAdminProcedure.query(({ ctx }) => listApiKeys(ctx.services.db, ctx.workspaceId)),
  create: keyAdminProcedure.input(ZCreateApiKey).mutation(({ ctx, input }) => createApiKey(ctx.services.db, ctx.workspaceId, { id: ctx.user.id, role: ctx.role }, input)),
  revoke: keyAdminProcedure.input(ZApiKeyId).mutation(({ ctx, input }) => revokeApiKey(ctx.services.db, ctx.workspaceId, input.id)),
});
