import type { UseFormReturn } from 'react-hook-form';
import { TEMPLATE_VARIABLES } from '../../../shared/body-template';
import { HTTP_METHODS, SECRET_PLACEMENT_LABELS, SECRET_PLACEMENTS } from '../../../shared/chat-connection';
import { Field } from '../../../web/ui/field';
import { Input } from '../../../web/ui/input';
import { Select } from '../../../web/ui/select';
import { Textarea } from '../../../web/ui/textarea';
import type { TCreateAgentRequest } from '../schema';
import type { TAgentFormInput } from './agent-form-schema';

export type AgentFormApi = UseFormReturn<TAgentFormInput, unknown, TCreateAgentRequest>;
type MapKey = `chat.connection.${'reply' | 'stream'}.${string}`;

const METHOD_OPTIONS = HTTP_METHODS.map((m) => ({ value: m, label: m }));
const PLACEMENT_OPTIONS = SECRET_PLACEMENTS.map((p) => ({ value: p, label: SECRET_PLACEMENT_LABELS[p] }));
const SECRET_NAME_LABEL = { HEADER: 'Header name', QUERY: 'Query parameter', BODY: 'Body field (dotted path)' } as const;

/**
 * Request shaping and reply mapping. Editing any of it turns the preset into Custom, so the
 * agent's page never claims a preset whose settings were changed.
 */
export function ConnectionFields({ form }: { form: AgentFormApi }) {
  const protocol = form.watch('chat.protocol');
  const preset = form.watch('chat.connection.preset');
  const placement = form.watch('chat.connection.secretPlacement');
  const errors = form.formState.errors.chat?.connection;
  const custom = {
    onChange: () => {
      if (form.getValues('chat.connection.preset') !== 'CUSTOM') form.setValue('chat.connection.preset', 'CUSTOM');
    },
  };
  const mapField = (name: MapKey, label: string, error: string | undefined, placeholder: string) => {
    const id = name.replaceAll('.', '-');
    return (
      <Field label={label} htmlFor={id} error={error}>
        <Input id={id} aria-invalid={!!error} className="font-mono text-xs" placeholder={placeholder} spellCheck={false} {...form.register(name as 'chat.connection.reply.text', custom)} />
      </Field>
    );
  };

  return (
    <details className="group rounded-md border border-border" open={preset === 'CUSTOM'}>
      <summary className="cursor-pointer px-4 py-3 text-sm font-medium text-fg select-none">Request and reply mapping</summary>
      <div className="space-y-5 border-t border-border p-4">
        <div className="grid gap-5 sm:grid-cols-3">
          <Field label="Method" htmlFor="conn-method" error={errors?.method?.message}>
            <Select id="conn-method" options={METHOD_OPTIONS} {...form.register('chat.connection.method', custom)} />
          </Field>
          <Field label="Send the secret as" htmlFor="conn-secret-placement" error={errors?.secretPlacement?.message}>
            <Select id="conn-secret-placement" options={PLACEMENT_OPTIONS} {...form.register('chat.connection.secretPlacement', custom)} />
          </Field>
          {placement !== 'BEARER' && placement !== 'NONE' && (
            <Field label={SECRET_NAME_LABEL[placement]} htmlFor="conn-secret-name" error={errors?.secretName?.message}>
              <Input id="conn-secret-name" aria-invalid={!!errors?.secretName} placeholder={placement === 'HEADER' ? 'X-Api-Key' : 'api_key'} {...form.register('chat.connection.secretName', custom)} />
            </Field>
          )}
        </div>
        <Field label="Headers" htmlFor="conn-headers" error={errors?.headers?.message} hint='One "Name: value" per line; values may use {{variables}}. Header values are stored and shown as typed, so put the secret in the Secret field.'>
          <Textarea id="conn-headers" rows={2} spellCheck={false} className="font-mono text-xs" placeholder="X-Tenant: acme" {...form.register('chat.connection.headers', custom)} />
        </Field>
        <Field
          label="Body template (JSON)"
          htmlFor="conn-body"
          error={errors?.bodyTemplate?.message}
          hint={
            <>
              A quoted placeholder like <code>"{'{{turn}}'}"</code> becomes the value itself. Variables:{' '}
              {Object.entries(TEMPLATE_VARIABLES).map(([name, what], i) => (
                <span key={name} title={what}>
                  {i > 0 && ', '}
                  <code>{name}</code>
                </span>
              ))}
              . The extra body is merged in.
            </>
          }
        >
          <Textarea id="conn-body" rows={7} spellCheck={false} aria-invalid={!!errors?.bodyTemplate} className="font-mono text-xs" {...form.register('chat.connection.bodyTemplate', custom)} />
        </Field>

        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-fg">Whole reply (JSON paths)</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {mapField('chat.connection.reply.text', 'Reply text', errors?.reply?.text?.message, 'choices[0].message.content')}
            {mapField('chat.connection.reply.endCall', 'End of call (true ends it)', errors?.reply?.endCall?.message, 'end_call || status == "done"')}
            {mapField('chat.connection.reply.toolCalls', 'Tool calls', errors?.reply?.toolCalls?.message, 'choices[0].message.tool_calls')}
            {mapField('chat.connection.reply.error', 'Error message', errors?.reply?.error?.message, 'error.message')}
          </div>
        </fieldset>

        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-fg">Each streamed event (SSE data, WebSocket frame)</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {mapField('chat.connection.stream.delta', 'Text to append', errors?.stream?.delta?.message, 'choices[0].delta.content')}
            {mapField('chat.connection.stream.text', 'Whole text', errors?.stream?.text?.message, 'reply')}
            {mapField('chat.connection.stream.endCall', 'End of call', errors?.stream?.endCall?.message, 'endCall')}
            {mapField('chat.connection.stream.toolCalls', 'Tool calls', errors?.stream?.toolCalls?.message, 'choices[0].delta.tool_calls')}
            {mapField('chat.connection.stream.done', 'End of reply (true ends it)', errors?.stream?.done?.message, 'type == "done"')}
            {mapField('chat.connection.stream.doneData', 'End-of-stream data line', errors?.stream?.doneData?.message, '[DONE]')}
            {mapField('chat.connection.stream.error', 'Error message', errors?.stream?.error?.message, 'type == "error" && error')}
          </div>
        </fieldset>
        {protocol === 'WEBSOCKET' && (
          <Field label="Ping interval (seconds)" htmlFor="conn-ping" error={errors?.pingIntervalSeconds?.message} hint="A missing pong by the next ping ends the conversation. 0 turns pings off.">
            <Input id="conn-ping" type="number" min={0} max={600} className="max-w-32" {...form.register('chat.connection.pingIntervalSeconds', { valueAsNumber: true })} />
          </Field>
        )}
      </div>
    </details>
  );
}
