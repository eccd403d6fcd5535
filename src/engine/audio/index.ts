export { analyzeWav, analyzeMonoTracks, type AnalyzeWavOptions } from './analyze';
export { createStreamingAnalyzer, type StreamingAnalyzer, type StreamingAnalyzerOptions } from './streaming';
export { parseWav, readWavLayout, type WavData, type WavEncoding, type WavLayout } from './wav';
export { computeMetrics } from './metrics';
export { detectSpeech, ChannelVad } from './vad';
export { AudioFormatError, type AudioFormatErrorCode } from './errors';
export * from './constants';
export type {
  CallAudioMetrics,
  Interruption,
  LatencyStats,
  Monologue,
  Speaker,
  TimeSpan,
  Turn,
  TurnLatency,
} from './types';
