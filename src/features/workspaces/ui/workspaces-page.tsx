import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { hasPermission, type WorkspaceRole } from '../../../shared/roles';
import { useBoot } from '../../../web/lib/boot';
import { useTRPC } from '../../../web/lib/trpc';
import { toast } from '../../../web/lib/toast-store';
import { Button } from '../../../web/ui/button';
import { Card, CardHeader } from '../../../web/ui/card';
import { ErrorCard } from '../../../web/ui/error-card';
import { Input } from '../../../web/ui/input';
import { PageHeader } from '../../../web/ui/page-header';
import { Spinner } from '../../../web/ui/spinner';
import { ZCreateWorkspace } from '../schema';
import { useSwitchWorkspace } from './use-switch-workspace';
import { WorkspaceRow } from './workspace-row';

/** /settings/workspaces: every workspace you belong to; switch, create, rename and delete as your role allows. */
export function WorkspacesPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const boot = useBoot();
  const list = useQuery(trpc.workspace.list.queryOptions());
  const switcher = useSwitchWorkspace();
  const nameId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const create = useMutation(
    trpc.workspace.create.mutationOptions({
      onSuccess: async () => {
        setName('');
        await queryClient.invalidateQueries({ queryKey: trpc.workspace.list.queryKey() });
        toast({ title: 'Workspace created', variant: 'success' });
      },
    }),
  );
  const canCreate = hasPermission(boot.data?.role, 'ADD_WORKSPACE');

  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader title="Workspaces" description="The current workspace is the one the app shows." />
      {list.isError ? (
        <ErrorCard section="workspaces" error={list.error} onRetry={() => list.refetch()} />
      ) : (
        <Card>
          <CardHeader title="Your workspaces" />
          {list.isPending ? (
            <div className="flex justify-center py-8">
              <Spinner />
            </div>
          ) : (
            <ul className="divide-y divide-border">
              {list.data.map((ws) => (
                <WorkspaceRow
                  key={ws.id}
                  ws={{ ...ws, role: ws.role as WorkspaceRole }}
                  current={ws.id === boot.data?.defaultWorkspaceId}
                  switching={switcher.isPending}
                  onSwitch={() => switcher.switchTo(ws.id)}
                />
              ))}
            </ul>
          )}
        </Card>
      )}
      {canCreate && (
        <Card className="p-5">
          <form
            noValidate
            className="flex flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              const parsed = ZCreateWorkspace.safeParse({ name });
              if (!parsed.success) return setError(parsed.error.issues[0]!.message);
              setError(undefined);
              create.mutate(parsed.data);
            }}
          >
            <div className="min-w-0 flex-1 space-y-1.5">
              <label htmlFor={nameId} className="block text-sm font-medium text-fg">
                New workspace
              </label>
              <Input id={nameId} value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. Staging" aria-invalid={!!error} />
              {error && (
                <p role="alert" className="text-xs text-danger">
                  {error}
                </p>
              )}
            </div>
            <Button type="submit" loading={create.isPending}>
              <Plus aria-hidden className="size-4" />
              Create workspace
            </Button>
          </form>
        </Card>
      )}
    </div>
  );
}
