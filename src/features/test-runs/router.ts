import { EventEmitter, on } from 'node:events';
import { router } from '../../server/trpc/init';
import { workspaceProcedure } from '../../server/trpc/procedures';
import { testRunTopic, type TestRunEvent } from './events';
import { assertCreditsLeft } from '../credits/service';
import { cancelCaseRun, cancelTestRun, endCaseRun, rerunTestRun } from './interventions';
import { ZCaseRunId, ZCreateTestRunRequest, ZListTestRunsRequest, ZRerunRequest, ZTestRunId } from './schema';
import { assertRunInWorkspace, createTestRun, getCaseRun, getTestRun, getTestRunSummary, listTestRuns, previewTestRun } from './service';

export const testRunsRouter = router({
  create: workspaceProcedure
    .input(ZCreateTestRunRequest)
    .mutation(async ({ ctx, input }) => {
      await assertCreditsLeft(ctx.services.db, ctx.workspaceId);
      return createTestRun(ctx.services.db, ctx.services.boss, ctx.workspaceId, ctx.user.id, input, ctx.services.llmFallback);
    }),
  /** What `create` would start with the same input, without starting it. */
  preview: workspaceProcedure.input(ZCreateTestRunRequest).query(({ ctx, input }) => previewTestRun(ctx.services.db, ctx.workspaceId, input)),
  cancel: workspaceProcedure
    .input(ZTestRunId)
    .mutation(({ ctx, input }) => cancelTestRun(ctx.services.db, ctx.workspaceId, ctx.user.id, input.testRunId)),
  cancelCaseRun: workspaceProcedure
    .input(ZCaseRunId)
    .mutation(({ ctx, input }) => cancelCaseRun(ctx.services.db, ctx.workspaceId, ctx.user.id, input.caseRunId)),
  endCaseRun: workspaceProcedure
    .input(ZCaseRunId)
    .mutation(({ ctx, input }) => endCaseRun(ctx.services.db, ctx.workspaceId, ctx.user.id, input.caseRunId)),
  rerun: workspaceProcedure
    .input(ZRerunRequest)
    .mutation(({ ctx, input }) => rerunTestRun(ctx.services, ctx.workspaceId, ctx.user.id, input)),
  list: workspaceProcedure.input(ZListTestRunsRequest).query(({ ctx, input }) => listTestRuns(ctx.services.db, ctx.workspaceId, input)),
  get: workspaceProcedure.input(ZTestRunId).query(({ ctx, input }) => getTestRun(ctx.services.db, ctx.workspaceId, input.testRunId)),
  getTestRunSummary: workspaceProcedure
    .input(ZTestRunId)
    .query(({ ctx, input }) => getTestRunSummary(ctx.services.db, ctx.workspaceId, input.testRunId)),
  getCaseRun: workspaceProcedure.input(ZCaseRunId).query(({ ctx, input }) => getCaseRun(ctx.services.db, ctx.workspaceId, input.caseRunId)),

  /** Live progress of one run over server-sent events, fed by workers' NOTIFYs. */
  onProgress: workspaceProcedure.input(ZTestRunId).subscription(async function* ({ ctx, input, signal }) {
    await assertRunInWorkspace(ctx.services.db, ctx.workspaceId, input.testRunId);
    await ctx.services.events.listen(testRunTopic);
    const relay = new EventEmitter();
    const unsubscribe = ctx.services.events.subscribe(testRunTopic, input.testRunId, (e) => relay.emit('event', e));
    const offReconnect = ctx.services.events.onReconnect(() => relay.emit('event', { type: 'resync', testRunId: input.testRunId } satisfies TestRunEvent));
    try {
      for await (const [event] of on(relay, 'event', { signal })) yield event as TestRunEvent;
    } catch (error) {
      if (!signal?.aborted) throw error;
    } finally {
      unsubscribe();
      offReconnect();
    }
  }),
});
