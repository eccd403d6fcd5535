import { skipToken, useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useEffect, useMemo, useRef } from 'react';
import { throttle } from '../../../web/lib/throttle';
import { useTRPC } from '../../../web/lib/trpc';

const REFRESH_EVERY_MS = 250;

/**
 * Live progress over SSE: each event refetches the run (at most ~4 times a second) and the open
 * transcript. No polling; the subscription closes once the run is finished.
 */
export function useRunProgress(testRunId: string, live: boolean, openCaseRunId: string | null) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const openRef = useRef(openCaseRunId);
  openRef.current = openCaseRunId;

  const refresh = useMemo(
    () =>
      throttle(() => {
        void queryClient.invalidateQueries({ queryKey: trpc.testRuns.get.queryKey({ testRunId }) });
        const open = openRef.current;
        if (open) void queryClient.invalidateQueries({ queryKey: trpc.testRuns.getCaseRun.queryKey({ caseRunId: open }) });
      }, REFRESH_EVERY_MS),
    [queryClient, trpc, testRunId],
  );
  useEffect(() => () => refresh.cancel(), [refresh]);

  return useSubscription(
    trpc.testRuns.onProgress.subscriptionOptions(live ? { testRunId } : skipToken, {
      // Catch up on anything that happened between the first fetch and the stream opening.
      onStarted: refresh,
      onData: (event) => {
        refresh();
        if (event.type === 'run') void queryClient.invalidateQueries({ queryKey: trpc.testRuns.list.pathKey() });
      },
    }),
  );
}
