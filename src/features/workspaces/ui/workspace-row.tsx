import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { hasPermission, ROLE_LABELS, type WorkspaceRole } from '../../../shared/roles';
import { useTRPC } from '../../../web/lib/trpc';
import { toast } from '../../../web/lib/toast-store';
import { Badge } from '../../../web/ui/badge';
import { Button } from '../../../web/ui/button';
import { ConfirmDialog } from '../../../web/ui/confirm-dialog';
import { Input } from '../../../web/ui/input';

interface Row {
  id: string;
  name: string;
  role: WorkspaceRole;
}

/** One workspace: switch to it, and — with owner rights in it — rename or delete it. */
export function WorkspaceRow({ ws, current, onSwitch, switching }: { ws: Row; current: boolean; onSwitch: () => void; switching: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(ws.name);
  const [deleting, setDeleting] = useState(false);
  const refresh = () => queryClient.invalidateQueries();
  const rename = useMutation(
    trpc.workspace.rename.mutationOptions({
      onSuccess: async () => {
        setEditing(false);
        await refresh();
        toast({ title: 'Workspace renamed', variant: 'success' });
      },
    }),
  );
  const remove = useMutation(trpc.workspace.delete.mutationOptions({ onSuccess: () => queryClient.resetQueries() }));
  const canRename = hasPermission(ws.role, 'ADD_WORKSPACE');
  const canDelete = hasPermission(ws.role, 'DELETE_WORKSPACE');

  return (
    <li data-testid="workspace-row" data-name={ws.name} className="flex flex-wrap items-center gap-3 px-5 py-3">
      <div className="min-w-0 flex-1">
        {editing ? (
          <form
            className="flex flex-wrap gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              rename.mutate({ workspaceId: ws.id, name });
            }}
          >
            <label htmlFor={inputId} className="sr-only">
              Workspace name
            </label>
            <Input id={inputId} value={name} onChange={(e) => setName(e.target.value)} className="h-8 max-w-xs" autoFocus />
            <Button type="submit" size="sm" loading={rename.isPending}>
              Save
            </Button>
            <Button size="sm" variant="ghost" onClick={() => (setEditing(false), setName(ws.name))}>
              Cancel
            </Button>
          </form>
        ) : (
          <>
            <p className="truncate text-sm font-medium text-fg">
              {ws.name} {current && <Badge tone="green">Current</Badge>}
            </p>
            <p className="text-xs text-muted-fg">{ROLE_LABELS[ws.role]}</p>
          </>
        )}
      </div>
      {!editing && (
        <div className="flex flex-wrap items-center gap-1.5">
          {!current && (
            <Button size="sm" variant="outline" onClick={onSwitch} disabled={switching}>
              <Check aria-hidden className="size-3.5" />
              Switch
            </Button>
          )}
          {canRename && (
            <Button size="sm" variant="ghost" aria-label={`Rename ${ws.name}`} onClick={() => setEditing(true)}>
              <Pencil aria-hidden className="size-3.5" />
            </Button>
          )}
          {canDelete && (
            <Button size="sm" variant="ghost" aria-label={`Delete ${ws.name}`} onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden className="size-3.5 text-danger" />
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete ${ws.name}?`}
        description="Its agents, test cases and results will no longer be reachable. Members move to another workspace of theirs."
        confirmLabel="Delete workspace"
        onConfirm={async () => {
          await remove.mutateAsync({ workspaceId: ws.id });
          toast({ title: 'Workspace deleted', variant: 'success' });
        }}
      />
    </li>
  );
}
