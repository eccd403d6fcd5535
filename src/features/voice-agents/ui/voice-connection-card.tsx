import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Phone, PhoneCall } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { VOICE_TRANSPORTS, type VoiceTransport } from '../../../shared/enums';
import { useAppNavigate } from '../../../web/lib/app-link';
import { friendlyMessage } from '../../../web/lib/rpc-error';
import { toast } from '../../../web/lib/toast-store';
import { useTRPC } from '../../../web/lib/trpc';
import { Button } from '../../../web/ui/button';
import { Card, CardBody, CardHeader } from '../../../web/ui/card';
import { Field } from '../../../web/ui/field';
import { Input } from '../../../web/ui/input';
import { Select } from '../../../web/ui/select';
import { Textarea } from '../../../web/ui/textarea';

const TRANSPORT_LABELS: Record<VoiceTransport, string> = {
  CHIRP: 'CHIRP (16 kHz PCM over WebSocket)',
  TWILIO: 'Twilio Media Streams (as if Twilio called)',
  VAPI: 'Vapi (WebSocket transport; URL = API base, parameter assistantId)',
};

const toLines = (p: Record<string, string>) =>
  Object.entries(p)
    .map(([k, v]) => `${k}=${v}`)
    .join('\n');

function parseLines(text: string): Record<string, string> | string {
  const out: Record<string, string> = {};
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const eq = line.indexOf('=');
    if (eq <= 0) return `"${line}" is not name=value`;
    out[line.slice(0, eq).trim()] = line.slice(eq + 1).trim();
  }
  return out;
}

/** The agent's voice connection (how Rehearse phones it) and a button to run its cases as calls. */
export function VoiceConnectionCard({ agentId }: { agentId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  const current = useQuery(trpc.voiceAgent.getConnection.queryOptions({ agentId }));
  const [transport, setTransport] = useState<VoiceTransport>('CHIRP');
  const [url, setUrl] = useState('');
  const [secret, setSecret] = useState('');
  const [params, setParams] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const c = current.data?.connection;
    if (!c) return;
    setTransport(c.transport);
    setUrl(c.url);
    setParams(toLines(c.parameters));
  }, [current.data]);

  const save = useMutation(
    trpc.voiceAgent.saveConnection.mutationOptions({
      onSuccess: async () => {
        setSecret('');
        await queryClient.invalidateQueries({ queryKey: trpc.voiceAgent.getConnection.queryKey({ agentId }) });
        toast({ title: 'Voice connection saved', variant: 'success' });
      },
      onError: (e) => setProblem(friendlyMessage(e)),
    }),
  );
  const run = useMutation(
    trpc.testRuns.create.mutationOptions({
      onSuccess: ({ id }) => navigate(`/test-runs/${id}`),
      onError: (e) => toast({ title: 'Could not start the voice run', description: friendlyMessage(e), variant: 'error' }),
    }),
  );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parameters = parseLines(params);
    if (typeof parameters === 'string') return setProblem(parameters);
    setProblem(null);
    save.mutate({ agentId, transport, url, parameters, ...(secret ? { secret } : {}) });
  };

  const isDemo = current.data?.isDemo ?? false;
  const canCall = isDemo || Boolean(current.data?.connection);
  return (
    <Card data-testid="voice-connection">
      <CardHeader
        title={
          <span className="flex items-center gap-2">
            <Phone aria-hidden className="size-4" /> Voice connection
          </span>
        }
        description={
          isDemo
            ? 'The demo agent answers calls by itself (CHIRP unless set here); add waitMs=700 or interruptAfterMs=600 as parameters to shape it.'
            : 'How Rehearse phones this agent: a WebSocket it dials for every test call.'
        }
        actions={
          <Button size="sm" disabled={!canCall} loading={run.isPending} onClick={() => run.mutate({ agentId, channel: 'VOICE' })}>
            {!run.isPending && <PhoneCall aria-hidden className="size-4" />} Run voice test
          </Button>
        }
      />
      <CardBody>
        <form className="grid gap-4 md:grid-cols-2" onSubmit={onSubmit} noValidate>
          <Field label="Transport" htmlFor="voice-transport">
            <Select
              id="voice-transport"
              value={transport}
              onChange={(e) => setTransport(e.target.value as VoiceTransport)}
              options={VOICE_TRANSPORTS.map((t) => ({ value: t, label: TRANSPORT_LABELS[t] }))}
            />
          </Field>
          <Field label="WebSocket URL" htmlFor="voice-url" hint={isDemo ? 'Ignored for the demo agent: it is called on this server.' : undefined}>
            <Input id="voice-url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="wss://agent.example.com/voice" />
          </Field>
          <Field
            label={transport === 'CHIRP' ? 'Basic auth (user:password)' : 'Bearer token'}
            htmlFor="voice-secret"
            hint={current.data?.connection?.hasSecret ? 'A secret is stored; leave empty to keep it.' : 'Optional.'}
          >
            <Input id="voice-secret" type="password" autoComplete="off" value={secret} onChange={(e) => setSecret(e.target.value)} />
          </Field>
          <Field
            label={transport === 'CHIRP' ? 'Query parameters' : 'Custom parameters'}
            htmlFor="voice-params"
            error={problem ?? undefined}
            hint="One name=value per line, sent with every call."
          >
            <Textarea id="voice-params" rows={3} value={params} onChange={(e) => setParams(e.target.value)} placeholder="waitMs=700" />
          </Field>
          <div className="md:col-span-2">
            <Button type="submit" variant="outline" loading={save.isPending}>
              Save voice connection
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
