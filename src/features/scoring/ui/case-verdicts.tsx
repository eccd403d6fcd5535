import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { enumLabel } from '../../../shared/enums';
import { friendlyMessage } from '../../../web/lib/rpc-error';
import { toast } from '../../../web/lib/toast-store';
import { useTRPC } from '../../../web/lib/trpc';
import { Button } from '../../../web/ui/button';
import { Input } from '../../../web/ui/input';
import { OutcomeBadge, VerdictBadge } from './verdict-badge';

interface Props {
  caseRunId: string;
  /** Highlights the message a verdict points at. */
  onPointAt: (turn: number | null) => void;
}

/** A case run's verdicts in the transcript panel: each with its reason and turn, overridable by a person. */
export function CaseVerdicts({ caseRunId, onPointAt }: Props) {
  const trpc = useTRPC();
  const verdicts = useQuery(trpc.scoring.getCaseVerdicts.queryOptions({ caseRunId }));
  const [showHistory, setShowHistory] = useState(false);
  const v = verdicts.data;
  if (!v || (!v.current.length && !v.score)) return null;
  return (
    <section aria-label="Verdicts" className="space-y-2 rounded-lg border border-border p-3" data-testid="case-verdicts">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="font-medium text-fg">Verdicts</span>
        {v.score && (
          <span className="flex items-center gap-2 text-xs text-muted-fg">
            <OutcomeBadge outcome={v.score.outcomeAchieved} /> score {v.score.score ?? '—'}
          </span>
        )}
      </div>
      {v.score && <p className="text-xs text-muted-fg" data-testid="case-reason">{v.score.reason}</p>}
      <ul className="space-y-2">
        {v.current.map((r) => (
          <VerdictRow key={r.id} row={r} caseRunId={caseRunId} onPointAt={onPointAt} />
        ))}
      </ul>
      {v.history.length > 0 && (
        <div>
          <button type="button" className="text-xs text-primary hover:underline" onClick={() => setShowHistory((s) => !s)}>
            {showHistory ? 'Hide' : 'Show'} earlier verdicts ({v.history.length})
          </button>
          {showHistory && (
            <ul className="mt-2 space-y-1 opacity-80" data-testid="verdict-history">
              {v.history.map((r) => (
                <li key={r.id} className="flex flex-wrap items-center gap-2 text-xs">
                  <span className="text-muted-fg">round {r.round} · v{r.versionNumber}</span>
                  <span className="font-medium">{r.name}</span>
                  <VerdictBadge status={r.overrideStatus ?? r.status} />
                  <span className="text-muted-fg">{r.reason}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}

interface Row {
  id: string;
  name: string;
  versionNumber: number;
  importance: string;
  status: string;
  reason: string | null;
  turn: number | null;
  overrideStatus: string | null;
  overrideReason: string | null;
}

function VerdictRow({ row: r, caseRunId, onPointAt }: { row: Row; caseRunId: string; onPointAt: (turn: number | null) => void }) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [reason, setReason] = useState('');
  const refresh = () => qc.invalidateQueries({ queryKey: trpc.scoring.pathKey() });
  const onError = (e: unknown) => toast({ title: friendlyMessage(e), variant: 'error' });
  const override = useMutation(trpc.scoring.overrideVerdict.mutationOptions({ onSuccess: () => (setEditing(false), refresh()), onError }));
  const clear = useMutation(trpc.scoring.clearOverride.mutationOptions({ onSuccess: refresh, onError }));
  const flipped = (r.overrideStatus ?? r.status) === 'PASSED' ? 'FAILED' : 'PASSED';
  return (
    <li className="rounded-md bg-muted/40 px-2.5 py-2 text-sm" data-testid="verdict" data-status={r.overrideStatus ?? r.status}>
      <div className="flex flex-wrap items-center gap-2">
        <VerdictBadge status={r.overrideStatus ?? r.status} />
        <span className="font-medium text-fg">{r.name}</span>
        <span className="text-[11px] text-muted-fg">
          v{r.versionNumber} · {enumLabel(r.importance)}
        </span>
        {r.turn != null && (
          <button type="button" className="text-[11px] text-primary hover:underline" onClick={() => onPointAt(r.turn)} data-testid="verdict-turn">
            message {r.turn + 1}
          </button>
        )}
      </div>
      <p className="mt-1 text-xs text-muted-fg">{r.reason}</p>
      {r.overrideStatus && (
        <p className="mt-1 text-xs" data-testid="override-note">
          Overridden from <strong>{r.status}</strong>: {r.overrideReason}{' '}
          <button type="button" className="text-primary hover:underline" onClick={() => clear.mutate({ assertionRunId: r.id })}>
            Undo
          </button>
        </p>
      )}
      {editing ? (
        <form
          className="mt-2 flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            override.mutate({ assertionRunId: r.id, status: flipped, reason });
          }}
        >
          <Input aria-label="Why" placeholder="Why?" value={reason} onChange={(e) => setReason(e.target.value)} required className="h-8" />
          <Button type="submit" size="sm" loading={override.isPending}>
            Mark {flipped.toLowerCase()}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        (r.status === 'PASSED' || r.status === 'FAILED' || r.overrideStatus) && (
          <button type="button" className="mt-1 text-xs text-primary hover:underline" onClick={() => setEditing(true)} data-case={caseRunId}>
            Override
          </button>
        )
      )}
    </li>
  );
}
