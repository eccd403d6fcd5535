/**
 * Every way an input recording can be rejected. Callers (e.g. the upload
 * procedure) can switch on `code` to map to a user-facing message without
 * parsing the text.
 */
export type AudioFormatErrorCode =
  | 'TRUNCATED'
  | 'NOT_RIFF'
  | 'NOT_WAVE'
  | 'MISSING_FMT'
  | 'MISSING_DATA'
  | 'BAD_FMT'
  | 'UNSUPPORTED_ENCODING'
  | 'UNSUPPORTED_BIT_DEPTH'
  | 'UNSUPPORTED_SAMPLE_RATE'
  | 'UNSUPPORTED_CHANNELS'
  | 'EMPTY_DATA'
  | 'TRACK_MISMATCH'
  | 'BAD_SAMPLES';

/** Thrown for any recording the engine cannot analyse faithfully. */
export class AudioFormatError extends Error {
  readonly code: AudioFormatErrorCode;

  constructor(code: AudioFormatErrorCode, message: string) {
    super(message);
    this.name = 'AudioFormatError';
    this.code = code;
  }
}
