import { router } from '../../server/trpc/init';
import { workspaceProcedure } from '../../server/trpc/procedures';
import { judgeAgreement } from './agreement';
import { compareRuns, comparisonOptions, setBaseline } from './compare';
import { rescoreRun } from './rescore';
import { agentPassRates, getRunScoring, runPassRates } from './run-scores';
import { ZCaseRunRef, ZClearOverrideRequest, ZCompareRunsRequest, ZOverrideVerdictRequest, ZRunPassRatesRequest, ZSetBaselineRequest, ZTestRunRef } from './schema';
import { clearOverride, getCaseVerdicts, overrideVerdict } from './verdicts';

export const scoringRouter = router({
  getRunScoring: workspaceProcedure.input(ZTestRunRef).query(({ ctx, input }) => getRunScoring(ctx.services.db, ctx.workspaceId, input.testRunId)),
  runPassRates: workspaceProcedure.input(ZRunPassRatesRequest).query(({ ctx, input }) => runPassRates(ctx.services.db, ctx.workspaceId, input.testRunIds)),
  getCaseVerdicts: workspaceProcedure.input(ZCaseRunRef).query(({ ctx, input }) => getCaseVerdicts(ctx.services.db, ctx.workspaceId, input.caseRunId)),
  overrideVerdict: workspaceProcedure
    .input(ZOverrideVerdictRequest)
    .mutation(({ ctx, input }) => overrideVerdict(ctx.services.db, ctx.workspaceId, ctx.user.id, input)),
  clearOverride: workspaceProcedure
    .input(ZClearOverrideRequest)
    .mutation(({ ctx, input }) => clearOverride(ctx.services.db, ctx.workspaceId, input.assertionRunId)),
  rescoreRun: workspaceProcedure
    .input(ZTestRunRef)
    .mutation(({ ctx, input }) => rescoreRun(ctx.services.db, ctx.services.boss, ctx.workspaceId, input.testRunId)),
  compareRuns: workspaceProcedure
    .input(ZCompareRunsRequest)
    .query(({ ctx, input }) => compareRuns(ctx.services.db, ctx.workspaceId, input.baseRunId, input.headRunId)),
  comparisonOptions: workspaceProcedure
    .input(ZTestRunRef)
    .query(({ ctx, input }) => comparisonOptions(ctx.services.db, ctx.workspaceId, input.testRunId)),
  setBaseline: workspaceProcedure
    .input(ZSetBaselineRequest)
    .mutation(({ ctx, input }) => setBaseline(ctx.services.db, ctx.workspaceId, ctx.user.id, input.testRunId)),
  agentPassRates: workspaceProcedure.query(({ ctx }) => agentPassRates(ctx.services.db, ctx.workspaceId)),
  judgeAgreement: workspaceProcedure.query(({ ctx }) => judgeAgreement(ctx.services.db, ctx.workspaceId)),
});
