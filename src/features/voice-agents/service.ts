import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { espeakSpeak, listEspeakVoices, SynthesisError } from '../../engine/voice/espeak';
import { CALL_SAMPLE_RATE } from '../../engine/voice/constants';
import { floatToInt16 } from '../../engine/voice/pcm';
import { applyLoudness, WORDS_PER_MINUTE, type CallerAudioSettings } from '../../engine/voice/persona-audio';
import { encodeWav16 } from '../../engine/voice/recorder';
import type { Db } from '../../server/db/client';
import { agents, testCases, testCaseVoiceSettings, voiceAgents } from '../../server/db/schema';
import { agentNotFound } from '../agents/service';
import type { TVoiceConnectionInput } from './schema';

async function findAgent(db: Db, workspaceId: string, agentId: string) {
  const [agent] = await db
    .select({ id: agents.id, isDemo: agents.isDemo })
    .from(agents)
    .where(and(eq(agents.id, agentId), eq(agents.workspaceId, workspaceId)));
  if (!agent) throw agentNotFound();
  return agent;
}

/** The agent's voice connection for the form; the secret is only said to exist. */
export async function getVoiceConnection(db: Db, workspaceId: string, agentId: string) {
  const agent = await findAgent(db, workspaceId, agentId);
  const [row] = await db.select().from(voiceAgents).where(and(eq(voiceAgents.agentId, agentId), eq(voiceAgents.workspaceId, workspaceId)));
  if (!row) return { isDemo: agent.isDemo, connection: null };
  return {
    isDemo: agent.isDemo,
    connection: { transport: row.transport, url: row.url, parameters: row.parameters, hasSecret: Boolean(row.secret) },
  };
}

export async function saveVoiceConnection(db: Db, workspaceId: string, input: TVoiceConnectionInput) {
  await findAgent(db, workspaceId, input.agentId);
  const secret = input.secret === undefined ? undefined : input.secret || null;
  const values = { transport: input.transport, url: input.url, parameters: input.parameters, updatedAt: new Date(), ...(secret !== undefined && { secret }) };
  await db
    .insert(voiceAgents)
    .values({ agentId: input.agentId, workspaceId, ...values })
    .onConflictDoUpdate({ target: voiceAgents.agentId, set: values });
  return getVoiceConnection(db, workspaceId, input.agentId);
}

export async function removeVoiceConnection(db: Db, workspaceId: string, agentId: string) {
  await findAgent(db, workspaceId, agentId);
  await db.delete(voiceAgents).where(and(eq(voiceAgents.agentId, agentId), eq(voiceAgents.workspaceId, workspaceId)));
  return { ok: true };
}

/** A voice run needs somewhere to call: a configured connection, or the built-in demo agent's own voice. */
export async function assertVoiceReady(db: Db, workspaceId: string, agentId: string) {
  const { isDemo, connection } = await getVoiceConnection(db, workspaceId, agentId);
  if (!isDemo && !connection) {
    throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'This agent has no voice connection. Add one on the agent page first.' });
  }
}

async function findTestCase(db: Db, workspaceId: string, testCaseId: string) {
  const [tc] = await db
    .select({ id: testCases.id })
    .from(testCases)
    .where(and(eq(testCases.id, testCaseId), eq(testCases.workspaceId, workspaceId)));
  if (!tc) throw new TRPCError({ code: 'NOT_FOUND', message: 'Test case not found' });
}

export async function getCaseVoiceSettings(db: Db, workspaceId: string, testCaseId: string): Promise<CallerAudioSettings> {
  await findTestCase(db, workspaceId, testCaseId);
  const [row] = await db.select().from(testCaseVoiceSettings).where(eq(testCaseVoiceSettings.testCaseId, testCaseId));
  return row?.settings ?? {};
}

export async function saveCaseVoiceSettings(db: Db, workspaceId: string, testCaseId: string, settings: CallerAudioSettings) {
  await findTestCase(db, workspaceId, testCaseId);
  await db
    .insert(testCaseVoiceSettings)
    .values({ testCaseId, workspaceId, settings })
    .onConflictDoUpdate({ target: testCaseVoiceSettings.testCaseId, set: { settings, updatedAt: new Date() } });
  return settings;
}

let voicesCache: Awaited<ReturnType<typeof listEspeakVoices>> | null = null;

/** The caller voices this server can speak with (the espeak-ng voices installed). */
export async function listCallerVoices() {
  try {
    voicesCache ??= await listEspeakVoices();
  } catch (error) {
    if (error instanceof SynthesisError) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: error.message });
    throw error;
  }
  return voicesCache;
}

const SAMPLE_LINE = 'Hi, I am calling about my appointment next Tuesday. Could you help me move it?';

/** A short sample of a caller voice, made on demand, as a base64 WAV. */
export async function voiceSample(voice: string, talkingSpeed: keyof typeof WORDS_PER_MINUTE) {
  const known = await listCallerVoices();
  if (!known.some((v) => v.language === voice)) throw new TRPCError({ code: 'NOT_FOUND', message: `No caller voice named ${voice}` });
  const speech = await espeakSpeak(SAMPLE_LINE, { voice, wordsPerMinute: WORDS_PER_MINUTE[talkingSpeed] });
  const wav = encodeWav16([floatToInt16(applyLoudness(speech, 'medium'))], CALL_SAMPLE_RATE);
  return { wavBase64: Buffer.from(wav).toString('base64'), text: SAMPLE_LINE };
}
