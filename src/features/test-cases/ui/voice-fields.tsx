import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import {
  ACCENT_OPTIONS,
  BACKGROUND_NOISE_OPTIONS,
  LEVEL_OPTIONS,
  SPEAKER_GENDER_OPTIONS,
  SPEECH_PACE_OPTIONS,
  SYNTHESIZER_OPTIONS,
} from '../../../shared/caller-voice';
import { Field } from '../../../web/ui/field';
import { Input } from '../../../web/ui/input';
import { Select, type SelectOption } from '../../../web/ui/select';
import type { TTestCaseFormInput } from './test-case-form-schema';

type Props = { register: UseFormRegister<TTestCaseFormInput>; errors: FieldErrors<TTestCaseFormInput> };
const unset = (options: SelectOption[]) => [{ value: '', label: 'Default' }, ...options];
const msg = (e: unknown) => (e as { message?: string } | undefined)?.message;

/** How the simulated caller sounds on a voice call and what the line sounds like. */
export function VoiceAudioFields({ register, errors }: Props) {
  const select = (name: keyof TTestCaseFormInput & string, label: string, options: SelectOption[]) => (
    <Field label={label} htmlFor={`tc-${name}`} error={msg(errors[name])}>
      <Select id={`tc-${name}`} options={unset(options)} {...register(name as 'accent')} />
    </Field>
  );
  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {select('gender', 'Gender', SPEAKER_GENDER_OPTIONS)}
      {select('accent', 'Accent', ACCENT_OPTIONS)}
      {select('talkingSpeed', 'Talking speed', SPEECH_PACE_OPTIONS)}
      {select('loudnessLevel', 'Loudness', LEVEL_OPTIONS)}
      {select('backgroundNoise', 'Background noise', BACKGROUND_NOISE_OPTIONS)}
      <Field label="Noise volume (0–100)" htmlFor="tc-noise-volume" error={msg(errors.backgroundNoiseVolume)}>
        <Input id="tc-noise-volume" type="number" min={0} max={100} inputMode="numeric" {...register('backgroundNoiseVolume')} />
      </Field>
      {select('voiceSynthesizer', 'Synthesizer', SYNTHESIZER_OPTIONS)}
      <Field label="Voice id" htmlFor="tc-voice-id" error={msg(errors.voiceIdentifier)}>
        <Input id="tc-voice-id" placeholder="Provider's voice id" {...register('voiceIdentifier')} />
      </Field>
      <Check id="tc-speakerphone" label="Speakerphone effect" {...register('speakerPhoneEffect')} />
    </div>
  );
}

/** Call behaviour for voice: limits, delays, DTMF and the flags that change how the caller acts. */
export function AdvancedFields({ register, errors }: Props) {
  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        <Field label="Max call duration (minutes)" htmlFor="tc-max-minutes" error={msg(errors.maxCallDurationMinutes)}>
          <Input id="tc-max-minutes" type="number" min={1} max={60} {...register('maxCallDurationMinutes')} />
        </Field>
        <Field label="Max turns" htmlFor="tc-max-turns" error={msg(errors.maxTurns)}>
          <Input id="tc-max-turns" type="number" min={1} {...register('maxTurns', { setValueAs: (v) => (v === '' || v === null ? null : Number(v)) })} />
        </Field>
        <Field label="Delay before the first words (ms)" htmlFor="tc-initial-delay" error={msg(errors.initialMessageDelay)}>
          <Input id="tc-initial-delay" type="number" min={0} {...register('initialMessageDelay')} />
        </Field>
        <Field label="Send DTMF digits" htmlFor="tc-dtmf" error={msg(errors.sendDTMFDigits)} hint="0-9, *, # and w for a pause.">
          <Input id="tc-dtmf" placeholder="1w2#" {...register('sendDTMFDigits')} />
        </Field>
        <Field label="DTMF initial delay (ms)" htmlFor="tc-dtmf-delay" error={msg(errors.sendDTMFInitialDelay)}>
          <Input id="tc-dtmf-delay" type="number" min={0} {...register('sendDTMFInitialDelay')} />
        </Field>
        <Field label="Display order" htmlFor="tc-order" error={msg(errors.displayOrder)}>
          <Input id="tc-order" type="number" min={0} {...register('displayOrder', { setValueAs: (v) => (v === '' ? 0 : Number(v)) })} />
        </Field>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Check id="tc-disable-hangup" label="Caller never hangs up" {...register('disableHangup')} />
        <Check id="tc-disable-silence" label="Disable silence detection" {...register('disableSilenceDetection')} />
        <Check id="tc-disable-silence-tool" label="Disable silence tool call" {...register('disableSilenceToolCall')} />
        <Check id="tc-smart-ivr" label="Navigate IVR menus smartly" {...register('smartIvrNavigate')} />
        <Check id="tc-anonymous" label="Anonymous calling (hide caller id)" {...register('anonymousCalling')} />
      </div>
    </div>
  );
}

function Check({ id, label, ...rest }: { id: string; label: string } & React.ComponentProps<'input'>) {
  return (
    <label htmlFor={id} className="flex items-center gap-2 self-end pb-2 text-sm text-fg">
      <input id={id} type="checkbox" className="size-4 rounded border-border accent-primary" {...rest} />
      {label}
    </label>
  );
}
