import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { hasPermission, ROLE_LABELS, type WorkspaceRole } from '../../../shared/roles';
import { useBoot } from '../../../web/lib/boot';
import { formatDate } from '../../../web/lib/format';
import { useTRPC } from '../../../web/lib/trpc';
import { Button } from '../../../web/ui/button';
import { Card, CardBody, CardHeader } from '../../../web/ui/card';
import { ErrorCard } from '../../../web/ui/error-card';
import { PageHeader } from '../../../web/ui/page-header';
import { Spinner } from '../../../web/ui/spinner';
import { InviteForm } from './invite-form';
import { MemberRow } from './member-row';

/** /settings/members: who is in the current workspace, pending invitations, and inviting more. */
export function MembersPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const boot = useBoot().data!;
  const role = boot.role ?? 'WORKSPACE_MEMBER';
  const canInvite = hasPermission(role, 'INVITE_MEMBER');
  const members = useQuery(trpc.members.list.queryOptions());
  const invites = useQuery(trpc.members.listInvites.queryOptions(undefined, { enabled: canInvite }));
  const revoke = useMutation(
    trpc.members.revokeInvite.mutationOptions({ onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.members.listInvites.queryKey() }) }),
  );

  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader title="Members" description={`People in ${boot.defaultWorkspace?.name ?? 'this workspace'}.`} />
      {canInvite && (
        <Card>
          <CardHeader title="Invite someone" description="They join with the role you choose once they accept." />
          <CardBody>
            <InviteForm actorRole={role} />
          </CardBody>
        </Card>
      )}
      {members.isError ? (
        <ErrorCard section="members" error={members.error} onRetry={() => members.refetch()} />
      ) : (
        <Card>
          <CardHeader title="Members" />
          {members.isPending ? (
            <div className="flex justify-center py-8">
              <Spinner />
            </div>
          ) : (
            <ul className="divide-y divide-border">
              {members.data.map((m) => (
                <MemberRow key={m.userId} member={{ ...m, role: m.role as WorkspaceRole }} actorRole={role} self={m.userId === boot.id} />
              ))}
            </ul>
          )}
        </Card>
      )}
      {canInvite && !!invites.data?.length && (
        <Card>
          <CardHeader title="Pending invitations" />
          <ul className="divide-y divide-border">
            {invites.data.map((i) => (
              <li key={i.id} data-testid="invite-row" className="flex flex-wrap items-center gap-3 px-5 py-3 text-sm">
                <span className="min-w-0 flex-1 truncate text-fg">{i.email}</span>
                <span className="text-muted-fg">{ROLE_LABELS[i.role as WorkspaceRole]}</span>
                <span className="text-xs text-muted-fg">expires {formatDate(i.expiresAt)}</span>
                <Button size="sm" variant="ghost" aria-label={`Revoke the invitation for ${i.email}`} onClick={() => revoke.mutate({ inviteId: i.id })}>
                  <X aria-hidden className="size-4" />
                </Button>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
