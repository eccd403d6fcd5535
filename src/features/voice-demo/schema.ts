import { z } from 'zod';

export const VOICE_DEMO_LIVE_PATH = '/api/voice-demo/live';
/** Live calls hold a real-time loop on the server each, so only a few at once. */
export const MAX_LIVE_DEMO_CALLS = 3;
/** Audio goes to the browser in batches of this many 20 ms frames (fewer messages, still live). */
export const LIVE_BATCH_FRAMES = 5;
export const LIVE_SAMPLE_RATE = 16_000;
export const LIVE_FRAME_SAMPLES = 320;

/** What the person picks before starting a demo call (the WebSocket URL's query string). */
export const ZVoiceDemoStart = z.object({
  transport: z.enum(['CHIRP', 'TWILIO']).default('CHIRP'),
  /** How long the demo agent waits, once it decides the caller finished, before answering. */
  waitMs: z.coerce.number().int().min(0, 'The wait is 0 to 3000 ms').max(3000, 'The wait is 0 to 3000 ms').default(700),
  /** Make the demo agent talk over the caller once. */
  interrupt: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
});
export type TVoiceDemoStart = z.input<typeof ZVoiceDemoStart>;

/**
 * Text messages on the live socket. Binary messages carry the audio: Int16 samples, the caller's
 * batch then the agent's batch of the same length.
 */
export type VoiceDemoEvent =
  | { type: 'started'; transport: 'CHIRP' | 'TWILIO'; waitMs: number; interrupt: boolean }
  | { type: 'message'; role: 'tester' | 'agent'; content: string; atMs: number }
  | {
      type: 'ended';
      reason: string;
      error?: string;
      durationMs: number;
      latencyP50Ms: number | null;
      turns: Array<{ callerEndMs: number; agentStartMs: number; latencyMs: number }>;
      interruptions: number;
      maxLatenessMs: number;
    }
  | { type: 'error'; message: string };

/** The caller's lines in the demo call: a booking, short enough to hear the whole call in ~12 s. */
export const DEMO_CALLER_LINES = ['Hi, I would like to book a check-up next week.', 'My name is Robin Park.'] as const;
