import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import { assignableRoles, canManageMember, hasPermission, ROLE_LABELS, type WorkspaceRole } from '../../../shared/roles';
import { useTRPC } from '../../../web/lib/trpc';
import { toast } from '../../../web/lib/toast-store';
import { Button } from '../../../web/ui/button';
import { ConfirmDialog } from '../../../web/ui/confirm-dialog';
import { Select } from '../../../web/ui/select';

interface Member {
  userId: string;
  name: string;
  email: string;
  role: WorkspaceRole;
}

/** One member: their role (changeable with UPDATE_MEMBER, up to your own level) and Remove (REMOVE_MEMBER). */
export function MemberRow({ member, actorRole, self }: { member: Member; actorRole: string; self: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.members.list.queryKey() });
  const update = useMutation(
    trpc.members.updateRole.mutationOptions({ onSuccess: async () => (await refresh(), toast({ title: 'Role updated', variant: 'success' })) }),
  );
  const remove = useMutation(trpc.members.remove.mutationOptions({ onSuccess: refresh }));
  const manageable = !self && canManageMember(actorRole, member.role);
  const canChange = manageable && hasPermission(actorRole, 'UPDATE_MEMBER');
  const canRemove = manageable && hasPermission(actorRole, 'REMOVE_MEMBER');

  return (
    <li data-testid="member-row" data-email={member.email} className="flex flex-wrap items-center gap-3 px-5 py-3">
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-fg">
          {member.name} {self && <span className="text-xs font-normal text-muted-fg">(you)</span>}
        </p>
        <p className="truncate text-xs text-muted-fg">{member.email}</p>
      </div>
      {canChange ? (
        <div className="w-44">
          <Select
            aria-label={`Role of ${member.name}`}
            value={member.role}
            disabled={update.isPending}
            onChange={(e) => update.mutate({ userId: member.userId, role: e.target.value })}
            options={assignableRoles(actorRole).map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
          />
        </div>
      ) : (
        <span className="text-sm text-muted-fg">{ROLE_LABELS[member.role] ?? member.role}</span>
      )}
      {canRemove && (
        <Button size="sm" variant="ghost" aria-label={`Remove ${member.name}`} onClick={() => setRemoving(true)}>
          <UserMinus aria-hidden className="size-4 text-danger" />
        </Button>
      )}
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title={`Remove ${member.name}?`}
        description="They lose access to this workspace at once. You can invite them again later."
        confirmLabel="Remove member"
        onConfirm={async () => {
          await remove.mutateAsync({ userId: member.userId });
          toast({ title: 'Member removed', variant: 'success' });
        }}
      />
    </li>
  );
}
