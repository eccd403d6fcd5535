/**
 * The call's own audio format and timing rules. Every call runs on one timeline: 16 kHz mono
 * samples, advanced one 20 ms frame per tick; all timings are sample counts on it.
 */
export const CALL_SAMPLE_RATE = 16000;
export const CALL_FRAME_MS = 20;
export const CALL_FRAME_SAMPLES = (CALL_SAMPLE_RATE * CALL_FRAME_MS) / 1000;
/** 320 samples of pcm_s16le: the CHIRP frame. */
export const CHIRP_FRAME_BYTES = CALL_FRAME_SAMPLES * 2;
/** Twilio Media Streams carry 8 kHz mu-law, 160 bytes per 20 ms. */
export const TWILIO_SAMPLE_RATE = 8000;

/**
 * The caller answers only after the agent has been quiet this long: longer than the pause
 * between two sentences of one reply, so the caller does not barge into a reply mid-way.
 */
export const CALLER_RESPONSE_GAP_MS = 700;
/** With silence detection on, the caller gives up on an agent that says nothing for this long. */
export const CALLER_SILENCE_TIMEOUT_MS = 15_000;
/** Without an initialMessageDelay, the caller listens this long for a greeting before speaking first. */
export const DEFAULT_INITIAL_WAIT_MS = 1500;
/** After its last line, the caller waits this long for the agent's goodbye before hanging up itself. */
export const CALLER_HANGUP_GRACE_MS = 2500;
/** A frame sent this much later than its slot on the timeline counts as an underrun of the line. */
export const UNDERRUN_LATENESS_MS = CALL_FRAME_MS;
/** Calls are bounded even when a test case sets no maximum. */
export const DEFAULT_MAX_CALL_MINUTES = 10;
