import { router } from '../../server/trpc/init';
import { workspaceProcedure } from '../../server/trpc/procedures';
import { ZEvalFields, ZEvalId, ZUpdateEvalRequest } from './schema';
import { createEval, deleteEval, getEval, listEvals, updateEval } from './service';

export const evalsRouter = router({
  list: workspaceProcedure.query(({ ctx }) => listEvals(ctx.services.db, ctx.workspaceId)),
  getEval: workspaceProcedure.input(ZEvalId).query(({ ctx, input }) => getEval(ctx.services.db, ctx.workspaceId, input.id)),
  create: workspaceProcedure.input(ZEvalFields).mutation(({ ctx, input }) => createEval(ctx.services.db, ctx.workspaceId, input)),
  update: workspaceProcedure.input(ZUpdateEvalRequest).mutation(({ ctx, input }) => updateEval(ctx.services.db, ctx.workspaceId, input.id, input.fields)),
  delete: workspaceProcedure.input(ZEvalId).mutation(({ ctx, input }) => deleteEval(ctx.services.db, ctx.workspaceId, input.id)),
});
