import { MAX_TRACK_LENGTH_MISMATCH_MS, SUPPORTED_SAMPLE_RATES } from './constants';
import { AudioFormatError } from './errors';
import { computeMetrics } from './metrics';
import type { CallAudioMetrics } from './types';
import { ChannelVad } from './vad';

export interface StreamingAnalyzerOptions {
  sampleRate: number;
  /** For pushInterleaved: which interleaved channel is the caller. Default 0. */
  callerChannel?: 0 | 1;
}

export interface StreamingAnalyzer {
  /** Feed the next samples of each side (floats in [-1, 1]); the two chunks may differ in length. */
  push(callerSamples: Float32Array, agentSamples: Float32Array): void;
  /** Feed raw interleaved stereo: 16-bit PCM as Int16Array or float as Float32Array. Chunks need not end on a frame boundary. */
  pushInterleaved(samples: Int16Array | Float32Array): void;
  /** Samples consumed so far per side. */
  readonly samplesReceived: { caller: number; agent: number };
  /** Metrics for everything pushed so far. Further pushes after finish are rejected. */
  finish(): CallAudioMetrics;
}

/**
 * Analyse a call as it happens. Each side runs its own online VAD, so the
 * result is identical to analysing the finished recording in one go, however
 * the audio was chunked.
 */
export function createStreamingAnalyzer(opts: StreamingAnalyzerOptions): StreamingAnalyzer {
  const { sampleRate } = opts;
  if (!(SUPPORTED_SAMPLE_RATES as readonly number[]).includes(sampleRate)) {
    throw new AudioFormatError(
      'UNSUPPORTED_SAMPLE_RATE',
      `Sample rate ${sampleRate} Hz is not supported; use one of ${SUPPORTED_SAMPLE_RATES.join(', ')} Hz`,
    );
  }
  const callerIdx = opts.callerChannel ?? 0;
  const callerVad = new ChannelVad(sampleRate);
  const agentVad = new ChannelVad(sampleRate);
  let done = false;

  const assertOpen = (): void => {
    if (done) throw new Error('Streaming analyzer already finished');
  };

  return {
    push(callerSamples, agentSamples) {
      assertOpen();
      if (!(callerSamples instanceof Float32Array) || !(agentSamples instanceof Float32Array)) {
        throw new AudioFormatError('BAD_SAMPLES', 'push() expects two Float32Array chunks (caller, agent)');
      }
      callerVad.push(callerSamples);
      agentVad.push(agentSamples);
    },
    pushInterleaved(samples) {
      assertOpen();
      if (samples.length % 2 !== 0) {
        throw new AudioFormatError('BAD_SAMPLES', 'Interleaved stereo chunk must hold an even number of samples');
      }
      callerVad.pushInterleaved(samples, callerIdx, 2);
      agentVad.pushInterleaved(samples, 1 - callerIdx, 2);
    },
    get samplesReceived() {
      return { caller: callerVad.sampleCount, agent: agentVad.sampleCount };
    },
    finish() {
      assertOpen();
      const n = Math.max(callerVad.sampleCount, agentVad.sampleCount);
      const diffMs = (Math.abs(callerVad.sampleCount - agentVad.sampleCount) * 1000) / sampleRate;
      if (diffMs > MAX_TRACK_LENGTH_MISMATCH_MS) {
        throw new AudioFormatError(
          'TRACK_MISMATCH',
          `Caller and agent audio differ in length by ${diffMs.toFixed(1)} ms (max ${MAX_TRACK_LENGTH_MISMATCH_MS} ms)`,
        );
      }
      if (n === 0) throw new AudioFormatError('EMPTY_DATA', 'No audio was pushed');
      done = true;
      return computeMetrics(callerVad.finish(), agentVad.finish(), (n * 1000) / sampleRate, sampleRate);
    },
  };
}
