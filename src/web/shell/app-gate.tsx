import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { DEFAULT_TIME_ZONE } from '../../shared/constants';
import { classifyWorkspaceError } from '../../shared/errors';
import { loginUrl, useSession } from '../lib/session';
import { useTRPC } from '../lib/trpc';
import { ErrorCard } from '../ui/error-card';
import { FullPageSpinner } from '../ui/spinner';
import { Paywall } from './paywall';
import { useDefaultWorkspace } from './use-workspace';

/** SPEC §4.4: spinner → login redirect → spinner → paywall or the app. */
export function AppGate() {
  const location = useLocation();
  const session = useSession();
  const workspace = useDefaultWorkspace(!!session.data);

  if (session.isPending) return <FullPageSpinner />;
  if (session.isError)
    return (
      <div className="mx-auto max-w-lg p-10">
        <ErrorCard section="your session" error={session.error} onRetry={() => session.refetch()} />
      </div>
    );
  if (!session.data) return <Navigate to={loginUrl(location.pathname + location.search)} replace />;
  if (workspace.isPending) return <FullPageSpinner />;
  if (workspace.isError || !workspace.data) {
    const kind = classifyWorkspaceError(workspace.error?.message);
    return <Paywall trialEnded={kind === 'DELETED' || kind === 'TRIAL_ENDED'} />;
  }
  return (
    <>
      <TimezoneSync />
      <Outlet />
    </>
  );
}

/** Sends the browser's time zone once when the profile has none. */
function TimezoneSync() {
  const trpc = useTRPC();
  const user = useQuery(trpc.user.get.queryOptions());
  const update = useMutation(trpc.user.updateTimezone.mutationOptions({ meta: { silent: true } }));
  const missing = user.data && !user.data.timezone;
  useEffect(() => {
    if (!missing || update.isPending || update.isSuccess || update.isError) return;
    let timezone = DEFAULT_TIME_ZONE;
    try {
      timezone = Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
    } catch {
      /* keep the default */
    }
    update.mutate({ timezone });
  }, [missing, update]);
  return null;
}
