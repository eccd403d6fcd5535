import type { TurnLatency } from '../audio';
import type { AgentTimingName } from './side-channel';

export interface TimingMark {
  name: AgentTimingName;
  atMs: number;
}

/** One agent turn's latency as the caller heard it, beside the parts the agent says it spent. */
export interface ReconciledTurn {
  callerEndMs: number;
  agentStartMs: number;
  heardLatencyMs: number;
  /** End of caller speech → the agent decided the caller had finished. */
  endpointingMs: number | null;
  /** Speech end detected → first LLM token. */
  llmMs: number | null;
  /** First LLM token → first TTS audio byte. */
  ttsMs: number | null;
  /** What the agent's own timings do not explain: transport, buffering, silence at the start of its audio. */
  unexplainedMs: number | null;
}

/**
 * Matches the agent's reported timings to each answered turn: the last "speech end detected"
 * in the window between the caller's end (less a little, the agent's VAD may cut early) and
 * the agent's first sound, then the LLM and TTS marks that follow it within the same window.
 */
export function reconcileLatency(turns: readonly TurnLatency[], marks: readonly TimingMark[], earlyToleranceMs = 300): ReconciledTurn[] {
  const sorted = [...marks].sort((a, b) => a.atMs - b.atMs);
  return turns.map((t) => {
    const inWindow = sorted.filter((m) => m.atMs >= t.callerEndMs - earlyToleranceMs && m.atMs <= t.agentStartMs);
    const sed = [...inWindow].reverse().find((m) => m.name === 'speech_end_detected');
    const after = (name: AgentTimingName, from: number) => inWindow.find((m) => m.name === name && m.atMs >= from);
    const llm = sed ? after('llm_first_token', sed.atMs) : undefined;
    const tts = after('tts_first_byte', llm?.atMs ?? sed?.atMs ?? t.callerEndMs);
    const last = tts ?? llm ?? sed;
    return {
      callerEndMs: t.callerEndMs,
      agentStartMs: t.agentStartMs,
      heardLatencyMs: t.latencyMs,
      endpointingMs: sed ? sed.atMs - t.callerEndMs : null,
      llmMs: sed && llm ? llm.atMs - sed.atMs : null,
      ttsMs: llm && tts ? tts.atMs - llm.atMs : null,
      unexplainedMs: last ? t.agentStartMs - last.atMs : null,
    };
  });
}
