import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../web/lib/trpc';
import { Input } from '../../../web/ui/input';

/** Tick the workspace's test cases that belong in the scenario; the search narrows the list. */
export function CasePicker({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const trpc = useTRPC();
  const cases = useQuery(trpc.testCase.list.queryOptions({}));
  const [search, setSearch] = useState('');
  const chosen = new Set(value);
  const rows = (cases.data ?? []).filter((c) => !search || c.title.toLowerCase().includes(search.toLowerCase()));
  if (cases.isError) return <p className="text-sm text-danger">The test cases could not be loaded: {cases.error.message}</p>;
  if (cases.data?.length === 0) return <p className="text-sm text-muted-fg">No test cases yet: write some under Cases first.</p>;
  return (
    <div className="space-y-3">
      <Input type="search" aria-label="Filter test cases" placeholder="Filter test cases" value={search} onChange={(e) => setSearch(e.target.value)} />
      <ul className="max-h-80 divide-y divide-border overflow-auto rounded-lg border border-border">
        {rows.map((c) => (
          <li key={c.id}>
            <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-muted/40">
              <input
                type="checkbox"
                className="size-4 accent-[var(--primary)]"
                checked={chosen.has(c.id)}
                onChange={() => onChange(chosen.has(c.id) ? value.filter((v) => v !== c.id) : [...value, c.id])}
              />
              <span className="flex-1 text-fg">{c.title}</span>
              <span className="text-xs text-muted-fg">{c.agentName}</span>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
