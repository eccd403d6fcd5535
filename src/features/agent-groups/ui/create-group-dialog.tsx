import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Bot } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTRPC } from '../../../web/lib/trpc';
import { toast } from '../../../web/lib/toast-store';
import { useAgents } from '../../../web/lib/use-agents';
import { Button } from '../../../web/ui/button';
import { Dialog } from '../../../web/ui/dialog';
import { Field } from '../../../web/ui/field';
import { Input } from '../../../web/ui/input';
import { Textarea } from '../../../web/ui/textarea';
import { ZCreateAgentGroupRequest } from '../schema';

/** SPEC §2.5: create the group, then add each chosen agent one at a time. */
export function CreateGroupDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (groupId: string) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const agents = useAgents();
  const [agentIds, setAgentIds] = useState<string[]>([]);
  const form = useForm({ resolver: zodResolver(ZCreateAgentGroupRequest), defaultValues: { name: '', description: '' } });
  const createGroup = useMutation(trpc.customerVoiceAgentGroup.create.mutationOptions({ meta: { silent: true } }));
  const addAgent = useMutation(trpc.customerVoiceAgentGroup.addAgent.mutationOptions({ meta: { silent: true } }));
  const [busy, setBusy] = useState(false);

  const reset = () => {
    form.reset();
    setAgentIds([]);
  };

  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      let groupId: string;
      try {
        groupId = (await createGroup.mutateAsync({ name: values.name, description: values.description || undefined })).id;
      } catch (error) {
        toast({ title: 'Error Creating Group', description: (error as Error).message || 'An unknown error occurred.', variant: 'error' });
        return;
      }
      for (const agentId of agentIds) {
        try {
          await addAgent.mutateAsync({ groupId, agentId });
        } catch (error) {
          toast({
            title: 'Error Adding Agent to Group',
            description: `Failed to add agent (ID: ${agentId}) to group. ${(error as Error).message}`,
            variant: 'error',
          });
        }
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.customerVoiceAgentGroup.list.queryKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.customerVoiceAgent.list.queryKey() }),
      ]);
      reset();
      onCreated?.(groupId);
      onOpenChange(false);
    } finally {
      setBusy(false);
    }
  });

  const toggle = (id: string) => setAgentIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  const nameError = form.formState.errors.name?.message;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      size="xl"
      title="Create new agent group"
      description="Group agents that belong together, then select the whole group in the agent selector."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label="Group name" htmlFor="group-name" error={nameError}>
          <Input id="group-name" autoFocus aria-invalid={!!nameError} {...form.register('name')} />
        </Field>
        <Field label="Description (optional)" htmlFor="group-description">
          <Textarea id="group-description" rows={2} {...form.register('description')} />
        </Field>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-fg">
            Agents <span className="font-normal text-muted-fg">({agentIds.length} selected)</span>
          </legend>
          <div className="max-h-56 overflow-y-auto rounded-md border border-border">
            {(agents.data ?? []).length === 0 ? (
              <p className="px-3 py-3 text-sm text-muted-fg">No agents yet.</p>
            ) : (
              agents.data!.map((a) => (
                <label key={a.id} className="flex cursor-pointer items-center gap-3 border-b border-border px-3 py-2 text-sm last:border-b-0 hover:bg-muted/50">
                  <input type="checkbox" className="size-4 accent-[var(--primary)]" checked={agentIds.includes(a.id)} onChange={() => toggle(a.id)} />
                  <Bot aria-hidden className="size-4 text-muted-fg" />
                  <span className="truncate">{a.name}</span>
                </label>
              ))
            )}
          </div>
        </fieldset>
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {busy ? 'Loading...' : 'Create agent group'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
