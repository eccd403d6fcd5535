import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTRPC } from '../../../web/lib/trpc';
import { toast } from '../../../web/lib/toast-store';
import { Button } from '../../../web/ui/button';
import { Input } from '../../../web/ui/input';
import { ConfirmDialog } from '../../../web/ui/confirm-dialog';
import { defaultTrialEnd, fromDateInput, isPast } from './trial-date';

/** A trial end date (default 30 days from today; empty means no end) and Admit. */
export function AdmitForm({ organizationId, name, admitted }: { organizationId: string; name: string; admitted: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  const [trialEnd, setTrialEnd] = useState(defaultTrialEnd);
  const admit = useMutation(
    trpc.admin.admitOrganization.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.admin.listOrganizations.queryKey() });
        toast({ title: admitted ? 'Trial updated' : 'Organization admitted', description: name, variant: 'success' });
      },
    }),
  );
  const [confirmPast, setConfirmPast] = useState(false);
  const submit = () => admit.mutateAsync({ organizationId, trialEndsAt: fromDateInput(trialEnd) });
  return (
    <form
      className="flex flex-wrap items-center justify-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        // A trial that already ended would put the organization straight behind the paywall.
        if (isPast(fromDateInput(trialEnd))) setConfirmPast(true);
        else void submit().catch(() => {});
      }}
    >
      <ConfirmDialog
        open={confirmPast}
        onOpenChange={setConfirmPast}
        title="This trial end is in the past"
        description={`${name} will see the trial-ended screen right away. Admit anyway?`}
        confirmLabel={admitted ? 'Update anyway' : 'Admit anyway'}
        onConfirm={submit}
      />
      <label htmlFor={id} className="sr-only">
        Trial end for {name}
      </label>
      <Input id={id} type="date" value={trialEnd} onChange={(e) => setTrialEnd(e.target.value)} className="h-8 w-36" />
      <Button type="submit" size="sm" variant={admitted ? 'outline' : 'primary'} loading={admit.isPending}>
        {admitted ? 'Update' : 'Admit'}
      </Button>
    </form>
  );
}
