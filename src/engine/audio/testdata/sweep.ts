import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeWav } from '../analyze';
import type { CallAudioMetrics } from '../types';
import { evaluate, type AccuracyReport } from './accuracy';
import { generateCall, type GeneratedCall, type GroundTruth } from './generate-call';
import { scenario, type Scenario } from './scenario';
import type { Split } from './voices';

/** Bump when the generator changes in a way that changes calls, so on-disk caches are not reused. */
export const GENERATOR_VERSION = 1;

export interface CachedCall {
  wav: Uint8Array;
  callerChannel: 0 | 1;
  sampleRate: number;
  truth: GroundTruth;
}

/** A scenario's call, read from `cacheDir` when it was generated before (wav + truth), else generated (and stored). */
export function scenarioCall(sc: Scenario, cacheDir?: string): CachedCall {
  const base = cacheDir ? join(cacheDir, `v${GENERATOR_VERSION}-${sc.split}-${sc.seed}`) : undefined;
  if (base && existsSync(`${base}.json`)) {
    const meta = JSON.parse(readFileSync(`${base}.json`, 'utf8')) as Omit<CachedCall, 'wav'>;
    return { ...meta, wav: new Uint8Array(readFileSync(`${base}.wav`)) };
  }
  const call: GeneratedCall = generateCall(sc.options);
  if (base) {
    mkdirSync(cacheDir!, { recursive: true });
    writeFileSync(`${base}.wav`, call.wav);
    writeFileSync(`${base}.json`, JSON.stringify({ callerChannel: call.callerChannel, sampleRate: call.sampleRate, truth: call.truth }));
  }
  return { wav: call.wav, callerChannel: call.callerChannel, sampleRate: call.sampleRate, truth: call.truth };
}

export interface SweepRow {
  scenario: Scenario;
  report: AccuracyReport;
  metrics: CallAudioMetrics;
  truth: GroundTruth;
}

/** Generate (or load) and analyse scenarios `from..from+count-1` of one split. */
export function sweep(split: Split, from: number, count: number, cacheDir?: string): SweepRow[] {
  const rows: SweepRow[] = [];
  for (let k = from; k < from + count; k++) {
    const sc = scenario(split, k);
    const call = scenarioCall(sc, cacheDir);
    const metrics = analyzeWav(call.wav, { callerChannel: call.callerChannel });
    rows.push({ scenario: sc, report: evaluate(call.truth, metrics), metrics, truth: call.truth });
  }
  return rows;
}
