import { AudioFormatError } from './errors';
import { createStreamingAnalyzer } from './streaming';
import type { CallAudioMetrics } from './types';
import { parseWav, readWavLayout } from './wav';

export interface AnalyzeWavOptions {
  /** Which channel of the stereo file carries the caller; the other is the agent. */
  callerChannel: 0 | 1;
}

/** Analyse a stereo call recording (one side per channel). */
export function analyzeWav(buf: Uint8Array, opts: AnalyzeWavOptions): CallAudioMetrics {
  if (opts.callerChannel !== 0 && opts.callerChannel !== 1) {
    throw new RangeError(`callerChannel must be 0 or 1, got ${String(opts.callerChannel)}`);
  }
  const wav = readWavLayout(buf);
  if (wav.channelCount !== 2) {
    throw new AudioFormatError(
      'UNSUPPORTED_CHANNELS',
      `Call recording must be stereo (caller and agent on separate channels); this WAV has ${wav.channelCount} channel`,
    );
  }
  // Straight from the interleaved file data: no per-channel float copy of a possibly hour-long call.
  const analyzer = createStreamingAnalyzer({ sampleRate: wav.sampleRate, callerChannel: opts.callerChannel });
  analyzer.pushInterleaved(wav.interleaved);
  return analyzer.finish();
}

/** Analyse a call recorded as two mono files of the same rate and (near-)same length. */
export function analyzeMonoTracks(caller: Uint8Array, agent: Uint8Array): CallAudioMetrics {
  const c = parseWav(caller);
  const a = parseWav(agent);
  for (const [name, w] of [['caller', c], ['agent', a]] as const) {
    if (w.channels.length !== 1) {
      throw new AudioFormatError('UNSUPPORTED_CHANNELS', `The ${name} track must be mono; it has ${w.channels.length} channels`);
    }
  }
  if (c.sampleRate !== a.sampleRate) {
    throw new AudioFormatError(
      'TRACK_MISMATCH',
      `Caller track is ${c.sampleRate} Hz but agent track is ${a.sampleRate} Hz; both must share one sample rate`,
    );
  }
  const analyzer = createStreamingAnalyzer({ sampleRate: c.sampleRate });
  analyzer.push(c.channels[0]!, a.channels[0]!);
  return analyzer.finish();
}
