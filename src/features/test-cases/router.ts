import { router } from '../../server/trpc/init';
import { workspaceProcedure } from '../../server/trpc/procedures';
import { ZCreateTestCaseRequest, ZListTestCasesRequest, ZPageTestCasesRequest, ZTestCaseId, ZUpdateTestCaseRequest } from './schema';
import { createTestCase, deleteTestCase, getTestCase, listTestCases, pageTestCases, updateTestCase } from './service';
import { listVersions } from './versions';
import { exportTestCases, importTestCases } from './transfer';
import { ZExportRequest, ZImportRequest } from './transfer-schema';

export const testCaseRouter = router({
  list: workspaceProcedure.input(ZListTestCasesRequest).query(({ ctx, input }) => listTestCases(ctx.services.db, ctx.workspaceId, input.agentId)),
  page: workspaceProcedure.input(ZPageTestCasesRequest).query(({ ctx, input }) => pageTestCases(ctx.services.db, ctx.workspaceId, input)),
  get: workspaceProcedure.input(ZTestCaseId).query(({ ctx, input }) => getTestCase(ctx.services.db, ctx.workspaceId, input.id)),
  versions: workspaceProcedure.input(ZTestCaseId).query(async ({ ctx, input }) => {
    await getTestCase(ctx.services.db, ctx.workspaceId, input.id);
    return listVersions(ctx.services.db, ctx.workspaceId, input.id);
  }),
  create: workspaceProcedure
    .input(ZCreateTestCaseRequest)
    .mutation(({ ctx, input }) => createTestCase(ctx.services.db, ctx.workspaceId, input, ctx.user.id)),
  update: workspaceProcedure
    .input(ZUpdateTestCaseRequest)
    .mutation(({ ctx, input }) => updateTestCase(ctx.services.db, ctx.workspaceId, input, ctx.user.id)),
  delete: workspaceProcedure.input(ZTestCaseId).mutation(({ ctx, input }) => deleteTestCase(ctx.services.db, ctx.workspaceId, input.id)),
  export: workspaceProcedure.input(ZExportRequest).query(({ ctx, input }) => exportTestCases(ctx.services.db, ctx.workspaceId, input)),
  import: workspaceProcedure.input(ZImportRequest).mutation(({ ctx, input }) => importTestCases(ctx.services.db, ctx.workspaceId, input, ctx.user.id)),
});
