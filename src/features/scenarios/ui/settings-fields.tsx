import { ACCENT_OPTIONS, BACKGROUND_NOISE_OPTIONS, LEVEL_OPTIONS, SPEAKER_GENDER_OPTIONS, SPEECH_PACE_OPTIONS, SYNTHESIZER_OPTIONS } from '../../../shared/caller-voice';
import { LOCALE_OPTIONS } from '../../../shared/locales';
import type { ScenarioSettings } from '../../../shared/test-case-snapshot';
import { Field } from '../../../web/ui/field';
import { Input } from '../../../web/ui/input';
import { Select, type SelectOption } from '../../../web/ui/select';

const CHOICES: Array<[keyof ScenarioSettings, string, SelectOption[]]> = [
  ['gender', 'Gender', SPEAKER_GENDER_OPTIONS],
  ['accent', 'Accent', ACCENT_OPTIONS],
  ['talkingSpeed', 'Talking speed', SPEECH_PACE_OPTIONS],
  ['backgroundNoise', 'Background noise', BACKGROUND_NOISE_OPTIONS],
  ['language', 'Language', LOCALE_OPTIONS],
  ['loudnessLevel', 'Loudness', LEVEL_OPTIONS],
  ['voiceSynthesizer', 'Synthesizer', SYNTHESIZER_OPTIONS],
];

/** The scenario's caller defaults; "Not set" leaves each case's own value or the platform's. */
export function SettingsFields({ value, onChange }: { value: ScenarioSettings; onChange: (v: ScenarioSettings) => void }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {CHOICES.map(([key, label, options]) => (
        <Field key={key} label={label} htmlFor={`ds-${key}`}>
          <Select id={`ds-${key}`} value={(value[key] as string) ?? ''} options={[{ value: '', label: 'Not set' }, ...options]} onChange={(e) => onChange({ ...value, [key]: e.target.value || null })} />
        </Field>
      ))}
      <Field label="Max call duration (minutes)" htmlFor="ds-max-minutes">
        <Input id="ds-max-minutes" type="number" min={1} max={60} value={value.maxCallDurationMinutes ?? ''} onChange={(e) => onChange({ ...value, maxCallDurationMinutes: e.target.value ? Number(e.target.value) : null })} />
      </Field>
      <Field label="Voice id" htmlFor="ds-voice-id">
        <Input id="ds-voice-id" value={value.voiceIdentifier ?? ''} onChange={(e) => onChange({ ...value, voiceIdentifier: e.target.value || null })} />
      </Field>
    </div>
  );
}
