import { AppLink } from '../../../web/lib/app-link';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { CALLER_MODE_LABELS, CALLER_MODES, TEST_TYPE_LABELS, TEST_TYPES } from '../../../shared/enums';
import { BASE_LANGUAGES, languageName } from '../../../shared/languages';
import { Field } from '../../../web/ui/field';
import { Select } from '../../../web/ui/select';
import { Textarea } from '../../../web/ui/textarea';
import type { TTestCaseFormInput } from './test-case-form-schema';

const MODE_OPTIONS = CALLER_MODES.map((m) => ({ value: m, label: CALLER_MODE_LABELS[m] }));
const TYPE_OPTIONS = TEST_TYPES.map((t) => ({ value: t, label: TEST_TYPE_LABELS[t] }));
export const LANGUAGE_OPTIONS = [{ value: '', label: 'English (default)' }, ...BASE_LANGUAGES.map((l) => ({ value: l, label: languageName(l) }))];

/** Who plays the caller: the scripted turns, or an LLM role-playing the fields below. */
export function CallerModeField({ register, errors }: { register: UseFormRegister<TTestCaseFormInput>; errors: FieldErrors<TTestCaseFormInput> }) {
  return (
    <Field
      label="Caller"
      htmlFor="tc-caller-mode"
      error={errors.callerMode?.message}
      hint={
        <>
          An LLM caller needs a model configured in{' '}
          <AppLink to="/settings/llm" className="underline">
            Settings → LLM
          </AppLink>
          .
        </>
      }
    >
      <Select id="tc-caller-mode" options={MODE_OPTIONS} {...register('callerMode')} />
    </Field>
  );
}

/** The LLM caller's part: who it is, what it wants, what it knows, its goal and when to hang up. */
export function LlmCallerFields({
  register,
  errors,
  language,
  onLanguage,
}: {
  register: UseFormRegister<TTestCaseFormInput>;
  errors: FieldErrors<TTestCaseFormInput>;
  language: string;
  onLanguage: (tag: string) => void;
}) {
  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Test type" htmlFor="tc-test-type" error={errors.testType?.message}>
          <Select id="tc-test-type" options={TYPE_OPTIONS} {...register('testType')} />
        </Field>
        <Field label="Language" htmlFor="tc-language" error={errors.languages?.message}>
          <Select
            id="tc-language"
            options={LANGUAGE_OPTIONS.some((o) => o.value === language) ? LANGUAGE_OPTIONS : [...LANGUAGE_OPTIONS, { value: language, label: languageName(language) }]}
            value={language}
            onChange={(e) => onLanguage(e.target.value)}
          />
        </Field>
      </div>
      <Field label="Persona" htmlFor="tc-persona" error={errors.testPersonaRole?.message} hint="Who the caller is.">
        <Textarea id="tc-persona" rows={2} placeholder="Jordan Lee, a busy parent calling on a lunch break" aria-invalid={!!errors.testPersonaRole} {...register('testPersonaRole')} />
      </Field>
      <Field label="Caller instructions" htmlFor="tc-instructions" error={errors.testAgentInstructions?.message} hint="What the caller wants and how they go about it.">
        <Textarea id="tc-instructions" rows={3} placeholder="Book a check-up for next Tuesday morning; refuse any afternoon slot." {...register('testAgentInstructions')} />
      </Field>
      <Field label="Scenario facts" htmlFor="tc-facts" error={errors.scenarioFacts?.message} hint="What the caller knows and gives when asked.">
        <Textarea id="tc-facts" rows={2} placeholder="Date of birth: 2 March 1984. Member ID: 55-1200." {...register('scenarioFacts')} />
      </Field>
      <Field label="Expected agent output" htmlFor="tc-expected" error={errors.expectedAgentOutput?.message} hint="The caller's goal: what the agent should achieve.">
        <Textarea id="tc-expected" rows={2} placeholder="Books the appointment and confirms day and time." {...register('expectedAgentOutput')} />
      </Field>
      <Field label="End call instructions" htmlFor="tc-end-call" error={errors.endCallInstructions?.message} hint="When the caller hangs up.">
        <Textarea id="tc-end-call" rows={2} placeholder="Hang up once the booking is confirmed." {...register('endCallInstructions')} />
      </Field>
    </div>
  );
}
