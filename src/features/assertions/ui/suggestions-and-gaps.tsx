import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enumLabel } from '../../../shared/enums';
import { friendlyMessage } from '../../../web/lib/rpc-error';
import { toast } from '../../../web/lib/toast-store';
import { useTRPC } from '../../../web/lib/trpc';
import { Badge } from '../../../web/ui/badge';
import { Button } from '../../../web/ui/button';
import { Card, CardHeader } from '../../../web/ui/card';

/** Suggested changes to assertions and coverage gaps, each decided by a person. */
export function SuggestionsAndGaps() {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const suggestions = useQuery(trpc.assertion.getSuggestions.queryOptions()).data ?? [];
  const gaps = useQuery(trpc.assertion.getGaps.queryOptions()).data ?? [];
  const done = () => qc.invalidateQueries({ queryKey: trpc.assertion.pathKey() });
  const onError = (e: unknown) => toast({ title: friendlyMessage(e), variant: 'error' });
  const decide = useMutation(trpc.assertion.decideSuggestion.mutationOptions({ onSuccess: done, onError }));
  const gap = useMutation(trpc.assertion.decideGap.mutationOptions({ onSuccess: done, onError }));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader title="Suggestions" description="Proposed new, changed or retired assertions." />
        {suggestions.length === 0 ? (
          <p className="px-5 py-6 text-sm text-muted-fg">No suggestions.</p>
        ) : (
          <ul className="divide-y divide-border">
            {suggestions.map((s) => (
              <li key={s.id} className="space-y-1 px-5 py-3 text-sm" data-testid="suggestion">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone="blue">{s.operation}</Badge>
                  <span className="font-medium">{s.title}</span>
                  <span className="text-xs text-muted-fg">{Math.round(s.confidenceScore * 100)}% confident</span>
                  <Badge className="ml-auto">{s.status}</Badge>
                </div>
                {s.rationale && <p className="text-xs text-muted-fg">{s.rationale}</p>}
                {s.status === 'PENDING' && (
                  <div className="flex gap-2 pt-1">
                    <Button size="sm" onClick={() => decide.mutate({ id: s.id, decision: 'ACCEPTED' })}>Accept</Button>
                    <Button size="sm" variant="outline" onClick={() => decide.mutate({ id: s.id, decision: 'REJECTED' })}>Reject</Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card>
        <CardHeader title="Gaps" description="Behaviour no assertion checks yet." />
        {gaps.length === 0 ? (
          <p className="px-5 py-6 text-sm text-muted-fg">No gaps found.</p>
        ) : (
          <ul className="divide-y divide-border">
            {gaps.map((g) => (
              <li key={g.id} className="space-y-1 px-5 py-3 text-sm" data-testid="gap">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone={g.severity === 'HIGH' ? 'red' : g.severity === 'MEDIUM' ? 'amber' : 'neutral'}>{g.severity}</Badge>
                  <span className="font-medium">{g.title}</span>
                  <Badge className="ml-auto">{enumLabel(g.status)}</Badge>
                </div>
                {g.description && <p className="text-xs text-muted-fg">{g.description}</p>}
                <div className="flex gap-2 pt-1">
                  {g.status === 'OPEN' ? (
                    <>
                      <Button size="sm" variant="outline" onClick={() => gap.mutate({ id: g.id, status: 'RESOLVED' })}>Resolve</Button>
                      <Button size="sm" variant="ghost" onClick={() => gap.mutate({ id: g.id, status: 'DISMISSED' })}>Dismiss</Button>
                    </>
                  ) : (
                    <Button size="sm" variant="ghost" onClick={() => gap.mutate({ id: g.id, status: 'OPEN' })}>Reopen</Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
