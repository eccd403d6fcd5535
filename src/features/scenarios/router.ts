import { router } from '../../server/trpc/init';
import { workspaceProcedure } from '../../server/trpc/procedures';
import { ZCreateDatasetRequest, ZDatasetId, ZUpdateDatasetRequest } from './schema';
import { createDataset, deleteDataset, getDataset, listDatasets, updateDataset } from './service';

export const datasetRouter = router({
  list: workspaceProcedure.query(({ ctx }) => listDatasets(ctx.services.db, ctx.workspaceId)),
  get: workspaceProcedure.input(ZDatasetId).query(({ ctx, input }) => getDataset(ctx.services.db, ctx.workspaceId, input.id)),
  create: workspaceProcedure.input(ZCreateDatasetRequest).mutation(({ ctx, input }) => createDataset(ctx.services.db, ctx.workspaceId, input)),
  update: workspaceProcedure.input(ZUpdateDatasetRequest).mutation(({ ctx, input }) => updateDataset(ctx.services.db, ctx.workspaceId, input)),
  delete: workspaceProcedure.input(ZDatasetId).mutation(({ ctx, input }) => deleteDataset(ctx.services.db, ctx.workspaceId, input.id)),
});
