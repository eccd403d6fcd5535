import { router } from '../../server/trpc/init';
import { workspaceProcedure } from '../../server/trpc/procedures';
import { ZThresholdId, ZUpsertThresholdRequest } from './schema';
import { deleteThreshold, listThresholds, upsertThreshold } from './service';

export const metricThresholdsRouter = router({
  list: workspaceProcedure.query(({ ctx }) => listThresholds(ctx.services.db, ctx.workspaceId)),
  upsert: workspaceProcedure.input(ZUpsertThresholdRequest).mutation(({ ctx, input }) => upsertThreshold(ctx.services.db, ctx.workspaceId, input)),
  delete: workspaceProcedure.input(ZThresholdId).mutation(({ ctx, input }) => deleteThreshold(ctx.services.db, ctx.workspaceId, input.id)),
});
