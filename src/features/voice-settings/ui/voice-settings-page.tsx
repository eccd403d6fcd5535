import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { VOICE_PROVIDER_LABELS, type VoiceProvider } from '../../../shared/voice-providers';
import { friendlyMessage } from '../../../web/lib/rpc-error';
import { toast } from '../../../web/lib/toast-store';
import { useTRPC } from '../../../web/lib/trpc';
import { useWorkspace } from '../../../web/shell/use-workspace';
import { Badge } from '../../../web/ui/badge';
import { Button } from '../../../web/ui/button';
import { Card } from '../../../web/ui/card';
import { ErrorCard } from '../../../web/ui/error-card';
import { PageHeader } from '../../../web/ui/page-header';
import { SectionSpinner } from '../../../web/ui/spinner';
import { ProviderForm } from './provider-form';

const ABOUT: Record<VoiceProvider, string> = {
  stt: 'Transcribes what the agent says on a call when it sends no transcript of its own. Without it such calls are scored on audio metrics alone.',
  openai: 'Caller voices from OpenAI text-to-speech.',
  azure: 'Caller voices from Azure AI Speech (neural voices per locale).',
  cartesia: 'Caller voices from Cartesia Sonic; test cases name the voice id.',
  elevenlabs: 'Caller voices from ElevenLabs.',
  playht: 'Caller voices from PlayHT; test cases name the voice manifest.',
  rime: 'Caller voices from Rime.',
  vapi: 'Calls Vapi assistants over Vapi’s WebSocket transport (a voice connection with transport Vapi).',
};
const SOURCE = { WORKSPACE: ['Workspace', 'green'], ENVIRONMENT: ['Server', 'blue'], NONE: ['Not set', 'neutral'] } as const;

/** /settings/voice: the keys for speech-to-text, hosted caller voices and Vapi, per workspace. */
export function VoiceSettingsPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { isAdmin } = useWorkspace();
  const settings = useQuery(trpc.voiceSettings.get.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.voiceSettings.pathKey() });
  const update = useMutation(
    trpc.voiceSettings.update.mutationOptions({
      onSuccess: async (_d, v) => (await refresh(), toast({ title: `${VOICE_PROVIDER_LABELS[v.provider]} saved`, variant: 'success' })),
      onError: (e) => toast({ title: 'Could not save', description: friendlyMessage(e), variant: 'error' }),
    }),
  );
  const clear = useMutation(trpc.voiceSettings.clear.mutationOptions({ onSuccess: refresh }));

  if (settings.isPending) return <SectionSpinner />;
  if (settings.isError) return <ErrorCard section="the voice providers" error={settings.error} onRetry={() => settings.refetch()} />;

  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader
        title="Voice providers"
        description="Speech-to-text for agent turns, hosted synthesisers for the simulated caller (espeak-ng is always available), and Vapi. Keys are stored encrypted and never shown again."
      />
      {!isAdmin && <p className="text-sm text-muted-fg">Only a workspace admin can change these settings.</p>}
      {settings.data.map((p) => {
        const [label, tone] = SOURCE[p.source];
        return (
          <Card key={p.provider} className="space-y-4 p-6" data-testid={`voice-provider-${p.provider}`}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="space-y-1">
                <h2 className="text-base font-semibold text-fg">{VOICE_PROVIDER_LABELS[p.provider]}</h2>
                <p className="text-sm text-muted-fg">{ABOUT[p.provider]}</p>
              </div>
              <Badge tone={tone} data-source={p.source}>
                {label}
              </Badge>
            </div>
            {p.source === 'ENVIRONMENT' && <p className="text-sm text-muted-fg">The server’s environment configures this provider. Save settings here to use your own.</p>}
            {isAdmin && (
              <ProviderForm
                key={`${p.source}-${p.updatedAt ? String(p.updatedAt) : ''}`}
                provider={p.provider}
                defaults={p.source === 'WORKSPACE' ? { baseUrl: p.baseUrl ?? '', model: p.model ?? '', region: p.region ?? '', userId: p.userId ?? '' } : {}}
                keyConfigured={p.source === 'WORKSPACE' && p.apiKey.configured}
                keyLast4={p.apiKey.last4}
                busy={update.isPending && update.variables?.provider === p.provider}
                onSubmit={(values) => update.mutate(values)}
              />
            )}
            {isAdmin && p.source === 'WORKSPACE' && (
              <Button variant="ghost" size="sm" loading={clear.isPending && clear.variables?.provider === p.provider} onClick={() => clear.mutate({ provider: p.provider })}>
                Forget this workspace’s {VOICE_PROVIDER_LABELS[p.provider]} settings
              </Button>
            )}
          </Card>
        );
      })}
    </div>
  );
}
