import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AudioLines, Headphones, Play } from 'lucide-react';
import { useMemo, useState } from 'react';
import { friendlyMessage } from '../../../web/lib/rpc-error';
import { toast } from '../../../web/lib/toast-store';
import { useTRPC } from '../../../web/lib/trpc';
import { Button, buttonClass } from '../../../web/ui/button';
import { Card } from '../../../web/ui/card';
import { EmptyState } from '../../../web/ui/empty-state';
import { ErrorCard } from '../../../web/ui/error-card';
import { Input } from '../../../web/ui/input';
import { PageHeader } from '../../../web/ui/page-header';
import { SectionSpinner } from '../../../web/ui/spinner';

/** /voice-agents: the voices a simulated caller can speak with on this server, each with a sample made on demand. */
export function VoiceAgentsPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const voices = useQuery(trpc.voiceAgent.voices.queryOptions());
  const [filter, setFilter] = useState('');
  const [loading, setLoading] = useState<string | null>(null);
  const shown = useMemo(
    () => (voices.data ?? []).filter((v) => `${v.name} ${v.language}`.toLowerCase().includes(filter.trim().toLowerCase())),
    [voices.data, filter],
  );

  const play = async (voice: string) => {
    setLoading(voice);
    try {
      const sample = await queryClient.fetchQuery(trpc.voiceAgent.sample.queryOptions({ voice, talkingSpeed: 'normal' }, { staleTime: Infinity }));
      await new Audio(`data:audio/wav;base64,${sample.wavBase64}`).play();
    } catch (error) {
      toast({ title: 'Could not play the sample', description: friendlyMessage(error), variant: 'error' });
    } finally {
      setLoading(null);
    }
  };

  if (voices.isPending) return <SectionSpinner />;
  if (voices.isError) return <ErrorCard section="the caller voices" error={voices.error} onRetry={() => voices.refetch()} />;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Voice Test Agents"
        description="The voices a simulated caller speaks with on voice runs (espeak-ng, installed on this server). Set one per test case."
        actions={
          <>
            <Input aria-label="Filter voices" placeholder="Filter by name or language" value={filter} onChange={(e) => setFilter(e.target.value)} />
            {/* The live demo is a bare page of its own, so it opens as a page rather than inside the shell. */}
            <a href="/voice-demo" className={buttonClass('outline', 'md')}>
              <Headphones aria-hidden className="size-4" /> Listen to a demo call
            </a>
          </>
        }
      />
      {shown.length === 0 ? (
        <EmptyState icon={AudioLines} title="No voices match" description="Try another name or language code." />
      ) : (
        <Card>
          <ul className="divide-y divide-border" data-testid="caller-voices">
            {shown.map((v) => (
              <li key={`${v.language}-${v.name}`} className="flex items-center gap-3 px-5 py-3 text-sm">
                <span className="w-28 font-mono text-xs text-muted-fg">{v.language}</span>
                <span className="flex-1 text-fg">{v.name}</span>
                <span className="w-10 text-xs text-muted-fg">{v.gender}</span>
                <Button size="sm" variant="ghost" loading={loading === v.language} onClick={() => play(v.language)} aria-label={`Play a sample of ${v.name}`}>
                  {loading !== v.language && <Play aria-hidden className="size-4" />} Sample
                </Button>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
