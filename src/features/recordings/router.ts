import { TRPCError } from '@trpc/server';
import { analyzeMonoTracks, analyzeWav, AudioFormatError } from '../../engine/audio';
import { router } from '../../server/trpc/init';
import { workspaceProcedure } from '../../server/trpc/procedures';
import { ZAnalyzeRecordingRequest, ZVoiceCaseRunRequest } from './schema';
import { getVoiceCaseRun } from './voice-case-run';

const bytes = (b64: string) => new Uint8Array(Buffer.from(b64, 'base64'));

export const recordingRouter = router({
  /** A voice case run's metrics, latency reconciliation and recording link (null for chat case runs). */
  voiceCaseRun: workspaceProcedure
    .input(ZVoiceCaseRunRequest)
    .query(({ ctx, input }) => getVoiceCaseRun(ctx.services.db, ctx.workspaceId, input.caseRunId)),
  /** Call metrics measured from a recording: turn latency, interruptions, talk ratio, monologues, silence. */
  analyze: workspaceProcedure.input(ZAnalyzeRecordingRequest).mutation(({ input }) => {
    try {
      return 'stereoWavBase64' in input
        ? analyzeWav(bytes(input.stereoWavBase64), { callerChannel: input.callerChannel })
        : analyzeMonoTracks(bytes(input.callerWavBase64), bytes(input.agentWavBase64));
    } catch (error) {
      if (error instanceof AudioFormatError) {
        throw new TRPCError({ code: 'UNPROCESSABLE_CONTENT', message: `Invalid file type: ${error.message}`, cause: error });
      }
      throw error;
    }
  }),
});
