import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Copy, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { assignableRoles, ROLE_LABELS } from '../../../shared/roles';
import { useTRPC } from '../../../web/lib/trpc';
import { toast } from '../../../web/lib/toast-store';
import { Button } from '../../../web/ui/button';
import { Input } from '../../../web/ui/input';
import { Select } from '../../../web/ui/select';
import { ZInviteMember } from '../schema';

/** Invite by e-mail: mailed when the server has SMTP, otherwise the link is shown to copy. */
export function InviteForm({ actorRole }: { actorRole: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const emailId = useId();
  const roleId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState('WORKSPACE_MEMBER');
  const [error, setError] = useState<string>();
  const [link, setLink] = useState<string | null>(null);
  const invite = useMutation(
    trpc.members.invite.mutationOptions({
      onSuccess: async (result) => {
        setEmail('');
        await queryClient.invalidateQueries({ queryKey: trpc.members.listInvites.queryKey() });
        if (result.emailed) {
          setLink(null);
          toast({ title: 'Invitation sent', description: 'The link is on its way by e-mail.', variant: 'success' });
        } else {
          setLink(result.link);
          toast({ title: 'Invitation created', description: 'Copy the link and send it yourself.', variant: 'success' });
        }
      },
    }),
  );
  const roles = assignableRoles(actorRole).map((r) => ({ value: r, label: ROLE_LABELS[r] }));

  return (
    <div className="space-y-3">
      <form
        noValidate
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const parsed = ZInviteMember.safeParse({ email, role });
          if (!parsed.success) return setError(parsed.error.issues[0]!.message);
          setError(undefined);
          invite.mutate(parsed.data);
        }}
      >
        <div className="min-w-48 flex-1 space-y-1.5">
          <label htmlFor={emailId} className="block text-sm font-medium text-fg">
            E-mail
          </label>
          <Input id={emailId} type="email" value={email} onChange={(e) => setEmail(e.target.value)} placeholder="name@company.com" aria-invalid={!!error} />
        </div>
        <div className="w-44 space-y-1.5">
          <label htmlFor={roleId} className="block text-sm font-medium text-fg">
            Role
          </label>
          <Select id={roleId} value={role} onChange={(e) => setRole(e.target.value)} options={roles} />
        </div>
        <Button type="submit" loading={invite.isPending}>
          <Send aria-hidden className="size-4" />
          Invite
        </Button>
      </form>
      {error && (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      )}
      {link && (
        <div className="flex flex-wrap items-center gap-2 rounded-md border border-border bg-muted/50 p-2">
          <code data-testid="invite-link" className="min-w-0 flex-1 truncate text-xs text-fg">
            {link}
          </code>
          <Button
            size="sm"
            variant="outline"
            onClick={() => navigator.clipboard?.writeText(link).then(() => toast({ title: 'Link copied', variant: 'success' }))}
          >
            <Copy aria-hidden className="size-3.5" />
            Copy link
          </Button>
        </div>
      )}
    </div>
  );
}
