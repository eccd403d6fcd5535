import { z } from 'zod';

/** 25 MB of WAV is ~13 minutes of 16 kHz stereo; base64 adds a third. */
export const MAX_RECORDING_BYTES = 25 * 1024 * 1024;
const ZBase64Wav = z
  .string()
  .min(1, 'The recording is empty')
  .max(Math.ceil((MAX_RECORDING_BYTES * 4) / 3), 'File too large: recordings up to 25 MB')
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'The recording must be base64-encoded WAV');

export const ZAnalyzeRecordingRequest = z.union([
  z.object({
    /** A stereo WAV: one channel is the caller, the other the agent. */
    stereoWavBase64: ZBase64Wav,
    callerChannel: z.union([z.literal(0), z.literal(1)]).default(0),
  }),
  z.object({ callerWavBase64: ZBase64Wav, agentWavBase64: ZBase64Wav }),
]);
export type TAnalyzeRecordingRequest = z.infer<typeof ZAnalyzeRecordingRequest>;

export const ZVoiceCaseRunRequest = z.object({ caseRunId: z.uuid('That is not a valid case run id') });
