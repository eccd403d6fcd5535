import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { presetConnection, type ChatPreset } from '../../../shared/chat-connection';
import { DEFAULT_MAX_TURNS, MAX_MAX_TURNS } from '../../../shared/constants';
import type { ChatProtocol } from '../../../shared/enums';
import { FormActions } from '../../../web/ui/form-actions';
import { Card } from '../../../web/ui/card';
import { Field } from '../../../web/ui/field';
import { Input } from '../../../web/ui/input';
import { Select } from '../../../web/ui/select';
import { Textarea } from '../../../web/ui/textarea';
import type { TCreateAgentRequest } from '../schema';
import { PRESET_OPTIONS, PROTOCOL_OPTIONS, PROVIDER_OPTIONS } from './agent-labels';
import { connectionFormValues, type TAgentFormInput, ZAgentForm } from './agent-form-schema';
import { ConnectionFields } from './connection-fields';
import { TestConnectionPanel } from './test-connection-panel';

export const EMPTY_AGENT_FORM: TAgentFormInput = {
  name: '',
  description: '',
  provider: 'CUSTOM',
  chat: { url: '', secret: '', extraBody: '', protocol: 'REST', maxTurns: DEFAULT_MAX_TURNS, connection: connectionFormValues(null, 'REST') },
};

/** Name, provider and chat endpoint of an agent. On edit a blank secret keeps the stored one. */
export function AgentForm({
  defaultValues = EMPTY_AGENT_FORM,
  hasSecret = false,
  agentId,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  defaultValues?: TAgentFormInput;
  hasSecret?: boolean;
  /** On edit: Test connection falls back to the stored secret. */
  agentId?: string;
  submitLabel: string;
  busy?: boolean;
  onSubmit: (values: TCreateAgentRequest) => void;
  onCancel: () => void;
}) {
  const form = useForm<TAgentFormInput, unknown, TCreateAgentRequest>({ resolver: zodResolver(ZAgentForm), defaultValues });
  const { errors } = form.formState;
  // A preset follows the protocol (OpenAI streams over SSE); Custom settings are left alone.
  const applyPreset = (preset: ChatPreset, protocol: ChatProtocol) => {
    if (preset !== 'CUSTOM') form.setValue('chat.connection', connectionFormValues(presetConnection(preset, protocol), protocol), { shouldDirty: true });
    else form.setValue('chat.connection.preset', 'CUSTOM');
  };
  const submit = form.handleSubmit((values) =>
    onSubmit({ ...values, description: values.description || undefined, chat: { ...values.chat, secret: values.chat.secret || undefined } }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <Card className="space-y-5 p-6">
        <h2 className="text-sm font-semibold text-fg">Agent</h2>
        <Field label="Name" htmlFor="agent-name" error={errors.name?.message}>
          <Input id="agent-name" aria-invalid={!!errors.name} placeholder="Support bot" {...form.register('name')} />
        </Field>
        <Field label="Description" htmlFor="agent-description" error={errors.description?.message}>
          <Textarea id="agent-description" rows={2} placeholder="What this agent does" {...form.register('description')} />
        </Field>
        <Field label="Provider" htmlFor="agent-provider" error={errors.provider?.message}>
          <Select id="agent-provider" options={PROVIDER_OPTIONS} {...form.register('provider')} />
        </Field>
      </Card>

      <Card className="space-y-5 p-6">
        <div>
          <h2 className="text-sm font-semibold text-fg">Chat endpoint</h2>
          <p className="mt-0.5 text-xs text-muted-fg">Where the simulated caller sends each message.</p>
        </div>
        <Field
          label="Preset"
          htmlFor="agent-preset"
          hint="Fills the request and reply mapping for common agents; change any of it for your own."
        >
          <Select
            id="agent-preset"
            options={PRESET_OPTIONS}
            {...form.register('chat.connection.preset', {
              onChange: (e) => applyPreset(e.target.value as ChatPreset, form.getValues('chat.protocol') ?? 'REST'),
            })}
          />
        </Field>
        <Field label="Chat endpoint URL" htmlFor="agent-url" error={errors.chat?.url?.message}>
          <Input id="agent-url" type="url" aria-invalid={!!errors.chat?.url} placeholder="https://agent.example.com/chat" {...form.register('chat.url')} />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Protocol" htmlFor="agent-protocol" error={errors.chat?.protocol?.message}>
            <Select
              id="agent-protocol"
              options={PROTOCOL_OPTIONS}
              {...form.register('chat.protocol', {
                onChange: (e) => applyPreset(form.getValues('chat.connection.preset'), e.target.value as ChatProtocol),
              })}
            />
          </Field>
          <Field label="Max turns" htmlFor="agent-max-turns" error={errors.chat?.maxTurns?.message}>
            <Input
              id="agent-max-turns"
              type="number"
              min={1}
              max={MAX_MAX_TURNS}
              aria-invalid={!!errors.chat?.maxTurns}
              {...form.register('chat.maxTurns', { valueAsNumber: true })}
            />
          </Field>
        </div>
        <Field
          label="Secret"
          htmlFor="agent-secret"
          error={errors.chat?.secret?.message}
          hint={hasSecret ? 'A secret is set; leave blank to keep it' : 'Sent where the mapping below says (a bearer token by default). Optional.'}
        >
          <Input id="agent-secret" type="password" autoComplete="new-password" {...form.register('chat.secret')} />
        </Field>
        <Field
          label="Extra body (JSON)"
          htmlFor="agent-extra-body"
          error={errors.chat?.extraBody?.message}
          hint="A JSON object merged into every request body. Optional."
        >
          <Textarea
            id="agent-extra-body"
            rows={4}
            spellCheck={false}
            aria-invalid={!!errors.chat?.extraBody}
            className="font-mono text-xs"
            placeholder={'{ "temperature": 0.2 }'}
            {...form.register('chat.extraBody')}
          />
        </Field>
        <ConnectionFields form={form} />
        <TestConnectionPanel form={form} agentId={agentId} />
      </Card>

      <FormActions onCancel={onCancel} busy={busy} submitLabel={submitLabel} />
    </form>
  );
}
