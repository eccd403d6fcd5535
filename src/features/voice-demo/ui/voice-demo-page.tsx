import { PhoneCall, PhoneOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { PRODUCT_NAME } from '../../../shared/constants';
import { cn } from '../../../web/lib/cn';
import { formatMs } from '../../../web/lib/format';
import { Button } from '../../../web/ui/button';
import { Card } from '../../../web/ui/card';
import { Field } from '../../../web/ui/field';
import { Input } from '../../../web/ui/input';
import { Select } from '../../../web/ui/select';
import { ThemeToggle } from '../../../web/shell/theme-toggle';
import { VOICE_DEMO_LIVE_PATH, type VoiceDemoEvent } from '../schema';
import { LivePlayer } from './live-player';

type Line = { role: 'tester' | 'agent'; content: string; atMs: number; answeredAfterMs?: number | null };
type Ended = Extract<VoiceDemoEvent, { type: 'ended' }>;
type Phase = 'idle' | 'connecting' | 'live' | 'ended' | 'failed';

/**
 * /voice-demo: place a simulated call between the espeak caller and the demo voice agent and hear
 * it live. The audio, the words and the timings arrive as the call happens; nothing is replayed.
 */
export function VoiceDemoPage() {
  const [transport, setTransport] = useState<'CHIRP' | 'TWILIO'>('CHIRP');
  const [waitMs, setWaitMs] = useState(700);
  const [interrupt, setInterrupt] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [problem, setProblem] = useState<{ text: string; signIn?: boolean } | null>(null);
  const [lines, setLines] = useState<Line[]>([]);
  const [callMs, setCallMs] = useState(0);
  const [speaking, setSpeaking] = useState({ caller: false, agent: false });
  const [ended, setEnded] = useState<Ended | null>(null);
  const socket = useRef<WebSocket | null>(null);
  const player = useRef<LivePlayer | null>(null);
  const lastAnswer = useRef<number | null>(null);

  const hangUp = () => socket.current?.close(1000);
  useEffect(() => () => {
    socket.current?.close(1000);
    player.current?.close();
  }, []);

  const start = () => {
    player.current?.close();
    // Made inside the click, so the browser lets it play sound.
    player.current = new LivePlayer();
    void player.current.ctx.resume();
    setLines([]);
    setEnded(null);
    setProblem(null);
    setCallMs(0);
    lastAnswer.current = null;
    setPhase('connecting');
    const q = new URLSearchParams({ transport, waitMs: String(waitMs), interrupt: String(interrupt) });
    const ws = new WebSocket(`${location.origin.replace(/^http/, 'ws')}${VOICE_DEMO_LIVE_PATH}?${q}`);
    ws.binaryType = 'arraybuffer';
    socket.current = ws;
    ws.onmessage = (ev) => {
      if (ev.data instanceof ArrayBuffer) {
        const a = player.current!.push(ev.data);
        setCallMs(a.callMs);
        setSpeaking({ caller: a.callerSpeaking, agent: a.agentSpeaking });
        if (a.answeredAfterMs !== null) lastAnswer.current = a.answeredAfterMs;
        return;
      }
      const e = JSON.parse(String(ev.data)) as VoiceDemoEvent;
      if (e.type === 'started') setPhase('live');
      else if (e.type === 'message') {
        const answered = e.role === 'agent' ? lastAnswer.current : undefined;
        setLines((ls) => [...ls, { role: e.role, content: e.content, atMs: e.atMs, answeredAfterMs: answered }]);
      } else if (e.type === 'ended') {
        setEnded(e);
        setPhase('ended');
      } else if (e.type === 'error') {
        setProblem({ text: e.message });
        setPhase('failed');
      }
    };
    ws.onclose = (ev) => {
      socket.current = null;
      setSpeaking({ caller: false, agent: false });
      if (ev.code === 4401) setProblem({ text: 'Sign in to listen to a demo call.', signIn: true });
      else if (ev.code !== 1000 && ev.code !== 1005) setProblem({ text: ev.reason || 'The connection to the server was lost.' });
      setPhase((p) => (p === 'ended' ? p : ev.code === 1000 || ev.code === 1005 ? 'ended' : 'failed'));
    };
  };

  const busy = phase === 'connecting' || phase === 'live';
  return (
    <div className="min-h-dvh bg-bg text-fg">
      <header className="mx-auto flex max-w-3xl items-center justify-between px-4 py-4">
        <a href="/" className="font-semibold">
          {PRODUCT_NAME}
        </a>
        <ThemeToggle />
      </header>
      <main className="mx-auto max-w-3xl space-y-4 px-4 pb-10">
        <div>
          <h1 className="text-2xl font-semibold">Voice Demo</h1>
          <p className="mt-1 text-sm text-muted-fg">
            A simulated caller phones the built-in demo voice agent. Listen live: the caller is in your left ear, the agent in your right.
          </p>
        </div>
        <Card className="space-y-4 p-4">
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label="Transport" htmlFor="demo-transport">
              <Select
                id="demo-transport"
                value={transport}
                disabled={busy}
                onChange={(e) => setTransport(e.target.value as 'CHIRP' | 'TWILIO')}
                options={[
                  { value: 'CHIRP', label: 'CHIRP (16 kHz PCM)' },
                  { value: 'TWILIO', label: 'Twilio Media Streams (8 kHz mu-law)' },
                ]}
              />
            </Field>
            <Field label="Agent waits before answering (ms)" htmlFor="demo-wait" hint="0 to 3000">
              <Input id="demo-wait" type="number" min={0} max={3000} step={100} value={waitMs} disabled={busy} onChange={(e) => setWaitMs(Math.max(0, Math.min(3000, Number(e.target.value) || 0)))} />
            </Field>
            <label className="flex items-center gap-2 self-center text-sm">
              <input type="checkbox" checked={interrupt} disabled={busy} onChange={(e) => setInterrupt(e.target.checked)} />
              Agent interrupts the caller once
            </label>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            {busy ? (
              <Button variant="danger" onClick={hangUp} loading={phase === 'connecting'}>
                <PhoneOff className="size-4" aria-hidden /> Hang up
              </Button>
            ) : (
              <Button onClick={start}>
                <PhoneCall className="size-4" aria-hidden /> Start call
              </Button>
            )}
            <span className="font-mono text-sm tabular-nums" aria-label="Call time" data-testid="call-time">
              {(callMs / 1000).toFixed(1)} s
            </span>
            <Speaker label="Caller" on={speaking.caller} tone="bg-indigo-500" />
            <Speaker label="Agent" on={speaking.agent} tone="bg-emerald-500" />
            {phase === 'live' && <span className="text-sm text-muted-fg">Live</span>}
          </div>
          {problem && (
            <p role="alert" className="text-sm text-danger">
              {problem.text} {problem.signIn && <a className="underline" href={`/auth?returnTo=${encodeURIComponent('/voice-demo')}`}>Sign in</a>}
            </p>
          )}
        </Card>
        <Card className="p-4">
          <h2 className="mb-2 text-sm font-semibold">Transcript</h2>
          {lines.length === 0 ? (
            <p className="text-sm text-muted-fg">{busy ? 'Waiting for the first words…' : 'Start a call to hear it and see what is said.'}</p>
          ) : (
            <ol className="space-y-2" aria-live="polite" data-testid="live-transcript">
              {lines.map((l, i) => (
                <li key={i} className="flex gap-3 text-sm">
                  <span className="w-14 shrink-0 font-mono text-xs tabular-nums text-muted-fg">{(l.atMs / 1000).toFixed(1)} s</span>
                  <span className={cn('w-14 shrink-0 font-medium', l.role === 'agent' ? 'text-emerald-600 dark:text-emerald-400' : 'text-indigo-600 dark:text-indigo-400')}>
                    {l.role === 'agent' ? 'Agent' : 'Caller'}
                  </span>
                  <span className="flex-1">{l.content}</span>
                  {l.answeredAfterMs != null && <span className="shrink-0 text-xs text-muted-fg">answered after {formatMs(l.answeredAfterMs)}</span>}
                </li>
              ))}
            </ol>
          )}
        </Card>
        {ended && (
          <Card className="p-4" data-testid="call-summary">
            <h2 className="mb-2 text-sm font-semibold">Measured on the call's audio</h2>
            <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
              <Stat label="Duration" value={formatMs(ended.durationMs)} />
              <Stat label="Latency p50" value={formatMs(ended.latencyP50Ms)} />
              <Stat label="Interruptions" value={String(ended.interruptions)} />
              <Stat label="Latest frame" value={formatMs(ended.maxLatenessMs)} />
            </dl>
            {ended.turns.length > 0 && (
              <p className="mt-2 text-xs text-muted-fg">Turn latencies: {ended.turns.map((t) => formatMs(t.latencyMs)).join(', ')}</p>
            )}
            {ended.error && <p className="mt-2 text-sm text-danger">{ended.error}</p>}
          </Card>
        )}
      </main>
    </div>
  );
}

function Speaker({ label, on, tone }: { label: string; on: boolean; tone: string }) {
  return (
    <span className="flex items-center gap-1.5 text-sm" aria-label={`${label} ${on ? 'speaking' : 'silent'}`}>
      <span className={cn('size-2.5 rounded-full transition-colors', on ? tone : 'bg-muted')} />
      {label}
    </span>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-muted-fg">{label}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}
