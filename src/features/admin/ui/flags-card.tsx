import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { WORKSPACE_FLAG_KEYS, WORKSPACE_FLAG_LABELS, type WorkspaceFlagKey } from '../../../shared/flags';
import { useTRPC } from '../../../web/lib/trpc';
import { toast } from '../../../web/lib/toast-store';
import { Card, CardBody, CardHeader } from '../../../web/ui/card';
import { ErrorCard } from '../../../web/ui/error-card';
import { Select } from '../../../web/ui/select';
import { Spinner } from '../../../web/ui/spinner';

/** A system admin turns each workspace's feature flags on and off; the change applies on the members' next load. */
export function FlagsCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const selectId = useId();
  const list = useQuery(trpc.admin.listWorkspaceFlags.queryOptions());
  const [chosen, setChosen] = useState<string | null>(null);
  const update = useMutation(
    trpc.admin.updateWorkspaceFlags.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.admin.listWorkspaceFlags.queryKey() });
        await queryClient.invalidateQueries({ queryKey: trpc.user.get.queryKey() });
        toast({ title: 'Feature flags saved', variant: 'success' });
      },
    }),
  );
  if (list.isError) return <ErrorCard section="feature flags" error={list.error} onRetry={() => list.refetch()} />;
  const workspaces = list.data ?? [];
  const current = workspaces.find((w) => w.id === chosen) ?? workspaces[0];

  return (
    <Card>
      <CardHeader title="Feature flags" description="Per workspace. Members see the change the next time the app loads." />
      <CardBody className="space-y-4">
        {list.isPending ? (
          <Spinner />
        ) : !current ? (
          <p className="text-sm text-muted-fg">No workspaces yet.</p>
        ) : (
          <>
            <div className="max-w-sm space-y-1.5">
              <label htmlFor={selectId} className="block text-sm font-medium text-fg">
                Workspace
              </label>
              <Select
                id={selectId}
                value={current.id}
                onChange={(e) => setChosen(e.target.value)}
                options={workspaces.map((w) => ({ value: w.id, label: `${w.organization} / ${w.name}` }))}
              />
            </div>
            <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="flag-list">
              {WORKSPACE_FLAG_KEYS.map((key: WorkspaceFlagKey) => (
                <li key={key}>
                  <label className="flex cursor-pointer items-center gap-2.5 rounded-md border border-border px-3 py-2 text-sm hover:bg-muted/50">
                    <input
                      type="checkbox"
                      className="size-4 accent-[var(--color-primary)]"
                      checked={!!current.flags[key]}
                      disabled={update.isPending}
                      onChange={(e) => update.mutate({ workspaceId: current.id, flags: { [key]: e.target.checked } })}
                    />
                    <span className="text-fg">{WORKSPACE_FLAG_LABELS[key]}</span>
                  </label>
                </li>
              ))}
            </ul>
          </>
        )}
      </CardBody>
    </Card>
  );
}
