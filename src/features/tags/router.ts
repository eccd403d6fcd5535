import { router } from '../../server/trpc/init';
import { workspaceProcedure } from '../../server/trpc/procedures';
import { listTags } from './service';

export const tagRouter = router({
  list: workspaceProcedure.query(({ ctx }) => listTags(ctx.services.db, ctx.workspaceId)),
});
