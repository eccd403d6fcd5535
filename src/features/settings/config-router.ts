import { router } from '../../server/trpc/init';
import { publicProcedure } from '../../server/trpc/init';
import { readPublicConfig } from './public-config';

export const appConfigRouter = router({
  /** Public: the sign-in page and the paywall read it before a session exists. */
  get: publicProcedure.query(() => readPublicConfig()),
});
