import { Bot, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { AGENT_PROVIDER_LABELS, type AgentProvider } from '../../../shared/enums';
import { formatDate } from '../../../web/lib/format';
import { Badge } from '../../../web/ui/badge';
import { buttonClass } from '../../../web/ui/button';
import { Card } from '../../../web/ui/card';
import { EmptyState } from '../../../web/ui/empty-state';
import { AgentPassRate, useAgentPassRates } from '../../scoring/ui/agent-pass-rate';

interface AgentSummary {
  id: string;
  name: string;
  provider: string;
  isDemo: boolean;
  updatedAt: Date;
}

/** A grid of agent cards: name, provider label, demo badge. Opening one selects it. */
export function AgentCards({ agents }: { agents: AgentSummary[] }) {
  const passRates = useAgentPassRates();
  if (!agents.length)
    return (
      <Card>
        <EmptyState
          icon={Bot}
          title="No agents yet"
          description="Connect the chat agent you want to test."
          action={
            <Link to="/agents/create" className={buttonClass()}>
              <Plus aria-hidden className="size-4" /> New Agent
            </Link>
          }
        />
      </Card>
    );
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {agents.map((a) => (
        <li key={a.id}>
          <Link
            to={`/?agent=${a.id}`}
            className="group block h-full rounded-xl border border-border bg-card p-5 shadow-xs transition-all hover:-translate-y-px hover:border-primary/40 hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <div className="flex items-start justify-between gap-3">
              <span className="flex size-9 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Bot aria-hidden className="size-4.5" />
              </span>
              {a.isDemo && <Badge tone="violet">Demo</Badge>}
            </div>
            <h3 className="mt-4 truncate text-sm font-semibold text-fg group-hover:text-primary">{a.name}</h3>
            <p className="mt-1 text-xs text-muted-fg">{AGENT_PROVIDER_LABELS[a.provider as AgentProvider] ?? a.provider}</p>
            <AgentPassRate rate={passRates[a.id]} />
            <p className="mt-3 text-[11px] text-muted-fg">Updated {formatDate(a.updatedAt)}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
