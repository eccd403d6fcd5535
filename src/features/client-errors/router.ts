import { router } from '../../server/trpc/init';
import { publicProcedure } from '../../server/trpc/init';
import { ZClientErrorReport } from './schema';

/**
 * Browser errors land in the server log, tagged with where they happened and who saw them.
 * The identity comes from the session, never from the report, so a report cannot speak for
 * someone else.
 */
export const clientErrorsRouter = router({
  report: publicProcedure.input(ZClientErrorReport).mutation(({ ctx, input }) => {
    const entry = {
      source: 'browser',
      level: input.level,
      route: input.route,
      workspaceId: input.workspaceId,
      userId: ctx.user?.id ?? null,
      userEmail: ctx.user?.email ?? null,
      errorClass: input.errorClass,
      fingerprint: input.fingerprint,
      stack: input.stack,
    };
    const log = ctx.req.log;
    if (input.level === 'warning') log.warn(entry, input.message);
    else if (input.level === 'fatal') log.fatal(entry, input.message);
    else log.error(entry, input.message);
    ctx.services.errors.capture({
      level: input.level,
      message: input.message,
      type: input.errorClass,
      stack: input.stack,
      tags: { source: 'browser', route: input.route, workspaceId: input.workspaceId, errorClass: input.errorClass },
      user: { id: entry.userId, email: entry.userEmail },
      fingerprint: input.fingerprint,
    });
    return { ok: true };
  }),
});
