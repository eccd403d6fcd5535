import { createStreamingAnalyzer, type CallAudioMetrics } from '../audio';
import type { ConversationEnder, EndReason } from '../../shared/enums';
import { AgentError } from '../transports/agent-error';
import type { TranscriptMessage } from '../types';
import { CallerVoice, type CallerBrain, type Speak } from './caller';
import {
  CALL_FRAME_MS,
  CALL_FRAME_SAMPLES,
  CALL_SAMPLE_RATE,
  CALLER_RESPONSE_GAP_MS,
  CALLER_SILENCE_TIMEOUT_MS,
  DEFAULT_MAX_CALL_MINUTES,
} from './constants';
import { Endpointer } from './endpointer';
import { openVoiceChannel } from './index';
import { RealtimePacer, type PacingStats } from './pacer';
import { int16ToFloat } from './pcm';
import type { CallerAudioSettings } from './persona-audio';
import { PlayoutBuffer } from './playout';
import type { VoiceChannel, VoiceEndpoint } from './port';
import { reconcileLatency, type ReconciledTurn, type TimingMark } from './reconcile';
import { StereoRecorder } from './recorder';
import type { SideEvent } from './side-channel';

/** Where the agent's words came from: its side channel, a speech-to-text service, or nowhere (audio metrics only). */
export type TranscriptSource = 'SIDE_CHANNEL' | 'SPEECH_TO_TEXT' | 'NONE';

export interface VoiceCallOptions {
  endpoint: VoiceEndpoint;
  callId: string;
  brain: CallerBrain;
  audio: CallerAudioSettings;
  speak: Speak;
  /** Speech-to-text for agent turns when the agent sends no transcript (16 kHz mono PCM in). */
  transcribe?: (pcm: Int16Array) => Promise<string>;
  connectTimeoutMs: number;
  onMessage?: (m: TranscriptMessage) => Promise<void> | void;
  /** Live audio of both sides, frame by frame (the browser demo listens with it). */
  onFrame?: (caller: Int16Array, agent: Int16Array) => void;
  signal?: AbortSignal;
}

export interface VoiceCallOutcome {
  ender: ConversationEnder;
  reason: EndReason;
  error?: string;
  messages: TranscriptMessage[];
  /** Length of the call on its audio timeline. */
  durationMs: number;
  recordingWav: Uint8Array | null;
  metrics: CallAudioMetrics | null;
  reconciliation: ReconciledTurn[];
  transcriptSource: TranscriptSource;
  toolCalls: Array<{ name: string; arguments: unknown; atMs: number }>;
  pacing: PacingStats;
}

const msOf = (frames: number) => frames * CALL_FRAME_MS;

/**
 * One simulated phone call, in real time: every 20 ms the caller's next frame goes out, the
 * agent's next frame is played out of its buffer, both are recorded and analysed, and the
 * caller decides what to do from what it has heard so far.
 */
export async function runVoiceCall(opts: VoiceCallOptions): Promise<VoiceCallOutcome> {
  const playout = new PlayoutBuffer();
  const recorder = new StereoRecorder();
  const analyzer = createStreamingAnalyzer({ sampleRate: CALL_SAMPLE_RATE });
  const agentEar = new Endpointer({ hangoverMs: CALLER_RESPONSE_GAP_MS });
  const messages: TranscriptMessage[] = [];
  const marks: TimingMark[] = [];
  const toolCalls: VoiceCallOutcome['toolCalls'] = [];
  let pendingAgentText: string[] = [];
  let sawSideTranscript = false;
  let usedStt = false;
  let frame = 0;
  let agentTurnStart = -1;
  let closed: { byAgent: boolean; error?: string } | null = null;

  let settle!: (o: { ender: ConversationEnder; reason: EndReason; error?: string }) => void;
  const ended = new Promise<{ ender: ConversationEnder; reason: EndReason; error?: string }>((r) => (settle = r));
  let endedOnce = false;
  const end = (ender: ConversationEnder, reason: EndReason, error?: string) => {
    if (endedOnce) return;
    endedOnce = true;
    settle({ ender, reason, error });
  };

  const record = async (m: Omit<TranscriptMessage, 'position'>) => {
    const message = { ...m, position: messages.length };
    messages.push(message);
    await opts.onMessage?.(message);
  };
  // Messages are stored in order even though turns end on the timer.
  let writes = Promise.resolve();
  const enqueueRecord = (m: Omit<TranscriptMessage, 'position'>) => {
    writes = writes.then(() => record(m)).catch(() => {});
    return writes;
  };

  const onEvent = (e: SideEvent) => {
    const atMs = e.audioMs ?? msOf(frame);
    if (e.type === 'agent.transcript') {
      sawSideTranscript = true;
      if (e.text.trim()) pendingAgentText.push(e.text.trim());
    } else if (e.type === 'agent.timing') marks.push({ name: e.name, atMs });
    else if (e.type === 'agent.tool_call') toolCalls.push({ name: e.name, arguments: e.arguments ?? null, atMs });
    else if (e.type === 'session.error') end('SYSTEM', 'AGENT_ERROR', `Agent reported an error: ${e.message ?? 'session.error'}`);
  };

  let channel: VoiceChannel;
  try {
    channel = await openVoiceChannel(
      opts.endpoint,
      {
        onAudio: (s) => playout.push(s),
        onMark: (name) => playout.mark(name),
        onClear: () => {
          for (const name of playout.clear()) channel.ackMark(name);
        },
        onEvent,
        onClose: (info) => (closed = info),
      },
      { callId: opts.callId, timeoutMs: opts.connectTimeoutMs },
    );
  } catch (error) {
    if (!(error instanceof AgentError)) throw error;
    return {
      ender: 'SYSTEM',
      reason: error.kind === 'TIMEOUT' ? 'SESSION_TIMEOUT' : 'AGENT_ERROR',
      error: error.message,
      messages,
      durationMs: 0,
      recordingWav: null,
      metrics: null,
      reconciliation: [],
      transcriptSource: 'NONE',
      toolCalls,
      pacing: { ticks: 0, maxLatenessMs: 0, meanLatenessMs: 0, underruns: 0 },
    };
  }

  const caller = new CallerVoice({
    audio: opts.audio,
    brain: opts.brain,
    speak: opts.speak,
    messages: () => messages,
    channel,
    seed: hashSeed(opts.callId),
    onSpeechStart: (text, atFrame) => enqueueRecord({ role: 'tester', content: text, atMs: msOf(atFrame) }),
    onDone: () => end('TESTER', 'SCRIPT_COMPLETED'),
    onFailure: (message) => end('SYSTEM', 'AGENT_ERROR', message),
  });

  const flushAgentTurn = (startFrame: number, endFrame: number) => {
    const text = pendingAgentText.join(' ');
    pendingAgentText = [];
    const atMs = msOf(startFrame);
    if (text || !opts.transcribe) {
      const seconds = (msOf(endFrame - startFrame) / 1000).toFixed(1);
      return enqueueRecord({ role: 'agent', content: text || `(${seconds} s of speech, not transcribed)`, atMs });
    }
    const pcm = recorder.agentSlice(startFrame * CALL_FRAME_SAMPLES, (endFrame + 1) * CALL_FRAME_SAMPLES);
    usedStt = true;
    const transcribed = opts.transcribe(pcm).catch((e) => `(not transcribed: ${e instanceof Error ? e.message : String(e)})`);
    writes = writes.then(async () => record({ role: 'agent', content: (await transcribed) || '(no words recognised)', atMs })).catch(() => {});
    return writes;
  };

  const maxFrames = Math.round(((opts.audio.maxCallDurationMinutes ?? DEFAULT_MAX_CALL_MINUTES) * 60_000) / CALL_FRAME_MS);
  const silenceFrames = CALLER_SILENCE_TIMEOUT_MS / CALL_FRAME_MS;
  const agentFrame = new Int16Array(CALL_FRAME_SAMPLES);

  const tick = (k: number) => {
    frame = k;
    for (const name of playout.take(agentFrame)) channel.ackMark(name);
    const callerFrame = caller.nextFrame(k);
    channel.sendFrame(callerFrame);
    recorder.append(callerFrame, agentFrame);
    analyzer.push(int16ToFloat(callerFrame), int16ToFloat(agentFrame));
    opts.onFrame?.(callerFrame, agentFrame);

    const heard = agentEar.push(agentFrame);
    if (heard?.type === 'start') {
      agentTurnStart = heard.atFrame;
      caller.agentStarted(heard.atFrame);
    } else if (heard?.type === 'end') {
      void flushAgentTurn(agentTurnStart, heard.lastSpeechFrame);
      caller.agentFinished(heard.lastSpeechFrame, k);
      agentTurnStart = -1;
    }

    if (opts.signal?.aborted) return end('SYSTEM', 'CANCELLED');
    if (closed && playout.queuedSamples === 0 && !agentEar.speaking) {
      if (closed.error) return end('SYSTEM', 'AGENT_ERROR', closed.error);
      return end('AGENT', 'AGENT_ENDED_CALL');
    }
    if (k + 1 >= maxFrames) return end('SYSTEM', 'MAX_DURATION_REACHED');
    if (!opts.audio.disableSilenceDetection && caller.waitingForAgent(k) && caller.waitingForAgent(k) > silenceFrames && agentEar.quietFrames > silenceFrames) {
      return end('TESTER', 'SILENCE_TIMEOUT', `The agent said nothing for ${CALLER_SILENCE_TIMEOUT_MS / 1000} s`);
    }
  };

  const pacer = new RealtimePacer((k) => {
    try {
      tick(k);
    } catch (error) {
      end('SYSTEM', 'AGENT_ERROR', error instanceof Error ? error.message : String(error));
    }
  });
  pacer.start();
  const result = await ended;
  const pacing = pacer.stop();
  caller.stop();
  if (!closed) await channel.hangUp();
  if (agentTurnStart >= 0) void flushAgentTurn(agentTurnStart, frame);
  await writes;

  const durationMs = msOf(frame + 1);
  let metrics: CallAudioMetrics | null = null;
  try {
    metrics = analyzer.finish();
  } catch {
    metrics = null; // No audio at all (the call never got a frame out).
  }
  return {
    ...result,
    messages,
    durationMs,
    recordingWav: recorder.length ? recorder.toWav() : null,
    metrics,
    reconciliation: metrics ? reconcileLatency(metrics.turnLatency.turns, marks) : [],
    transcriptSource: sawSideTranscript ? 'SIDE_CHANNEL' : usedStt ? 'SPEECH_TO_TEXT' : 'NONE',
    toolCalls,
    pacing,
  };
}

function hashSeed(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
