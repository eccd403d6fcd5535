/**
 * Every tunable threshold of the audio engine, in one place so product and
 * tests agree on definitions. Times are milliseconds; levels are dB relative
 * to full scale (dBFS) of the high-passed signal.
 */

/** Sample rates the engine accepts; each gives a whole number of samples per frame. */
export const SUPPORTED_SAMPLE_RATES = [8000, 16000, 24000, 44100, 48000] as const;

/**
 * Input above twice this rate is decimated by an integer factor to an
 * analysis rate between this and 16 kHz before the VAD (48 and 24 kHz to 12,
 * 44.1 to 14.7): telephone speech is detected from what lies below 6 kHz, and
 * the per-sample work (filters, zero crossings) then costs the same at every
 * input rate.
 */
export const ANALYSIS_MIN_RATE_HZ = 12000;

/** VAD analysis frame. 10 ms keeps boundary error small (latency must be ±50 ms). */
export const FRAME_MS = 10;

/**
 * High-pass corner applied before measuring energy. Traffic, metro, wind and
 * mains hum put most of their energy low, while telephone speech lives in
 * 300-3400 Hz anyway, so this one biquad buys much of the noise robustness.
 */
export const VAD_HIGH_PASS_HZ = 300;

/**
 * The noise floor at each frame is the minimum (lightly smoothed) energy in a
 * window of this length centred on it: long enough to always contain a pause
 * between words, short enough to follow a train pulling in.
 */
export const NOISE_FLOOR_WINDOW_MS = 4000;

/** Floor never assumed below this: digitally silent input would otherwise make dither count as speech. */
export const NOISE_FLOOR_MIN_DBFS = -70;

/**
 * Frames below this are digital silence (zeros, or the last bit flickering).
 * On a channel whose pauses are mostly that, segment ends are followed down
 * to SILENT_EDGE_DBFS instead of stopping a few dB above NOISE_FLOOR_MIN_DBFS.
 */
export const DIGITAL_SILENCE_DBFS = -100;

/** See DIGITAL_SILENCE_DBFS. */
export const SILENT_EDGE_DBFS = -85;

/**
 * The running noise mean (dB) is kept within this distance above the floor.
 * If speech is ever mistaken for noise, the floor pulls the estimate back
 * within one floor window.
 */
export const NOISE_MAX_ABOVE_FLOOR_DB = 12;

/**
 * Frames outside speech teach the noise estimate when they are below this
 * fraction of the way from the offset up to the onset threshold. Learning
 * everything below the onset threshold lets a quiet talker's words that never
 * quite open a segment raise the noise spread, and with it the thresholds,
 * until the talker is missed; learning only below the offset threshold
 * underestimates loud, fluctuating noise (a TV at 10 dB).
 */
export const NOISE_LEARN_FRACTION = 0.6;

/** Minimum distance of the onset threshold above the noise mean. */
export const ONSET_MARGIN_DB = 8;

/** Minimum distance of the offset (speech-continues) threshold above the noise mean. */
export const OFFSET_MARGIN_DB = 4;

/**
 * Fluctuating noise (babble, clatter, traffic swells) needs thresholds further
 * above its mean than steady hiss: the onset threshold is at least this many
 * noise standard deviations (in dB) above the noise mean.
 */
export const ONSET_NOISE_STD_FACTOR = 3;

/** As ONSET_NOISE_STD_FACTOR, for the offset threshold. */
export const OFFSET_NOISE_STD_FACTOR = 2;

/**
 * The onset threshold sits at least this fraction of the way (in dB) from the
 * noise mean up to the channel's speech level. Keeps quieter background
 * talkers and TV below threshold.
 */
export const ONSET_SPAN_FRACTION = 0.6;

/** As ONSET_SPAN_FRACTION, for the offset threshold. */
export const OFFSET_SPAN_FRACTION = 0.35;

/**
 * A channel's speech level is this percentile of its frame energies: the
 * loudest frames belong to the person on the line, not the background.
 */
export const SPEECH_LEVEL_PERCENTILE = 97;

/**
 * Segment edges are refined outward while energy stays contiguously above
 * noise mean + max(EDGE_MARGIN_DB, EDGE_NOISE_STD_FACTOR × noise std): word
 * onsets and sentence-final decays are quieter than the decision thresholds
 * but still clearly above the noise. At a segment end the threshold is also
 * kept EDGE_MARGIN_DB above the quieter frames (END_NOISE_PERCENTILE) of the
 * hangover that follows, so a noise burst starting as the talker stops is not
 * taken for a decay.
 */
export const EDGE_MARGIN_DB = 3;

/** See EDGE_MARGIN_DB. */
export const EDGE_NOISE_STD_FACTOR = 1;

/**
 * While a segment edge is refined, sound that dips under the edge threshold
 * and comes back within this long is still the same word: the closure before
 * a final "ts" or "ks", the pause after a quiet "the", a wobble in a fade-out.
 * Two segments this close are one.
 */
export const END_GAP_BRIDGE_MS = 80;

/** Sound beyond such a dip must also peak this far above the quiet after the segment: a background voice in the noise does not. */
export const END_BRIDGE_ABOVE_NOISE_DB = 15;

/** …and no further than this below the segment's loudest frame: a final consonant is not 40 dB down. */
export const END_BRIDGE_BELOW_PEAK_DB = 36;

/** A struck sound beyond such a dip (a clink, a knock: peaks at once, then falls almost every frame) decays at least this far; it is not bridged. */
export const STRIKE_MIN_DECAY_DB = 12;

/** …and is only taken for a clink when it peaks above the loudest of the segment's last this-many ms (a plosive's release does not). */
export const STRIKE_EDGE_MS = 50;

/** Where sound beyond a dip is voiced, the talker's pitch is looked for this far into the segment (ms). */
export const BRIDGE_PITCH_LOOK_MS = 300;

/** …and sound whose pitch differs from it by more than this fraction is someone else (a background voice). */
export const BRIDGE_MAX_PITCH_CHANGE = 0.15;

/** Percentile of the hangover frames after a segment taken as the noise there (low, so a burst within it does not count). */
export const END_NOISE_PERCENTILE = 16;

/** However noisy the line, the onset threshold stays at least this far below the talker's level. */
export const ONSET_MIN_BELOW_LEVEL_DB = 6;

/** Consecutive frames above the onset threshold needed to declare speech (rejects clicks and clinks). */
export const VAD_MIN_SPEECH_MS = 60;

/**
 * Hangover: a segment ends only after this much continuous sub-threshold
 * audio. Pauses shorter than this (stop closures, word gaps) are bridged.
 */
export const VAD_MIN_SILENCE_MS = 300;

/**
 * Inside a segment, speech that resumes after dipping below the edge
 * threshold keeps the segment open once it has lasted this long above the
 * edge threshold and reached the onset one: a clink, a rail thump or a
 * background voice in the pause after the last word must not hold the
 * segment open for another hangover.
 */
export const VAD_MIN_RESUME_MS = 30;

/**
 * Speech resuming after a pause that only reaches the offset threshold (not
 * the onset one) keeps the segment open once it has lasted this long: quiet
 * words in heavy babble do, a background voice peeking through briefly does not.
 */
export const VAD_MIN_QUIET_RESUME_MS = 100;

/** A confirmed onset is moved back to where energy first rose above the edge threshold, but no further than this. */
export const VAD_MAX_ONSET_BACKTRACK_MS = 150;

/**
 * Frames whose zero-crossing rate exceeds this (crossings per second) look
 * like broadband hiss, running water or a clink rather than voiced speech;
 * they must be VAD_HIGH_ZCR_EXTRA_DB above the onset threshold to start speech
 * (crossings are counted with hysteresis, so faint hiss on a vowel does not count).
 */
export const VAD_MAX_ONSET_ZCR_HZ = 6000;

/** Extra level a high-ZCR frame needs over the onset threshold to start speech (loud fricatives still do). */
export const VAD_HIGH_ZCR_EXTRA_DB = 10;

/**
 * Voicing (periodicity) is measured on a copy of the high-passed signal
 * low-passed at VOICING_LOW_PASS_HZ and decimated to about VOICING_RATE_HZ:
 * pitch harmonics of telephone speech are strong below 1 kHz, and 4 kHz keeps
 * the autocorrelation to ~3,000 multiply-adds per 10 ms frame.
 */
export const VOICING_RATE_HZ = 4000;

/** See VOICING_RATE_HZ. Also the anti-alias filter for the decimation. */
export const VOICING_LOW_PASS_HZ = 1000;

/** Autocorrelation window; 16 ms holds at least one period of the lowest pitch and reacts within two frames. */
export const VOICING_WINDOW_MS = 16;

/** Pitch range searched (lags 2.5-14 ms): covers adult male to child voices. */
export const VOICING_MIN_PITCH_HZ = 70;

/** See VOICING_MIN_PITCH_HZ. */
export const VOICING_MAX_PITCH_HZ = 400;

/** A frame whose autocorrelation peak reaches this is clearly voiced: its lag is taken as the talker's pitch. */
export const VOICING_CONFIDENT_R = 0.8;

/** Pitch drifts little between frames; the tracked voicing looks this far either side of the last confident lag. */
export const VOICING_LAG_TOLERANCE_MS = 0.5;

/** The last confident pitch is followed for this long: about a sentence-final fade-out. */
export const VOICING_HOLD_MS = 300;

/**
 * A segment end continues through frames whose tracked voicing (see
 * voicing.ts) is at least this, provided the channel's noise rarely reaches
 * it (VOICED_END_NOISE_PERCENTILE + VOICED_END_NOISE_MARGIN): sentence-final
 * vowels and nasals fade into noise as loud as they are, yet keep their pitch.
 */
export const VOICED_END_MIN_R = 0.5;

/** Percentile of the tracked voicing of noise-only frames that the end extension must clear. */
export const VOICED_END_NOISE_PERCENTILE = 95;

/** Margin of the end-extension threshold above that noise percentile. */
export const VOICED_END_NOISE_MARGIN = 0.1;

/** Frames carrying a segment end on must also be at least this far above the noise mean (dB): the last vowel's periodicity lingers in the analysis window for a frame or two after the talker stops. */
export const VOICED_END_MIN_ABOVE_NOISE_DB = 0;

/** A segment end is extended through voiced frames by at most this much; isolated frames below the threshold are bridged. */
export const VOICED_END_MAX_EXTEND_MS = 200;

/** A voiced frame this far above the quietest frame of the extension so far stops it: a fade does not grow louder. */
export const VOICED_END_MAX_RISE_DB = 6;

/**
 * Overlap that counts as an interruption. Shorter overlaps are turn-taking
 * jitter (someone starting a beat early) or VAD boundary error.
 */
export const MIN_INTERRUPTION_OVERLAP_MS = 300;

/** Pauses shorter than this inside one side's speech do not end a monologue. */
export const MONOLOGUE_MAX_PAUSE_MS = 1000;

/** Both sides silent at least this long is reported as a silence stretch (dead air). */
export const MIN_SILENCE_STRETCH_MS = 2000;

/**
 * Two mono tracks may differ in length by at most this much (recorders stop a
 * few ms apart); the shorter one is treated as silent at the end.
 */
export const MAX_TRACK_LENGTH_MISMATCH_MS = 100;
