import { and, eq } from 'drizzle-orm';
import type { Persona } from '../../engine/personas/port';
import type { CallerBrain } from '../../engine/voice/caller';
import { runVoiceCall, type VoiceCallOutcome } from '../../engine/voice/call';
import type { CallerAudioSettings } from '../../engine/voice/persona-audio';
import type { VoiceEndpoint } from '../../engine/voice/port';
import type { ConversationOutcome, TranscriptMessage } from '../../engine/types';
import type { Db } from '../../server/db/client';
import { type CaseScript, testCaseRuns, testCases, testCaseVersions, testCaseVoiceSettings, voiceAgents, voiceCaseRuns } from '../../server/db/schema';
import { DEMO_VOICE_PATHS } from '../../server/http/demo-voice-routes';
import { recordingKey, type RecordingStore } from '../recordings/store';
import { callerAudioFromCase, type CaseVoiceFields } from './case-audio';
import { callerSpeechFor } from '../voice-settings/caller-speech';

export interface VoiceCaseDeps {
  db: Db;
  recordings: RecordingStore;
  /** Where this worker reaches the built-in demo agent's chat route; the voice routes sit on the same server. */
  demoAgentUrl: () => string;
}

/** The case run to call for, with its run's settings. */
export interface VoiceCase {
  id: string;
  workspaceId: string;
  script: CaseScript;
  agentId: string;
  isDemo: boolean;
  sessionTimeoutSeconds: number;
  persona: Persona;
}

/**
 * The persona behind the voice: it sees the conversation so far and says its next line, or
 * hangs up (after its last words, when it has some).
 */
export function personaBrain(persona: Persona): CallerBrain {
  let ending = false;
  return {
    async next(conversation) {
      if (ending) return null;
      const turn = await persona.next({ transcript: conversation });
      if (turn.end) ending = true;
      return turn.say ?? null;
    },
  };
}

async function endpointFor(deps: VoiceCaseDeps, workspaceId: string, agentId: string, isDemo: boolean): Promise<VoiceEndpoint | null> {
  const [row] = await deps.db
    .select()
    .from(voiceAgents)
    .where(and(eq(voiceAgents.agentId, agentId), eq(voiceAgents.workspaceId, workspaceId)));
  if (!row && !isDemo) return null;
  // The demo agent has no Vapi side: a demo connection set to Vapi is called over CHIRP.
  const transport = isDemo && row?.transport === 'VAPI' ? 'CHIRP' : (row?.transport ?? 'CHIRP');
  // The demo agent follows the worker's own server, whatever URL was stored for it.
  const url = isDemo ? new URL(deps.demoAgentUrl()).origin.replace(/^http/, 'ws') + DEMO_VOICE_PATHS[transport === 'VAPI' ? 'CHIRP' : transport] : row!.url;
  return { transport, url, secret: row?.secret, parameters: row?.parameters ?? {} };
}

/**
 * How the caller sounds on this case run: the caller-voice fields frozen with the run (as set in
 * the editor, scenario defaults applied; for older runs the case version the run played, or the
 * case as it is now), with any
 * settings saved through `voiceAgent.saveCaseSettings` taking precedence field by field.
 */
async function callerAudioFor(db: Db, caseRunId: string, frozen: CaseScript['voice']): Promise<CallerAudioSettings> {
  const [row] = await db
    .select({ snapshot: testCaseVersions.snapshot, current: testCases, saved: testCaseVoiceSettings.settings })
    .from(testCaseRuns)
    .leftJoin(testCases, eq(testCases.id, testCaseRuns.testCaseId))
    .leftJoin(testCaseVersions, and(eq(testCaseVersions.testCaseId, testCaseRuns.testCaseId), eq(testCaseVersions.version, testCaseRuns.testCaseVersion)))
    .leftJoin(testCaseVoiceSettings, eq(testCaseVoiceSettings.testCaseId, testCaseRuns.testCaseId))
    .where(eq(testCaseRuns.id, caseRunId));
  const fields = (frozen ?? row?.snapshot ?? row?.current ?? {}) as CaseVoiceFields;
  return { ...callerAudioFromCase(fields, caseRunId), ...(row?.saved ?? {}) };
}

/** One voice case run: the call, its recording and its metrics stored; the outcome for the case-run state. */
export async function runVoiceCaseRun(
  deps: VoiceCaseDeps,
  caseRun: VoiceCase,
  signal: AbortSignal,
  onMessage: (m: TranscriptMessage) => void,
): Promise<ConversationOutcome> {
  const endpoint = await endpointFor(deps, caseRun.workspaceId, caseRun.agentId, caseRun.isDemo);
  if (!endpoint) return { ender: 'SYSTEM', reason: 'AGENT_ERROR', error: 'This agent has no voice connection configured', messages: [], durationMs: 0 };
  const audio = await callerAudioFor(deps.db, caseRun.id, caseRun.script.voice);
  // The persona's voice fields pick the synthesiser and voice; the workspace's speech-to-text hears the agent.
  const { speak, transcribe, vapiKey } = await callerSpeechFor(deps.db, caseRun.workspaceId, caseRun.id, audio);
  // A Vapi connection without its own secret uses the workspace's Vapi key.
  if (endpoint.transport === 'VAPI' && !endpoint.secret) endpoint.secret = vapiKey;

  const outcome = await runVoiceCall({
    endpoint,
    callId: caseRun.id,
    brain: personaBrain(caseRun.persona),
    audio,
    speak,
    transcribe,
    connectTimeoutMs: caseRun.sessionTimeoutSeconds * 1000,
    onMessage,
    signal,
  });
  if (outcome.durationMs > 0) await storeCall(deps, caseRun, endpoint, outcome);
  return { ender: outcome.ender, reason: outcome.reason, error: outcome.error, messages: outcome.messages, durationMs: outcome.durationMs };
}

async function storeCall(deps: VoiceCaseDeps, caseRun: VoiceCase, endpoint: VoiceEndpoint, o: VoiceCallOutcome) {
  let key: string | null = null;
  if (o.recordingWav) {
    key = recordingKey(caseRun.workspaceId, caseRun.id);
    await deps.recordings.put(key, o.recordingWav);
  }
  const m = o.metrics;
  const monologue = m ? Math.max(m.longestMonologue.agent?.durationMs ?? 0, m.longestMonologue.caller?.durationMs ?? 0) : null;
  const values = {
    workspaceId: caseRun.workspaceId,
    transport: endpoint.transport,
    recordingKey: key,
    recordingBytes: o.recordingWav?.length ?? null,
    callDurationMs: o.durationMs,
    latencyP50Ms: m?.turnLatency.p50Ms ?? null,
    latencyP90Ms: m?.turnLatency.p90Ms ?? null,
    latencyMaxMs: m?.turnLatency.maxMs ?? null,
    timeToFirstWordMs: m?.timeToFirstWord.fromCallStartMs ?? null,
    callerInterruptions: m?.interruptions.callerInterruptedAgent.count ?? null,
    agentInterruptions: m?.interruptions.agentInterruptedCaller.count ?? null,
    agentTalkRatio: m?.talk.agentTalkRatio ?? null,
    longestMonologueMs: monologue,
    transcriptSource: o.transcriptSource,
    metrics: m,
    reconciliation: o.reconciliation,
    toolCalls: o.toolCalls,
    pacing: o.pacing,
  };
  // A retried attempt replaces what an earlier one stored.
  await deps.db
    .insert(voiceCaseRuns)
    .values({ caseRunId: caseRun.id, ...values })
    .onConflictDoUpdate({ target: voiceCaseRuns.caseRunId, set: values });
}
