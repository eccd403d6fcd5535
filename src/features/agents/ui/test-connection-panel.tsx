import { useMutation } from '@tanstack/react-query';
import { Plug } from 'lucide-react';
import { useState } from 'react';
import { useTRPC } from '../../../web/lib/trpc';
import { Badge } from '../../../web/ui/badge';
import { Button } from '../../../web/ui/button';
import { Input } from '../../../web/ui/input';
import { ZAgentForm } from './agent-form-schema';
import type { AgentFormApi } from './connection-fields';

const Pre = ({ children, label }: { children: string; label: string }) => (
  <pre aria-label={label} className="max-h-64 overflow-auto rounded-md bg-muted p-3 font-mono text-xs break-all whitespace-pre-wrap text-fg">
    {children || '(empty)'}
  </pre>
);
const headerLines = (h: Record<string, string>) => Object.entries(h).map(([k, v]) => `${k}: ${v}`).join('\n');

/** Sends one message with the form's current settings and shows what went over the wire and what was read. */
export function TestConnectionPanel({ form, agentId }: { form: AgentFormApi; agentId?: string }) {
  const trpc = useTRPC();
  const [message, setMessage] = useState('Hello');
  const [invalid, setInvalid] = useState(false);
  const test = useMutation(trpc.customerVoiceAgent.testConnection.mutationOptions());

  const run = async () => {
    const valid = await form.trigger('chat');
    const parsed = ZAgentForm.shape.chat.safeParse(form.getValues('chat'));
    setInvalid(!valid || !parsed.success);
    if (!valid || !parsed.success) return;
    test.mutate({ agentId, message, chat: { ...parsed.data, secret: parsed.data.secret || undefined } });
  };
  const result = test.data;

  return (
    <section aria-labelledby="test-connection-title" className="space-y-3 rounded-md border border-border p-4">
      <h3 id="test-connection-title" className="text-sm font-semibold text-fg">
        Test connection
      </h3>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1 space-y-1.5">
          <label htmlFor="test-message" className="block text-xs text-muted-fg">
            Message to send
          </label>
          <Input id="test-message" value={message} onChange={(e) => setMessage(e.target.value)} />
        </div>
        <Button variant="outline" onClick={run} loading={test.isPending} disabled={!message.trim()}>
          <Plug aria-hidden className="size-4" /> Test connection
        </Button>
      </div>
      <p className="text-xs text-muted-fg">Sends one message with the settings above, unsaved, exactly as a test run would.</p>
      {invalid && <p role="alert" className="text-xs text-danger">Fix the highlighted fields first.</p>}
      {test.isError && <p role="alert" className="text-xs text-danger">{test.error.message}</p>}
      {result && (
        <div className="space-y-3" data-testid="test-connection-result">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            {result.ok ? <Badge tone="green">Connected</Badge> : <Badge tone="red">Failed</Badge>}
            {result.fullReplyMs !== null && <span className="text-xs text-muted-fg">first byte {result.firstByteMs} ms · full reply {result.fullReplyMs} ms</span>}
          </div>
          {result.error && <p className="text-sm text-danger">{result.error}</p>}
          {result.extracted && (
            <dl className="grid grid-cols-[7rem_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted-fg">Reply text</dt>
              <dd data-testid="extracted-text" className="break-words text-fg">{result.extracted.text || '(empty)'}</dd>
              <dt className="text-muted-fg">End of call</dt>
              <dd className="text-fg">{result.extracted.endCall ? 'Yes' : 'No'}</dd>
              <dt className="text-muted-fg">Tool calls</dt>
              <dd className="text-fg">
                {result.extracted.toolCalls.length ? <code className="font-mono text-xs">{JSON.stringify(result.extracted.toolCalls)}</code> : 'None'}
              </dd>
            </dl>
          )}
          {result.exchange && (
            <div className="grid gap-3 lg:grid-cols-2">
              <div className="space-y-1">
                <h3 className="text-xs font-semibold text-muted-fg uppercase">Request as sent</h3>
                <Pre label="Request as sent">{`${result.exchange.request.method} ${result.exchange.request.url}\n${headerLines(result.exchange.request.headers)}\n\n${result.exchange.request.body ?? ''}`}</Pre>
              </div>
              <div className="space-y-1">
                <h3 className="text-xs font-semibold text-muted-fg uppercase">
                  Raw response{result.exchange.response?.truncated ? ' (first 16 KB)' : ''}
                </h3>
                <Pre label="Raw response">
                  {result.exchange.response
                    ? `${result.exchange.response.status === null ? 'WebSocket frames' : `HTTP ${result.exchange.response.status}`}\n${headerLines(result.exchange.response.headers)}\n\n${result.exchange.response.body}`
                    : 'No response'}
                </Pre>
              </div>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
