import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PlugZap } from 'lucide-react';
import { friendlyMessage } from '../../../web/lib/rpc-error';
import { toast } from '../../../web/lib/toast-store';
import { useTRPC } from '../../../web/lib/trpc';
import { useWorkspace } from '../../../web/shell/use-workspace';
import { Button } from '../../../web/ui/button';
import { Card } from '../../../web/ui/card';
import { ErrorCard } from '../../../web/ui/error-card';
import { PageHeader } from '../../../web/ui/page-header';
import { SectionSpinner } from '../../../web/ui/spinner';
import { LlmSettingsForm } from './llm-settings-form';

const SOURCE_TEXT = {
  WORKSPACE: 'This workspace uses its own model, below.',
  ENVIRONMENT: 'This workspace uses the server’s model (from its environment). Save settings here to use your own.',
  NONE: 'No model is configured: test cases with an LLM caller cannot run until one is.',
} as const;

/** /settings/llm: the OpenAI-compatible model the LLM caller and judge use in this workspace. */
export function LlmSettingsPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { isAdmin } = useWorkspace();
  const settings = useQuery(trpc.llmSettings.get.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.llmSettings.pathKey() });
  const update = useMutation(
    trpc.llmSettings.update.mutationOptions({
      onSuccess: async () => (await refresh(), toast({ title: 'LLM settings saved', variant: 'success' })),
      onError: (e) => toast({ title: 'Could not save', description: friendlyMessage(e), variant: 'error' }),
    }),
  );
  const clear = useMutation(trpc.llmSettings.clear.mutationOptions({ onSuccess: refresh }));
  const test = useMutation(trpc.llmSettings.test.mutationOptions());

  if (settings.isPending) return <SectionSpinner />;
  if (settings.isError) return <ErrorCard section="the LLM settings" error={settings.error} onRetry={() => settings.refetch()} />;
  const s = settings.data;

  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader title="LLM" description="The OpenAI-compatible model that plays LLM callers and judges transcripts in this workspace." />
      <Card className="space-y-3 p-6">
        <p className="text-sm text-fg" data-testid="llm-source" data-source={s.source}>
          {SOURCE_TEXT[s.source]}
        </p>
        {s.source !== 'NONE' && (
          <dl className="grid grid-cols-[8rem_1fr] gap-y-1 text-sm">
            <dt className="text-muted-fg">Base URL</dt>
            <dd className="truncate font-mono text-xs leading-5">{s.baseUrl}</dd>
            <dt className="text-muted-fg">Model</dt>
            <dd>{s.model}</dd>
            <dt className="text-muted-fg">API key</dt>
            <dd>{s.apiKey.configured ? (s.apiKey.last4 ? `Set, ending in ${s.apiKey.last4}` : 'Set') : 'None'}</dd>
          </dl>
        )}
        {isAdmin && s.source !== 'NONE' && (
          <div className="flex flex-wrap items-center gap-2 pt-1">
            <Button variant="outline" size="sm" loading={test.isPending} onClick={() => test.mutate()}>
              {!test.isPending && <PlugZap aria-hidden className="size-4" />} Test connection
            </Button>
            {s.source === 'WORKSPACE' && (
              <Button variant="ghost" size="sm" loading={clear.isPending} onClick={() => clear.mutate()}>
                Use the server’s model instead
              </Button>
            )}
          </div>
        )}
        {test.data && (
          <p role="status" className={test.data.ok ? 'text-sm text-emerald-700 dark:text-emerald-300' : 'text-sm text-danger'}>
            {test.data.ok ? `${test.data.model} answered in ${Math.round(test.data.latencyMs)} ms: “${test.data.reply}”` : test.data.message}
          </p>
        )}
        {test.isError && <p role="alert" className="text-sm text-danger">{friendlyMessage(test.error)}</p>}
      </Card>
      {isAdmin ? (
        <Card className="p-6">
          <LlmSettingsForm
            key={`${s.source}-${s.updatedAt ? String(s.updatedAt) : ''}`}
            defaults={s.source === 'WORKSPACE' ? { baseUrl: s.baseUrl!, model: s.model!, temperature: s.temperature!, stream: s.stream } : { temperature: 0.7, stream: false }}
            keyConfigured={s.source === 'WORKSPACE' && s.apiKey.configured}
            keyLast4={s.apiKey.last4}
            busy={update.isPending}
            onSubmit={(values) => update.mutate(values)}
          />
        </Card>
      ) : (
        <p className="text-sm text-muted-fg">Only a workspace admin can change these settings.</p>
      )}
    </div>
  );
}
