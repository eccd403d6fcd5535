/**
 * Audio engine benchmark.
 * - Speed: × real time of analyzeWav on a 10-minute stereo call at every
 *   supported sample rate, in 16-bit PCM and 32-bit float.
 * - Accuracy: the generated scenario calls, train set and held-out set
 *   reported separately (the detector is tuned on train only), plus the
 *   original fixed script in every noise kind at 20 and 10 dB.
 * Run: npm run bench:audio  (AUDIO_BENCH_TRAIN / AUDIO_BENCH_HELDOUT set the
 * number of scenario calls; REHEARSE_AUDIO_CACHE keeps generated calls on disk
 * between runs, REHEARSE_ESPEAK_CACHE the synthesised phrases.)
 */
import { performance } from 'node:perf_hooks';
import { analyzeWav, SUPPORTED_SAMPLE_RATES } from '../src/engine/audio';
import { evaluate, formatReport, withinTolerances, type AccuracyReport } from '../src/engine/audio/testdata/accuracy';
import { generateCall, type GenerateCallOptions } from '../src/engine/audio/testdata/generate-call';
import { NOISE_KINDS } from '../src/engine/audio/testdata/noise';
import { HELDOUT_SEED_BASE, TRAIN_SEED_BASE } from '../src/engine/audio/testdata/scenario';
import { sweep, type SweepRow } from '../src/engine/audio/testdata/sweep';
import { voicePool } from '../src/engine/audio/testdata/voices';
import { encodeWav } from '../src/engine/audio/testdata/wav-writer';

const RUNS = 5;
const SPEED_MINUTES = 10;

function tile(x: Float32Array, n: number): Float32Array {
  const out = new Float32Array(n);
  for (let off = 0; off < n; off += x.length) out.set(x.subarray(0, Math.min(x.length, n - off)), off);
  return out;
}

function speed(): void {
  console.log(`speed: analyzeWav on a ${SPEED_MINUTES}-minute stereo call (cafe noise at 20 dB on the caller), best of ${RUNS}`);
  for (const rate of SUPPORTED_SAMPLE_RATES) {
    const call = generateCall({ sampleRate: rate, noise: { kind: 'cafe', snrDb: 20 }, seed: 3 });
    const n = rate * 60 * SPEED_MINUTES;
    const channels = [tile(call.caller, n), tile(call.agent, n)];
    for (const encoding of ['pcm16', 'float32'] as const) {
      const wav = encodeWav(channels, rate, { encoding });
      let best = Infinity;
      for (let r = 0; r < RUNS; r++) {
        const t = performance.now();
        analyzeWav(wav, { callerChannel: 0 });
        best = Math.min(best, (performance.now() - t) / 1000);
      }
      const x = Math.round((SPEED_MINUTES * 60) / best);
      console.log(`  ${String(rate).padStart(5)} Hz ${encoding.padEnd(7)} ${best.toFixed(3)} s  =>  ${String(x).padStart(5)}x real time`);
    }
  }
}

function summary(name: string, rows: { report: AccuracyReport }[]): void {
  const pass = rows.filter((r) => withinTolerances(r.report)).length;
  const worst = (f: (e: AccuracyReport) => number) => Math.max(...rows.map((r) => f(r.report)));
  const p50s = rows.map((r) => r.report.latencyMaxErrMs).sort((a, b) => a - b);
  console.log(
    `  ${name}: ${pass}/${rows.length} calls within all tolerances; latency max-err median ${p50s[Math.floor(p50s.length / 2)]!.toFixed(0)} ms,` +
      ` worst ${worst((e) => e.latencyMaxErrMs).toFixed(0)} ms; talk ratio worst ${worst((e) => e.talkRatioErrPp).toFixed(2)} pp;` +
      ` interruptions exact in ${rows.filter((r) => r.report.interruptions.exact).length}/${rows.length}`,
  );
}

function scenarios(): void {
  const nTrain = Number(process.env.AUDIO_BENCH_TRAIN ?? 60);
  const nHeld = Number(process.env.AUDIO_BENCH_HELDOUT ?? 30);
  const cache = process.env.REHEARSE_AUDIO_CACHE;
  const held = voicePool('heldout');
  console.log(`\nscenario calls: train seeds ${TRAIN_SEED_BASE}+, held-out seeds ${HELDOUT_SEED_BASE}+ (held-out only: ${held.languages.length} languages, ${held.variants.length} voice variants, own phrases)`);
  const all: Record<string, SweepRow[]> = {};
  for (const [split, n] of [['train', nTrain], ['heldout', nHeld]] as const) {
    const rows = sweep(split, 0, n, cache);
    all[split] = rows;
    for (const r of rows) console.log('  ' + formatReport(r.scenario.label, r.report));
  }
  console.log('\nsummary (PASS = latency p50/max within 50 ms, interruptions exact and attributed, talk ratio within 2 pp, monologue within 100 ms)');
  for (const [split, rows] of Object.entries(all)) {
    summary(split, rows);
    const clean = rows.filter((r) => !r.scenario.options.channelNoise?.caller && !r.scenario.options.channelNoise?.agent);
    if (clean.length) summary(`${split}, no noise`, clean);
    const noisy = rows.filter((r) => r.scenario.options.channelNoise?.caller || r.scenario.options.channelNoise?.agent);
    if (noisy.length) summary(`${split}, noise on one or both channels (15-35 dB)`, noisy);
  }
}

function fixedScript(): void {
  console.log('\nfixed script, noise on the caller at 16 kHz');
  const conds: [string, GenerateCallOptions][] = [];
  for (const snrDb of [20, 10]) {
    for (const kind of NOISE_KINDS) conds.push([`${kind} @${snrDb} dB`, { sampleRate: 16000, noise: { kind, snrDb } }]);
  }
  const tally = new Map<string, { pass: number; total: number }>();
  for (const [name, opts] of conds) {
    const call = generateCall(opts);
    const e = evaluate(call.truth, analyzeWav(call.wav, { callerChannel: call.callerChannel }));
    console.log('  ' + formatReport(name, e));
    const group = name.slice(name.indexOf('@'));
    const t = tally.get(group) ?? { pass: 0, total: 0 };
    t.total++;
    if (withinTolerances(e)) t.pass++;
    tally.set(group, t);
  }
  for (const [g, t] of tally) console.log(`  ${g}: ${t.pass}/${t.total} noise kinds within all tolerances`);
}

const t0 = performance.now();
if (!process.env.AUDIO_BENCH_SKIP_SPEED) speed();
fixedScript();
scenarios();
console.log(`\nbench finished in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
