import { router } from '../../server/trpc/init';
import { workspaceProcedure } from '../../server/trpc/procedures';
import { ZCreateTestCaseRequest, ZListTestCasesRequest, ZTestCaseId, ZUpdateTestCaseRequest } from './schema';
import { createTestCase, deleteTestCase, getTestCase, listTestCases, updateTestCase } from './service';

export const testCaseRouter = router({
  list: workspaceProcedure
    .input(ZListTestCasesRequest)
    .query(({ ctx, input }) => listTestCases(ctx.services.db, ctx.workspaceId, input.agentId)),
  get: workspaceProcedure.input(ZTestCaseId).query(({ ctx, input }) => getTestCase(ctx.services.db, ctx.workspaceId, input.id)),
  create: workspaceProcedure
    .input(ZCreateTestCaseRequest)
    .mutation(({ ctx, input }) => createTestCase(ctx.services.db, ctx.workspaceId, input)),
  update: workspaceProcedure
    .input(ZUpdateTestCaseRequest)
    .mutation(({ ctx, input }) => updateTestCase(ctx.services.db, ctx.workspaceId, input)),
  delete: workspaceProcedure.input(ZTestCaseId).mutation(({ ctx, input }) => deleteTestCase(ctx.services.db, ctx.workspaceId, input.id)),
});
