import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../web/lib/trpc';

/** Pass rates of a page of runs in one request (Results list, Dashboard cards). */
export function usePassRates(testRunIds: string[]) {
  const trpc = useTRPC();
  const ids = testRunIds.slice(0, 200);
  return useQuery({ ...trpc.scoring.runPassRates.queryOptions({ testRunIds: ids }), enabled: ids.length > 0 }).data ?? {};
}
