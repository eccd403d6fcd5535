import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../web/ui/button';
import { Field } from '../../../web/ui/field';
import { Input } from '../../../web/ui/input';
import { type TUpdateLlmSettingsRequest, ZUpdateLlmSettingsRequest } from '../schema';

type FormIn = z.input<typeof ZUpdateLlmSettingsRequest>;
const asNumber = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));

/** The admin's form: where the model lives, its key (write-only), model name, temperature, streaming. */
export function LlmSettingsForm({
  defaults,
  keyLast4,
  keyConfigured,
  busy,
  onSubmit,
}: {
  defaults: Partial<FormIn>;
  keyLast4: string | null;
  keyConfigured: boolean;
  busy: boolean;
  onSubmit: (values: TUpdateLlmSettingsRequest) => void;
}) {
  const form = useForm<FormIn, unknown, TUpdateLlmSettingsRequest>({ resolver: zodResolver(ZUpdateLlmSettingsRequest), defaultValues: { apiKey: '', ...defaults } as FormIn });
  const { errors } = form.formState;
  const keyHint = keyConfigured ? `A key ending in ${keyLast4 ?? '····'} is stored. Leave empty to keep it.` : 'Stored encrypted; never shown again.';
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-5">
      <Field label="Base URL" htmlFor="llm-base-url" error={errors.baseUrl?.message} hint="Any OpenAI-compatible endpoint: OpenAI, Azure, Ollama, vLLM.">
        <Input id="llm-base-url" placeholder="https://api.openai.com/v1" aria-invalid={!!errors.baseUrl} {...form.register('baseUrl')} />
      </Field>
      <Field label="API key" htmlFor="llm-api-key" error={errors.apiKey?.message} hint={keyHint}>
        <Input id="llm-api-key" type="password" autoComplete="off" placeholder={keyConfigured ? `•••• ${keyLast4 ?? ''}` : 'sk-…'} {...form.register('apiKey')} />
      </Field>
      {keyConfigured && (
        <label className="flex items-center gap-2 text-sm text-fg">
          <input type="checkbox" className="size-4 accent-[var(--primary)]" {...form.register('clearApiKey')} /> Remove the stored key
        </label>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Model" htmlFor="llm-model" error={errors.model?.message}>
          <Input id="llm-model" placeholder="gpt-4o-mini" aria-invalid={!!errors.model} {...form.register('model')} />
        </Field>
        <Field label="Temperature" htmlFor="llm-temperature" error={errors.temperature?.message} hint="0 to 2; callers sound more natural around 0.7.">
          <Input
            id="llm-temperature"
            type="number"
            step="0.1"
            min={0}
            max={2}
            aria-invalid={!!errors.temperature}
            {...form.register('temperature', { setValueAs: asNumber })}
          />
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm text-fg">
        <input type="checkbox" className="size-4 accent-[var(--primary)]" {...form.register('stream')} /> Stream answers (for providers that
        only stream)
      </label>
      <div className="flex justify-end">
        <Button type="submit" loading={busy}>
          Save LLM settings
        </Button>
      </div>
    </form>
  );
}
