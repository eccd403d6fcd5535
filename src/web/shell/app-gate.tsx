import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { DEFAULT_TIME_ZONE } from '../../shared/constants';
import { classifyWorkspaceError } from '../../shared/errors';
import { useBoot } from '../lib/boot';
import { httpStatusOf } from '../lib/rpc-error';
import { loginUrl } from '../lib/session';
import { useTRPC } from '../lib/trpc';
import { FullPageError } from './full-page-error';
import { Paywall } from './paywall';
import { PageSkeleton } from './skeletons';

/** Loading → sign-in redirect → paywall or the app, decided by the one boot call. */
export function AppGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  const boot = useBoot();

  if (boot.isPending) return <PageSkeleton bare />;
  if (boot.isError) {
    if (httpStatusOf(boot.error) === 401) return <Navigate to={loginUrl(location.pathname + location.search)} replace />;
    return <FullPageError error={boot.error} />;
  }
  const { workspaceError, defaultWorkspace } = boot.data;
  if (workspaceError || !defaultWorkspace) {
    const kind = classifyWorkspaceError(workspaceError);
    return <Paywall trialEnded={kind === 'DELETED' || kind === 'TRIAL_ENDED'} />;
  }
  return (
    <>
      <TimezoneSync missing={!boot.data.timezone} />
      {children}
    </>
  );
}

/** Sends the browser's time zone once when the profile has none. */
function TimezoneSync({ missing }: { missing: boolean }) {
  const trpc = useTRPC();
  const update = useMutation(trpc.user.updateTimezone.mutationOptions({ meta: { silent: true } }));
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
