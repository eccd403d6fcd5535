import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useTRPC } from '../../../web/lib/trpc';
import { toast } from '../../../web/lib/toast-store';
import { PageHeader } from '../../../web/ui/page-header';
import { AgentForm } from './agent-form';

/** /agents/create renders bare (SPEC §2.1): a focused page without the navigation. */
export function AgentCreatePage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const create = useMutation(
    trpc.customerVoiceAgent.create.mutationOptions({
      onSuccess: async ({ id }) => {
        await queryClient.invalidateQueries({ queryKey: trpc.customerVoiceAgent.list.queryKey() });
        toast({ title: 'Agent created', variant: 'success' });
        navigate(`/agents/${id}?agent=${id}`);
      },
    }),
  );

  return (
    <div className="min-h-screen bg-bg">
      <header className="border-b border-border">
        <div className="mx-auto flex h-14 max-w-3xl items-center gap-3 px-4">
          <Link to="/" className="inline-flex items-center gap-1.5 text-sm text-muted-fg hover:text-fg">
            <ArrowLeft aria-hidden className="size-4" /> Back to app
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-8">
        <PageHeader title="New Agent" description="Connect a chat agent so you can run test cases against it." />
        <AgentForm submitLabel="Create agent" busy={create.isPending} onSubmit={(values) => create.mutate(values)} onCancel={() => navigate(-1)} />
      </main>
    </div>
  );
}
