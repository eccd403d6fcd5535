import { useQuery } from '@tanstack/react-query';
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import WaveSurfer from 'wavesurfer.js';
import RegionsPlugin from 'wavesurfer.js/plugins/regions';
import { formatMs } from '../../../web/lib/format';
import { useTRPC } from '../../../web/lib/trpc';
import { Button } from '../../../web/ui/button';

/** A turn the caller waited longer than this for is marked slow on the waveform. */
const SLOW_TURN_MS = 1500;

interface Props {
  caseRunId: string;
  messages: ReadonlyArray<{ position: number; atMs: number }>;
  /** The message being heard at the playhead, so the transcript can follow playback. */
  onActiveMessage: (position: number | null) => void;
}

/**
 * A voice case run's call: both sides of the recording as a waveform (caller on top, agent
 * below), interruptions and slow turns marked, the call's audio metrics and, where the agent
 * reported its timings, each turn's latency split into its parts.
 */
export function VoiceCallPanel({ caseRunId, messages, onActiveMessage }: Props) {
  const trpc = useTRPC();
  const voice = useQuery(trpc.recording.voiceCaseRun.queryOptions({ caseRunId }));
  const container = useRef<HTMLDivElement>(null);
  const ws = useRef<WaveSurfer | null>(null);
  const [playing, setPlaying] = useState(false);
  const [timeMs, setTimeMs] = useState(0);
  const v = voice.data;

  useEffect(() => {
    if (!v?.recordingUrl || !container.current) return;
    const regions = RegionsPlugin.create();
    const w = WaveSurfer.create({
      container: container.current,
      url: v.recordingUrl,
      height: 56,
      splitChannels: [
        { waveColor: 'rgb(99 102 241)', progressColor: 'rgb(67 56 202)' },
        { waveColor: 'rgb(16 185 129)', progressColor: 'rgb(4 120 87)' },
      ],
      plugins: [regions],
    });
    ws.current = w;
    w.on('ready', () => {
      for (const i of [...(v.metrics?.interruptions.callerInterruptedAgent.events ?? []), ...(v.metrics?.interruptions.agentInterruptedCaller.events ?? [])]) {
        regions.addRegion({ start: i.atMs / 1000, end: (i.atMs + i.overlapMs) / 1000, color: 'rgba(239, 68, 68, 0.25)', drag: false, resize: false, content: 'interruption' });
      }
      for (const t of v.metrics?.turnLatency.turns ?? []) {
        if (t.latencyMs >= SLOW_TURN_MS) {
          regions.addRegion({ start: t.callerEndMs / 1000, end: t.agentStartMs / 1000, color: 'rgba(245, 158, 11, 0.25)', drag: false, resize: false, content: 'slow' });
        }
      }
    });
    w.on('timeupdate', (t) => setTimeMs(t * 1000));
    w.on('play', () => setPlaying(true));
    w.on('pause', () => setPlaying(false));
    return () => {
      w.destroy();
      ws.current = null;
    };
  }, [v?.recordingUrl, v?.metrics]);

  useEffect(() => {
    let active: number | null = null;
    for (const m of messages) if (m.atMs <= timeMs) active = m.position;
    onActiveMessage(timeMs > 0 ? active : null);
  }, [timeMs, messages, onActiveMessage]);

  if (!v) return null;
  const m = v.metrics;
  const tiles: Array<[string, string]> = [
    ['Latency p50', formatMs(v.latencyP50Ms)],
    ['Latency p90', formatMs(v.latencyP90Ms)],
    ['Latency max', formatMs(v.latencyMaxMs)],
    ['First word', formatMs(v.timeToFirstWordMs)],
    ['Interruptions', `${v.callerInterruptions ?? 0} by caller · ${v.agentInterruptions ?? 0} by agent`],
    ['Agent talk', v.agentTalkRatio == null ? '—' : `${Math.round(v.agentTalkRatio * 100)}%`],
    ['Longest monologue', formatMs(v.longestMonologueMs)],
    ['Call', `${formatMs(v.callDurationMs)} · ${v.billedMinutes} min billed`],
  ];
  return (
    <section className="space-y-3 border-b border-border px-6 py-5" data-testid="voice-call">
      {v.recordingUrl ? (
        <div className="space-y-2">
          <div className="flex items-center gap-3">
            <Button size="sm" variant="outline" onClick={() => ws.current?.playPause()} aria-label={playing ? 'Pause recording' : 'Play recording'}>
              {playing ? <Pause aria-hidden className="size-4" /> : <Play aria-hidden className="size-4" />}
              {playing ? 'Pause' : 'Play'}
            </Button>
            <span className="text-xs text-muted-fg tabular-nums" data-testid="playback-time">
              {(timeMs / 1000).toFixed(1)} s
            </span>
            <WaveformLegend />
          </div>
          <div ref={container} data-testid="waveform" className="rounded-md bg-muted/40" />
        </div>
      ) : (
        <p className="text-sm text-muted-fg">No recording was kept for this call.</p>
      )}
      {v.transcriptSource === 'NONE' && (
        <p className="rounded-md bg-amber-500/10 px-3 py-2 text-xs text-amber-700 dark:text-amber-300">
          The agent sent no transcript and no speech-to-text is configured: this call is scored on its audio metrics alone.
        </p>
      )}
      <dl className="grid grid-cols-2 gap-2 text-xs sm:grid-cols-4" data-testid="voice-metrics">
        {tiles.map(([label, value]) => (
          <div key={label} className="rounded-md bg-muted/50 px-2.5 py-1.5">
            <dt className="text-muted-fg">{label}</dt>
            <dd className="font-medium text-fg tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {v.reconciliation.length > 0 && (
        <table className="w-full text-xs tabular-nums" data-testid="latency-reconciliation">
          <caption className="mb-1 text-left font-medium text-fg">Latency heard vs. the agent's own timings</caption>
          <thead className="text-muted-fg">
            <tr>
              <th className="text-left font-normal">Turn at</th>
              <th className="text-right font-normal">Heard</th>
              <th className="text-right font-normal">End-of-speech</th>
              <th className="text-right font-normal">LLM</th>
              <th className="text-right font-normal">TTS</th>
              <th className="text-right font-normal">Unexplained</th>
            </tr>
          </thead>
          <tbody>
            {v.reconciliation.map((t) => (
              <tr key={t.agentStartMs}>
                <td>{(t.callerEndMs / 1000).toFixed(1)} s</td>
                <td className="text-right font-medium">{formatMs(t.heardLatencyMs)}</td>
                <td className="text-right">{formatMs(t.endpointingMs)}</td>
                <td className="text-right">{formatMs(t.llmMs)}</td>
                <td className="text-right">{formatMs(t.ttsMs)}</td>
                <td className="text-right">{formatMs(t.unexplainedMs)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {m === null && <p className="text-xs text-muted-fg">No audio was exchanged, so there are no call metrics.</p>}
    </section>
  );
}

const LEGEND: Array<[string, string]> = [
  ['Caller (top)', 'rgb(99 102 241)'],
  ['Agent (bottom)', 'rgb(16 185 129)'],
  ['Interruption', 'rgba(239, 68, 68, 0.5)'],
  [`Slow turn (over ${SLOW_TURN_MS / 1000} s)`, 'rgba(245, 158, 11, 0.6)'],
];

/** What the waveform's colours mean: its two channels and the marked spans. */
function WaveformLegend() {
  return (
    <ul className="ml-auto flex flex-wrap justify-end gap-x-3 gap-y-1 text-[11px] text-muted-fg" aria-label="Waveform legend" data-testid="waveform-legend">
      {LEGEND.map(([label, color]) => (
        <li key={label} className="flex items-center gap-1.5">
          <span aria-hidden className="size-2 rounded-full" style={{ background: color }} />
          {label}
        </li>
      ))}
    </ul>
  );
}
