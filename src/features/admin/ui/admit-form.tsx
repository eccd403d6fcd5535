import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTRPC } from '../../../web/lib/trpc';
import { toast } from '../../../web/lib/toast-store';
import { Button } from '../../../web/ui/button';
import { Input } from '../../../web/ui/input';
import { defaultTrialEnd, fromDateInput } from './trial-date';

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
  return (
    <form
      className="flex items-center justify-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        admit.mutate({ organizationId, trialEndsAt: fromDateInput(trialEnd) });
      }}
    >
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
