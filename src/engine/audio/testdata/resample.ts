/** Zero crossings of the sinc kernel on each side; 16 keeps aliasing far below any VAD threshold. */
const HALF_TAPS = 16;

/**
 * Band-limited resampling by windowed-sinc interpolation (Blackman window).
 * When downsampling the kernel is widened so it also acts as the anti-alias
 * low-pass. Slow but exact enough for building test data.
 */
export function resample(x: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (fromRate === toRate) return x.slice();
  const ratio = toRate / fromRate;
  const outLen = Math.round(x.length * ratio);
  const out = new Float32Array(outLen);
  const cutoff = Math.min(1, ratio); // relative to the input Nyquist
  const half = HALF_TAPS / cutoff;
  for (let j = 0; j < outLen; j++) {
    const t = j / ratio;
    const lo = Math.max(0, Math.ceil(t - half));
    const hi = Math.min(x.length - 1, Math.floor(t + half));
    let acc = 0;
    for (let i = lo; i <= hi; i++) {
      const d = i - t;
      const u = d * cutoff;
      const sinc = u === 0 ? 1 : Math.sin(Math.PI * u) / (Math.PI * u);
      const w = 0.42 + 0.5 * Math.cos((Math.PI * d) / half) + 0.08 * Math.cos((2 * Math.PI * d) / half);
      acc += x[i]! * sinc * w;
    }
    out[j] = acc * cutoff;
  }
  return out;
}
