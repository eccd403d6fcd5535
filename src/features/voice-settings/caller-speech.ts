import { eq } from 'drizzle-orm';
import type { Speak } from '../../engine/voice/caller';
import type { CallerAudioSettings } from '../../engine/voice/persona-audio';
import { transcribeTurn } from '../../engine/voice/stt';
import { callerSpeaker, type ResolvedVoice } from '../../engine/voice/synth';
import type { Db } from '../../server/db/client';
import { testCaseRuns, testCases } from '../../server/db/schema';
import { voiceProvidersForWorkspace } from './service';

export interface CallerSpeech {
  speak: Speak;
  /** Undefined when the workspace has no speech-to-text: agent turns without a side-channel transcript stay untranscribed. */
  transcribe?: (pcm: Int16Array) => Promise<string>;
  voice: ResolvedVoice;
  /** The workspace's Vapi API key, for Vapi connections that carry none of their own. */
  vapiKey: string | null;
}

function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * The caller's voice and ears for one voice case run: the test case's persona voice fields
 * (gender, accent, talking speed, first language, synthesiser, voice identifier; the case's
 * voice settings win where they set the same thing) choose the synthesiser and voice, with the
 * workspace's provider keys; its speech-to-text settings transcribe agent turns.
 */
export async function callerSpeechFor(db: Db, workspaceId: string, caseRunId: string, audio: CallerAudioSettings): Promise<CallerSpeech> {
  const [persona] = await db
    .select({
      gender: testCases.gender,
      accent: testCases.accent,
      talkingSpeed: testCases.talkingSpeed,
      languages: testCases.languages,
      voiceSynthesizer: testCases.voiceSynthesizer,
      voiceIdentifier: testCases.voiceIdentifier,
    })
    .from(testCaseRuns)
    .innerJoin(testCases, eq(testCases.id, testCaseRuns.testCaseId))
    .where(eq(testCaseRuns.id, caseRunId));
  const providers = await voiceProvidersForWorkspace(db, workspaceId);
  const { speak, voice } = callerSpeaker(
    {
      synthesizer: audio.voiceSynthesizer ?? persona?.voiceSynthesizer ?? 'espeak',
      voiceIdentifier: audio.voiceIdentifier || persona?.voiceIdentifier,
      gender: persona?.gender,
      accent: persona?.accent,
      locale: persona?.languages?.[0],
      talkingSpeed: audio.talkingSpeed ?? persona?.talkingSpeed,
    },
    seedOf(caseRunId),
    providers.synth,
  );
  const stt = providers.stt;
  return { speak, voice, transcribe: stt ? (pcm) => transcribeTurn(stt, pcm) : undefined, vapiKey: providers.vapi?.apiKey || null };
}
