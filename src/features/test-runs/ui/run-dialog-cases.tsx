import { Bot } from 'lucide-react';
import { Badge } from '../../../web/ui/badge';

export interface RunnableCase {
  id: string;
  title: string;
  agentId: string;
  agentName: string;
  status: string;
  callerMode: string;
}

/** The run dialog's case picker: a checkbox per case, with select all / none. */
export function RunDialogCases({
  cases,
  selected,
  onChange,
}: {
  cases: RunnableCase[];
  selected: Set<string>;
  onChange: (next: Set<string>) => void;
}) {
  const all = cases.length > 0 && cases.every((c) => selected.has(c.id));
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };
  const agents = new Set(cases.map((c) => c.agentId));
  return (
    <fieldset className="space-y-2">
      <div className="flex items-center justify-between">
        <legend className="text-sm font-medium text-fg">
          Test cases <span className="font-normal text-muted-fg">({selected.size} of {cases.length})</span>
        </legend>
        <button
          type="button"
          className="text-xs font-medium text-primary hover:underline"
          onClick={() => onChange(all ? new Set() : new Set(cases.map((c) => c.id)))}
        >
          {all ? 'Select none' : 'Select all'}
        </button>
      </div>
      <ul className="max-h-48 space-y-1 overflow-y-auto rounded-lg border border-border p-2" data-testid="run-dialog-cases">
        {cases.length === 0 && <li className="px-2 py-3 text-center text-sm text-muted-fg">This agent has no test cases yet.</li>}
        {cases.map((c) => (
          <li key={c.id}>
            <label className="flex cursor-pointer items-center gap-2.5 rounded-md px-2 py-1.5 text-sm hover:bg-muted">
              <input type="checkbox" className="size-4 accent-[var(--primary)]" checked={selected.has(c.id)} onChange={() => toggle(c.id)} />
              <span className="min-w-0 flex-1 truncate text-fg">{c.title}</span>
              {agents.size > 1 && <span className="truncate text-xs text-muted-fg">{c.agentName}</span>}
              {c.callerMode === 'LLM' && (
                <Badge tone="violet">
                  <Bot aria-hidden className="size-3" /> LLM caller
                </Badge>
              )}
              {c.status !== 'ACTIVE' && <Badge tone="neutral">{c.status}</Badge>}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
