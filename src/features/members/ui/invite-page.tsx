import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MailOpen } from 'lucide-react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { ROLE_LABELS, type WorkspaceRole } from '../../../shared/roles';
import { useBoot } from '../../../web/lib/boot';
import { httpStatusOf } from '../../../web/lib/rpc-error';
import { loginUrl } from '../../../web/lib/session';
import { useTRPC } from '../../../web/lib/trpc';
import { toast } from '../../../web/lib/toast-store';
import { Button } from '../../../web/ui/button';
import { Card } from '../../../web/ui/card';
import { ErrorCard } from '../../../web/ui/error-card';
import { PageSkeleton } from '../../../web/shell/skeletons';
import { useLogout } from '../../../web/shell/use-logout';

/**
 * /invite/:token, outside the workspace gate: someone whose own organization is not admitted yet
 * can still join the workspace they were invited to.
 */
export function InvitePage() {
  const { token = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const boot = useBoot();
  const invite = useQuery(trpc.members.describeInvite.queryOptions({ token }, { enabled: !!boot.data, retry: false, meta: { silent: true } }));
  const accept = useMutation(
    trpc.members.acceptInvite.mutationOptions({
      onSuccess: async () => {
        await queryClient.resetQueries();
        toast({ title: `Welcome to ${invite.data?.workspaceName ?? 'the workspace'}`, variant: 'success' });
        navigate('/', { replace: true });
      },
    }),
  );

  if (boot.isError && httpStatusOf(boot.error) === 401) return <Navigate to={loginUrl(location.pathname)} replace />;
  if (boot.isPending || (boot.data && invite.isPending)) return <PageSkeleton bare />;
  return (
    <main className="flex min-h-screen items-center justify-center bg-bg px-4">
      <div className="w-full max-w-md">
        {invite.isError || boot.isError ? (
          <ErrorCard section="the invitation" error={invite.error ?? boot.error} />
        ) : (
          <Card className="p-8 text-center">
            <div className="mx-auto mb-4 flex size-11 items-center justify-center rounded-full bg-primary/10">
              <MailOpen aria-hidden className="size-5 text-primary" />
            </div>
            <h1 className="text-lg font-semibold text-fg">Join {invite.data!.workspaceName}</h1>
            <p className="mt-1 text-sm text-muted-fg">
              You are invited as {ROLE_LABELS[invite.data!.role as WorkspaceRole]} ({invite.data!.email}).
            </p>
            {invite.data!.matches ? (
              <Button className="mt-6" loading={accept.isPending} onClick={() => accept.mutate({ token })}>
                Accept invitation
              </Button>
            ) : (
              <div className="mt-6 space-y-3">
                <p className="text-sm text-danger">You are signed in as {boot.data!.email}. Sign in as {invite.data!.email} to accept.</p>
                <Button variant="outline" onClick={logout}>
                  Log out
                </Button>
              </div>
            )}
          </Card>
        )}
      </div>
    </main>
  );
}
