import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { VoiceProvider } from '../../../shared/voice-providers';
import { Button } from '../../../web/ui/button';
import { Field } from '../../../web/ui/field';
import { Input } from '../../../web/ui/input';
import { type TUpdateVoiceProviderRequest, ZUpdateVoiceProviderRequest } from '../schema';

type FormIn = z.input<typeof ZUpdateVoiceProviderRequest>;

const PLACEHOLDER: Partial<Record<VoiceProvider, { baseUrl: string; model?: string }>> = {
  stt: { baseUrl: 'https://api.openai.com/v1', model: 'whisper-1' },
  openai: { baseUrl: 'https://api.openai.com/v1', model: 'gpt-4o-mini-tts' },
  azure: { baseUrl: 'https://<region>.tts.speech.microsoft.com' },
  cartesia: { baseUrl: 'https://api.cartesia.ai', model: 'sonic-2' },
  elevenlabs: { baseUrl: 'https://api.elevenlabs.io', model: 'eleven_flash_v2_5' },
  playht: { baseUrl: 'https://api.play.ht', model: 'Play3.0-mini' },
  rime: { baseUrl: 'https://users.rime.ai', model: 'mistv2' },
  vapi: { baseUrl: 'https://api.vapi.ai' },
};

/** One provider's settings: its key (write-only), endpoint, model and the extras Azure and PlayHT need. */
export function ProviderForm({
  provider,
  defaults,
  keyConfigured,
  keyLast4,
  busy,
  onSubmit,
}: {
  provider: VoiceProvider;
  defaults: Partial<FormIn>;
  keyConfigured: boolean;
  keyLast4: string | null;
  busy: boolean;
  onSubmit: (values: TUpdateVoiceProviderRequest) => void;
}) {
  const form = useForm<FormIn, unknown, TUpdateVoiceProviderRequest>({
    resolver: zodResolver(ZUpdateVoiceProviderRequest),
    defaultValues: { provider, apiKey: '', baseUrl: '', model: '', region: '', userId: '', ...defaults } as FormIn,
  });
  const { errors } = form.formState;
  const id = (f: string) => `voice-${provider}-${f}`;
  const ph = PLACEHOLDER[provider] ?? { baseUrl: '' };
  const keyHint = keyConfigured ? `A key ending in ${keyLast4 ?? '····'} is stored. Leave empty to keep it.` : 'Stored encrypted; never shown again.';
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4" aria-label={`${provider} settings`}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="API key" htmlFor={id('key')} error={errors.apiKey?.message} hint={keyHint}>
          <Input id={id('key')} type="password" autoComplete="off" placeholder={keyConfigured ? `•••• ${keyLast4 ?? ''}` : 'Key'} {...form.register('apiKey')} />
        </Field>
        <Field
          label={provider === 'stt' ? 'Base URL' : 'Base URL (optional)'}
          htmlFor={id('url')}
          error={errors.baseUrl?.message}
          hint={provider === 'stt' ? 'Any OpenAI-compatible endpoint with /audio/transcriptions.' : 'Leave empty for the provider’s public API.'}
        >
          <Input id={id('url')} placeholder={ph.baseUrl} aria-invalid={!!errors.baseUrl} {...form.register('baseUrl')} />
        </Field>
        {ph.model !== undefined && (
          <Field label="Model (optional)" htmlFor={id('model')} error={errors.model?.message}>
            <Input id={id('model')} placeholder={ph.model} {...form.register('model')} />
          </Field>
        )}
        {provider === 'azure' && (
          <Field label="Region" htmlFor={id('region')} error={errors.region?.message} hint="The Speech resource’s region.">
            <Input id={id('region')} placeholder="westeurope" aria-invalid={!!errors.region} {...form.register('region')} />
          </Field>
        )}
        {provider === 'playht' && (
          <Field label="User id" htmlFor={id('user')} error={errors.userId?.message}>
            <Input id={id('user')} {...form.register('userId')} />
          </Field>
        )}
      </div>
      {keyConfigured && (
        <label className="flex items-center gap-2 text-sm text-fg">
          <input type="checkbox" className="size-4 accent-[var(--primary)]" {...form.register('clearApiKey')} /> Remove the stored key
        </label>
      )}
      <div className="flex justify-end">
        <Button type="submit" size="sm" loading={busy}>
          Save
        </Button>
      </div>
    </form>
  );
}
