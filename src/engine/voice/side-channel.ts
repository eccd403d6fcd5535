import { z } from 'zod';

/**
 * The optional side channel: JSON the agent sends beside its audio (CHIRP text frames,
 * extra Twilio messages) so a call can be scored on the agent's own words and its latency
 * explained. `audioMs`, when given, is how much caller audio the agent had received when the
 * event happened, which puts it on the call's timeline exactly; otherwise it is stamped on
 * arrival.
 */
export const AGENT_TIMING_NAMES = ['speech_end_detected', 'llm_first_token', 'tts_first_byte'] as const;
export type AgentTimingName = (typeof AGENT_TIMING_NAMES)[number];

const ZAudioMs = z.number().finite().min(0).max(24 * 3600 * 1000).optional();

export const ZSideEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('agent.transcript'), text: z.string().max(20_000), audioMs: ZAudioMs }),
  z.object({
    type: z.literal('agent.tool_call'),
    name: z.string().max(200),
    arguments: z.unknown().optional(),
    audioMs: ZAudioMs,
  }),
  z.object({ type: z.literal('agent.timing'), name: z.enum(AGENT_TIMING_NAMES), audioMs: ZAudioMs }),
  // CHIRP's own events.
  z.object({ type: z.literal('speech.started'), audioMs: ZAudioMs }),
  z.object({ type: z.literal('speech.completed'), audioMs: ZAudioMs }),
  z.object({ type: z.literal('session.error'), message: z.string().max(2000).optional(), audioMs: ZAudioMs }),
]);
export type SideEvent = z.infer<typeof ZSideEvent>;

/** A side event, or null for JSON this protocol does not define (ignored, as extensions should be). */
export function parseSideEvent(json: unknown): SideEvent | null {
  const parsed = ZSideEvent.safeParse(json);
  return parsed.success ? parsed.data : null;
}
