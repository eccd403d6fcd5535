import type { Accent, BackgroundNoise, Level, SpeakerGender, SpeechPace, Synthesizer } from './caller-voice';

/** A scenario's defaults for its cases' caller voice (a case's own value wins). */
export interface ScenarioSettings {
  gender?: SpeakerGender | null;
  accent?: Accent | null;
  talkingSpeed?: SpeechPace | null;
  backgroundNoise?: BackgroundNoise | null;
  language?: string | null;
  loudnessLevel?: Level | null;
  maxCallDurationMinutes?: number | null;
  voiceSynthesizer?: Synthesizer | null;
  voiceIdentifier?: string | null;
}

/** Everything a saved test case version holds, so history can show and diff it. */
export type TestCaseSnapshot = Record<string, unknown> & {
  title: string;
  turns: Array<{ agentQuestion: string | null; expectedResponse: string }>;
};

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** The fields that differ between two snapshots, in a stable order (turns compared as a whole). */
export function diffSnapshots(before: TestCaseSnapshot | null, after: TestCaseSnapshot): FieldChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after)])].sort();
  const changes: FieldChange[] = [];
  for (const field of keys) {
    const a = before?.[field] ?? null;
    const b = after[field] ?? null;
    if (JSON.stringify(a) !== JSON.stringify(b)) changes.push({ field, before: a, after: b });
  }
  return changes;
}
