/**
 * Audio engine benchmark: speed on a 10-minute stereo 16 kHz call and accuracy
 * against the espeak-ng ground-truth set. Run: npx tsx bench/audio.ts
 */
import { performance } from 'node:perf_hooks';
import { analyzeWav } from '../src/engine/audio';
import { evaluate, type AccuracyReport } from '../src/engine/audio/testdata/accuracy';
import { generateCall, type GenerateCallOptions } from '../src/engine/audio/testdata/generate-call';
import { NOISE_KINDS } from '../src/engine/audio/testdata/noise';

const RUNS = 5;

function speed(): void {
  const t0 = performance.now();
  const call = generateCall({ sampleRate: 16000, minDurationMs: 600_000, noise: { kind: 'cafe', snrDb: 20 }, seed: 3 });
  const genS = (performance.now() - t0) / 1000;
  const audioS = call.truth.durationMs / 1000;
  console.log(`speed: ${(audioS / 60).toFixed(1)}-minute stereo 16 kHz 16-bit call (${(call.wav.length / 1e6).toFixed(1)} MB), generated in ${genS.toFixed(1)} s`);
  let best = Infinity;
  for (let r = 0; r < RUNS; r++) {
    const t = performance.now();
    analyzeWav(call.wav, { callerChannel: call.callerChannel });
    best = Math.min(best, (performance.now() - t) / 1000);
  }
  console.log(`  analyzeWav best of ${RUNS}: ${best.toFixed(3)} s  =>  ${Math.round(audioS / best)}x real time`);
}

function fmt(name: string, e: AccuracyReport): string {
  const ok =
    e.latencyCount.expected === e.latencyCount.measured &&
    e.latencyP50ErrMs <= 50 &&
    e.latencyMaxErrMs <= 50 &&
    e.interruptions.exact &&
    e.talkRatioErrPp <= 2 &&
    e.monologueErrMs.caller <= 100 &&
    e.monologueErrMs.agent <= 100;
  const i = e.interruptions;
  return [
    ok ? 'PASS' : 'miss',
    name.padEnd(24),
    `latency n ${e.latencyCount.measured}/${e.latencyCount.expected}`,
    `p50 err ${e.latencyP50ErrMs.toFixed(0).padStart(3)} ms`,
    `max err ${e.latencyMaxErrMs.toFixed(0).padStart(3)} ms`,
    `interruptions caller ${i.measured.caller}/${i.expected.caller} agent ${i.measured.agent}/${i.expected.agent}${i.exact ? '' : ' (wrong)'}`,
    `talk ratio err ${e.talkRatioErrPp.toFixed(2)} pp`,
    `monologue err caller ${e.monologueErrMs.caller.toFixed(0)} / agent ${e.monologueErrMs.agent.toFixed(0)} ms`,
  ].join('  ');
}

function accuracy(): void {
  console.log('\naccuracy vs ground truth (PASS = latency p50/max within 50 ms, interruptions exact, talk ratio within 2 pp, monologue within 100 ms)');
  const conds: [string, GenerateCallOptions][] = [
    ['clean 8k pcm16', { sampleRate: 8000 }],
    ['clean 16k float', { sampleRate: 16000, encoding: 'float32' }],
    ['clean 24k pcm16 ch1', { sampleRate: 24000, callerChannel: 1 }],
    ['clean 44.1k pcm16', { sampleRate: 44100 }],
    ['clean 48k float', { sampleRate: 48000, encoding: 'float32' }],
  ];
  for (const snrDb of [20, 10]) {
    for (const kind of NOISE_KINDS) conds.push([`${kind} @${snrDb} dB`, { sampleRate: 16000, noise: { kind, snrDb } }]);
  }
  const tally = new Map<string, { pass: number; total: number }>();
  for (const [name, opts] of conds) {
    const call = generateCall(opts);
    const e = evaluate(call.truth, analyzeWav(call.wav, { callerChannel: call.callerChannel }));
    const line = fmt(name, e);
    console.log('  ' + line);
    const group = name.startsWith('clean') ? 'clean' : name.slice(name.indexOf('@'));
    const t = tally.get(group) ?? { pass: 0, total: 0 };
    t.total++;
    if (line.startsWith('PASS')) t.pass++;
    tally.set(group, t);
  }
  for (const [g, t] of tally) console.log(`  ${g}: ${t.pass}/${t.total} conditions within all tolerances`);
}

const t0 = performance.now();
speed();
accuracy();
console.log(`\nbench finished in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
