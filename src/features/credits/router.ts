import { TRPCError } from '@trpc/server';
import { isAdminRole } from '../../shared/roles';
import { router } from '../../server/trpc/init';
import { workspaceProcedure } from '../../server/trpc/procedures';
import { ZCreateTestRunRequest } from '../test-runs/schema';
import { ZCreditsPage, ZSetMonthlyCredits } from './schema';
import { creditsOverview, estimateRunCredits, setMonthlyCredits } from './service';

const adminProcedure = workspaceProcedure.use(({ ctx, next }) => {
  if (!isAdminRole(ctx.role)) throw new TRPCError({ code: 'FORBIDDEN', message: 'Only a workspace admin can see the credits' });
  return next();
});

export const creditsRouter = router({
  /** What a run request would cost at most, and what is left; anyone who may start runs may ask. */
  estimate: workspaceProcedure.input(ZCreateTestRunRequest).query(({ ctx, input }) => estimateRunCredits(ctx.services.db, ctx.workspaceId, input)),
  overview: adminProcedure.input(ZCreditsPage).query(({ ctx, input }) => creditsOverview(ctx.services.db, ctx.workspaceId, input.page)),
  /** The monthly grant is the operator's to set (a system admin), not the workspace's own. */
  setMonthly: adminProcedure.input(ZSetMonthlyCredits).mutation(({ ctx, input }) => {
    if (!ctx.user.isSystemAdmin) throw new TRPCError({ code: 'FORBIDDEN', message: 'Only a system admin can change the monthly credits' });
    return setMonthlyCredits(ctx.services.db, ctx.workspaceId, input.monthlyCredits);
  }),
});
