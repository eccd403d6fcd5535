import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, KeyRound, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { assignableRoles, isAdminRole, ROLE_LABELS, type WorkspaceRole } from '../../../shared/roles';
import { useBoot } from '../../../web/lib/boot';
import { formatDateTime } from '../../../web/lib/format';
import { friendlyMessage } from '../../../web/lib/rpc-error';
import { toast } from '../../../web/lib/toast-store';
import { useTRPC } from '../../../web/lib/trpc';
import { Badge } from '../../../web/ui/badge';
import { Button } from '../../../web/ui/button';
import { Card, CardBody, CardHeader } from '../../../web/ui/card';
import { ConfirmDialog } from '../../../web/ui/confirm-dialog';
import { EmptyState } from '../../../web/ui/empty-state';
import { Input } from '../../../web/ui/input';
import { PageHeader } from '../../../web/ui/page-header';
import { QueryCard } from '../../../web/ui/query-card';
import { Select } from '../../../web/ui/select';
import { Table, Td, Th, Tr } from '../../../web/ui/table';
import { ZCreateApiKey } from '../schema';

/** /settings/api-keys: keys for CI and scripts — created (shown once), listed with last use, revoked. */
export function ApiKeysPage() {
  const boot = useBoot().data!;
  const role = (boot.role ?? 'WORKSPACE_MEMBER') as WorkspaceRole;
  if (!isAdminRole(role)) {
    return (
      <div className="max-w-3xl">
        <PageHeader title="API keys" />
        <Card>
          <EmptyState icon={KeyRound} title="Only a workspace admin can manage API keys" description="Ask an admin of this workspace for a key to use in CI." />
        </Card>
      </div>
    );
  }
  return <ApiKeys role={role} />;
}

function ApiKeys({ role }: { role: WorkspaceRole }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const keys = useQuery(trpc.apiKeys.list.queryOptions());
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const [revoking, setRevoking] = useState<{ id: string; name: string } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.apiKeys.list.queryKey() });
  const revoke = useMutation(trpc.apiKeys.revoke.mutationOptions({ onSuccess: refresh }));
  const rows = keys.data ?? [];

  return (
    <div className="max-w-4xl space-y-6">
      <PageHeader title="API keys" description="For the CLI, CI pipelines and the REST API (docs/ci.md). A key acts in this workspace with the role you give it." />
      <Card>
        <CardHeader title="Create a key" description="The key is shown once. Store it as a secret in your CI system." />
        <CardBody className="space-y-3">
          <CreateKeyForm role={role} onCreated={(k) => (setCreated(k), refresh())} />
          {created && (
            <div role="status" className="space-y-2 rounded-md border border-emerald-500/40 bg-emerald-500/10 p-3">
              <p className="text-sm text-fg">
                Your new key <strong>{created.name}</strong>. Copy it now: it will not be shown again.
              </p>
              <div className="flex flex-wrap items-center gap-2">
                <code data-testid="new-api-key" className="min-w-0 flex-1 rounded bg-card px-2 py-1 text-xs break-all text-fg">
                  {created.key}
                </code>
                <Button size="sm" variant="outline" onClick={() => navigator.clipboard?.writeText(created.key).then(() => toast({ title: 'Key copied', variant: 'success' }))}>
                  <Copy aria-hidden className="size-3.5" /> Copy
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setCreated(null)}>
                  Done
                </Button>
              </div>
            </div>
          )}
        </CardBody>
      </Card>
      <QueryCard
        query={keys}
        section="API keys"
        table={{ name: 'API keys' }}
        isEmpty={rows.length === 0}
        empty={<EmptyState icon={KeyRound} title="No API keys yet" description="Create one above to run tests from CI with `npx rehearse run`." />}
      >
        {() => (
          <Table>
            <thead>
              <tr>
                <Th>Name</Th>
                <Th>Key</Th>
                <Th>Role</Th>
                <Th>Created</Th>
                <Th>Last used</Th>
                <Th>
                  <span className="sr-only">Actions</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {rows.map((k) => (
                <Tr key={k.id} data-testid="api-key-row" data-revoked={!!k.revokedAt}>
                  <Td className="font-medium text-fg">{k.name}</Td>
                  <Td>
                    <code className="text-xs text-muted-fg">{k.prefix}…</code>
                  </Td>
                  <Td className="whitespace-nowrap">{ROLE_LABELS[k.role as WorkspaceRole]}</Td>
                  <Td className="whitespace-nowrap text-muted-fg">
                    {formatDateTime(k.createdAt)} <span className="block text-xs">by {k.createdBy}</span>
                  </Td>
                  <Td className="whitespace-nowrap text-muted-fg">{k.lastUsedAt ? formatDateTime(k.lastUsedAt) : 'Never'}</Td>
                  <Td className="text-right">
                    {k.revokedAt ? (
                      <Badge tone="neutral">Revoked</Badge>
                    ) : (
                      <Button size="sm" variant="outline" onClick={() => setRevoking({ id: k.id, name: k.name })}>
                        Revoke
                      </Button>
                    )}
                  </Td>
                </Tr>
              ))}
            </tbody>
          </Table>
        )}
      </QueryCard>
      <ConfirmDialog
        open={!!revoking}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={`Revoke “${revoking?.name ?? ''}”?`}
        description="Anything using this key stops working at once. This cannot be undone."
        confirmLabel="Revoke key"
        onConfirm={async () => {
          await revoke.mutateAsync({ id: revoking!.id });
          toast({ title: 'Key revoked', variant: 'success' });
        }}
      />
    </div>
  );
}

function CreateKeyForm({ role, onCreated }: { role: WorkspaceRole; onCreated: (k: { name: string; key: string }) => void }) {
  const trpc = useTRPC();
  const nameId = useId();
  const roleId = useId();
  const [name, setName] = useState('');
  const [keyRole, setKeyRole] = useState<string>('WORKSPACE_MEMBER');
  const [error, setError] = useState<string>();
  const create = useMutation(
    trpc.apiKeys.create.mutationOptions({
      onSuccess: (k) => (setName(''), onCreated({ name: k.name, key: k.key })),
      onError: (e) => setError(friendlyMessage(e)),
    }),
  );
  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = ZCreateApiKey.safeParse({ name, role: keyRole });
        if (!parsed.success) return setError(parsed.error.issues[0]!.message);
        setError(undefined);
        create.mutate(parsed.data);
      }}
    >
      <div className="min-w-48 flex-1 space-y-1.5">
        <label htmlFor={nameId} className="block text-sm font-medium text-fg">
          Name
        </label>
        <Input id={nameId} value={name} onChange={(e) => setName(e.target.value)} placeholder="GitHub Actions" aria-invalid={!!error} />
      </div>
      <div className="w-48 space-y-1.5">
        <label htmlFor={roleId} className="block text-sm font-medium text-fg">
          Role
        </label>
        <Select id={roleId} value={keyRole} onChange={(e) => setKeyRole(e.target.value)} options={assignableRoles(role).map((r) => ({ value: r, label: ROLE_LABELS[r] }))} />
      </div>
      <Button type="submit" loading={create.isPending}>
        {!create.isPending && <Plus aria-hidden className="size-4" />} Create key
      </Button>
      {error && (
        <p role="alert" className="w-full text-xs text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
