import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useAppNavigate } from '../../../web/lib/app-link';
import { useTRPC } from '../../../web/lib/trpc';
import { toast } from '../../../web/lib/toast-store';
import { DeleteButton } from '../../../web/ui/delete-button';
import { ErrorCard } from '../../../web/ui/error-card';
import { PageHeader } from '../../../web/ui/page-header';
import { SectionSpinner } from '../../../web/ui/spinner';
import type { AgentProvider, ChatProtocol } from '../../../shared/enums';
import { DEFAULT_MAX_TURNS } from '../../../shared/constants';
import { AgentForm } from './agent-form';
import { connectionFormValues } from './agent-form-schema';

/** /agents/:id/edit */
export function AgentEditPage() {
  const { id } = useParams();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  const agent = useQuery(trpc.customerVoiceAgent.get.queryOptions({ id: id! }));
  const goHome = useNavigate();
  const remove = useMutation(
    trpc.customerVoiceAgent.delete.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries();
        toast({ title: 'Agent deleted', variant: 'success' });
        // Plain navigation: the deleted agent must not stay selected in the query string.
        goHome('/');
      },
    }),
  );
  const update = useMutation(
    trpc.customerVoiceAgent.update.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.customerVoiceAgent.pathKey() });
        toast({ title: 'Agent saved', variant: 'success' });
        navigate(`/agents/${id}`);
      },
    }),
  );

  if (agent.isPending)
    return <SectionSpinner />;
  if (agent.isError) return <ErrorCard section="the agent" error={agent.error} onRetry={() => agent.refetch()} />;

  const a = agent.data;
  const extra = a.chat?.extraBody && Object.keys(a.chat.extraBody).length ? JSON.stringify(a.chat.extraBody, null, 2) : '';
  return (
    <div className="max-w-3xl">
      <PageHeader
        title="Edit Agent"
        description={a.name}
        actions={
          <DeleteButton
            title={`Delete ${a.name}?`}
            description="Its test cases and all of its test runs and transcripts are deleted too. This cannot be undone."
            onConfirm={() => remove.mutateAsync({ id: a.id })}
          />
        }
      />
      <AgentForm
        defaultValues={{
          name: a.name,
          description: a.description ?? '',
          provider: a.provider as AgentProvider,
          chat: {
            url: a.chat?.url ?? '',
            secret: '',
            extraBody: extra,
            protocol: (a.chat?.protocol ?? 'REST') as ChatProtocol,
            maxTurns: a.chat?.maxTurns ?? DEFAULT_MAX_TURNS,
            connection: connectionFormValues(a.chat?.connection, (a.chat?.protocol ?? 'REST') as ChatProtocol),
          },
        }}
        hasSecret={a.chat?.hasSecret}
        agentId={a.id}
        submitLabel="Save changes"
        busy={update.isPending}
        onSubmit={(values) => update.mutate({ ...values, id: a.id })}
        onCancel={() => navigate(`/agents/${a.id}`)}
      />
    </div>
  );
}
