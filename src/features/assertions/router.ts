import { router } from '../../server/trpc/init';
import { workspaceProcedure } from '../../server/trpc/procedures';
import { getTestCaseAssertions, setTestCaseAssertions } from './attachments';
import {
  ZApprovalRequest,
  ZAssertionId,
  ZCreateAssertionRequest,
  ZGapDecision,
  ZSetTestCaseAssertionsRequest,
  ZSuggestionDecision,
  ZTestCaseAssertionsRequest,
  ZUpdateAssertionRequest,
} from './schema';
import { archiveAssertion, createAssertion, decideApproval, getAssertion, getAssertionName, listAssertions, updateAssertion } from './service';
import { decideGap, decideSuggestion, listGaps, listSuggestions } from './suggestions';

export const assertionRouter = router({
  getAssertions: workspaceProcedure.query(({ ctx }) => listAssertions(ctx.services.db, ctx.workspaceId)),
  get: workspaceProcedure.input(ZAssertionId).query(({ ctx, input }) => getAssertion(ctx.services.db, ctx.workspaceId, input.id)),
  getAssertionById: workspaceProcedure.input(ZAssertionId).query(({ ctx, input }) => getAssertionName(ctx.services.db, ctx.workspaceId, input.id)),
  create: workspaceProcedure
    .input(ZCreateAssertionRequest)
    .mutation(({ ctx, input }) => createAssertion(ctx.services.db, ctx.workspaceId, ctx.user.id, input)),
  update: workspaceProcedure
    .input(ZUpdateAssertionRequest)
    .mutation(({ ctx, input }) => updateAssertion(ctx.services.db, ctx.workspaceId, ctx.user.id, input)),
  archive: workspaceProcedure.input(ZAssertionId).mutation(({ ctx, input }) => archiveAssertion(ctx.services.db, ctx.workspaceId, input.id)),
  decideApproval: workspaceProcedure
    .input(ZApprovalRequest)
    .mutation(({ ctx, input }) => decideApproval(ctx.services.db, ctx.workspaceId, ctx.user.id, input.id, input.decision)),
  getTestCaseAssertions: workspaceProcedure
    .input(ZTestCaseAssertionsRequest)
    .query(({ ctx, input }) => getTestCaseAssertions(ctx.services.db, ctx.workspaceId, input.testCaseId)),
  setTestCaseAssertions: workspaceProcedure
    .input(ZSetTestCaseAssertionsRequest)
    .mutation(({ ctx, input }) => setTestCaseAssertions(ctx.services.db, ctx.workspaceId, input)),
  getSuggestions: workspaceProcedure.query(({ ctx }) => listSuggestions(ctx.services.db, ctx.workspaceId)),
  decideSuggestion: workspaceProcedure
    .input(ZSuggestionDecision)
    .mutation(({ ctx, input }) => decideSuggestion(ctx.services.db, ctx.workspaceId, ctx.user.id, input.id, input.decision)),
  getGaps: workspaceProcedure.query(({ ctx }) => listGaps(ctx.services.db, ctx.workspaceId)),
  decideGap: workspaceProcedure
    .input(ZGapDecision)
    .mutation(({ ctx, input }) => decideGap(ctx.services.db, ctx.workspaceId, ctx.user.id, input.id, input.status)),
});
