// A call's configuration mixes who the caller is (voice, audio, behaviour on the line) with what
// the test asks. The engine hands the persona part to the caller simulator and the rest to the
// test, so the split lives in one pure function both the server and import use.

export const PERSONA_FIELDS = [
  'from_number',
  'gender',
  'backgroundNoise',
  'talkingSpeed',
  'language',
  'languages',
  'accent',
  'voiceIdentifier',
  'voiceSynthesizer',
  'loudnessLevel',
  'speakerPhoneEffect',
  'maxCallDurationMinutes',
  'groupInboundCallsTimeout',
  'disableHangup',
  'disableSilenceDetection',
  'disableSilenceToolCall',
  'smartIvrNavigate',
  'initialMessage',
  'initialMessageDelay',
  'send_digits',
  'endCallInstructions',
  'noiseCancellationEnabled',
] as const;

/** Flags that arrive as text from forms, CSV and other systems; 'true' means on. */
const FLAG_FIELDS = new Set(['disableHangup', 'disableSilenceDetection', 'disableSilenceToolCall', 'smartIvrNavigate']);
const PERSONA = new Set<string>(PERSONA_FIELDS);

function asFlag(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const s = v.trim().toLowerCase();
  if (s === 'true') return true;
  if (s === 'false' || s === '') return false;
  return v;
}

/** Splits one test input into the caller's persona and the rest; neither input object is changed. */
export function splitPersonaFields(input: Record<string, unknown>): { persona: Record<string, unknown>; test: Record<string, unknown> } {
  const persona: Record<string, unknown> = {};
  const test: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (!PERSONA.has(key)) test[key] = value;
    else persona[key] = FLAG_FIELDS.has(key) ? asFlag(value) : value;
  }
  return { persona, test };
}
