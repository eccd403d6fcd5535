import { KeyRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { AGENT_PROVIDER_LABELS, type AgentProvider } from '../../../shared/enums';
import { Badge } from '../../../web/ui/badge';
import { Card, CardHeader } from '../../../web/ui/card';
import { protocolLabel } from './agent-labels';
import { CHAT_PRESET_LABELS, SECRET_PLACEMENT_LABELS, type ChatConnection } from '../../../shared/chat-connection';

export interface AgentDetails {
  name: string;
  description: string | null;
  provider: string;
  isDemo: boolean;
  chat: { url: string; protocol: string; maxTurns: number; extraBody: unknown; hasSecret: boolean; connection?: ChatConnection | null } | null;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-4 px-5 py-3 text-sm">
      <dt className="text-muted-fg">{label}</dt>
      <dd className="min-w-0 break-words text-fg">{children}</dd>
    </div>
  );
}

/** The agent's endpoint: URL, protocol, whether a secret is set, max turns, extra body. */
export function AgentDetailsCard({ agent, actions }: { agent: AgentDetails; actions?: ReactNode }) {
  const extra = agent.chat?.extraBody && Object.keys(agent.chat.extraBody as object).length ? JSON.stringify(agent.chat.extraBody) : null;
  return (
    <Card>
      <CardHeader title="Chat endpoint" description="How simulated callers reach this agent." actions={actions} />
      <dl className="divide-y divide-border">
        <Row label="Provider">{AGENT_PROVIDER_LABELS[agent.provider as AgentProvider] ?? agent.provider}</Row>
        {agent.chat ? (
          <>
            <Row label="Endpoint URL">
              <code className="font-mono text-xs">{agent.chat.url}</code>
            </Row>
            <Row label="Protocol">{protocolLabel(agent.chat.protocol)}</Row>
            <ConnectionRows connection={agent.chat.connection} streaming={agent.chat.protocol !== 'REST'} />
            <Row label="Secret">
              {agent.chat.hasSecret ? (
                <Badge tone="green">
                  <KeyRound aria-hidden className="size-3" /> Secret set
                </Badge>
              ) : (
                <span className="text-muted-fg">None</span>
              )}
            </Row>
            <Row label="Max turns">{agent.chat.maxTurns}</Row>
            {extra && (
              <Row label="Extra body">
                <code className="font-mono text-xs">{extra}</code>
              </Row>
            )}
          </>
        ) : (
          <Row label="Endpoint">
            <span className="text-muted-fg">No chat endpoint configured</span>
          </Row>
        )}
      </dl>
    </Card>
  );
}

/** The request shaping and reply mapping in force (none stored means the Rehearse protocol). */
function ConnectionRows({ connection, streaming }: { connection?: ChatConnection | null; streaming: boolean }) {
  const preset = connection ? CHAT_PRESET_LABELS[connection.preset] : CHAT_PRESET_LABELS.REHEARSE;
  const textPath = connection ? (streaming ? connection.stream.delta || connection.stream.text : connection.reply.text) : null;
  return (
    <>
      <Row label="Preset">{preset}</Row>
      {connection && (
        <>
          <Row label="Request">
            {connection.method} · secret as {SECRET_PLACEMENT_LABELS[connection.secretPlacement].toLowerCase()}
            {connection.secretName ? ` (${connection.secretName})` : ''}
            {connection.headers.length ? ` · ${connection.headers.length} header${connection.headers.length > 1 ? 's' : ''}` : ''}
          </Row>
          {textPath && (
            <Row label="Reply text">
              <code className="font-mono text-xs">{textPath}</code>
            </Row>
          )}
        </>
      )}
    </>
  );
}
