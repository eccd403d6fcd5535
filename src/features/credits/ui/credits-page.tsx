import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Coins } from 'lucide-react';
import { useId, useState } from 'react';
import { ZSetMonthlyCredits } from '../schema';
import { useBoot } from '../../../web/lib/boot';
import { formatDate, formatDateTime } from '../../../web/lib/format';
import { statusWords } from '../../../web/lib/labels';
import { friendlyMessage } from '../../../web/lib/rpc-error';
import { toast } from '../../../web/lib/toast-store';
import { useTRPC } from '../../../web/lib/trpc';
import { AppLink } from '../../../web/lib/app-link';
import { Button } from '../../../web/ui/button';
import { Card, CardBody, CardHeader } from '../../../web/ui/card';
import { EmptyState } from '../../../web/ui/empty-state';
import { Input } from '../../../web/ui/input';
import { PageHeader } from '../../../web/ui/page-header';
import { QueryCard } from '../../../web/ui/query-card';
import { Table, Td, Th, Tr } from '../../../web/ui/table';

/** /settings/credits: the balance, the cycle, and every charge, newest first. */
export function CreditsPage() {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const overview = useQuery({ ...trpc.credits.overview.queryOptions({ page }), placeholderData: (prev) => prev });
  const o = overview.data;
  const usedPct = o && o.monthlyCredits > 0 ? Math.min(100, Math.round((100 * (o.monthlyCredits - o.remainingCredits)) / o.monthlyCredits)) : 0;

  return (
    <div className="max-w-4xl space-y-6">
      <PageHeader title="Credits" description="Each chat case run costs a credit when it starts; a simulated call, a credit per started minute." />
      {o && (
        <Card>
          <CardBody className="grid gap-4 sm:grid-cols-3">
            <Figure label="Remaining" value={o.remainingCredits.toLocaleString()} testId="credits-remaining" />
            <Figure label="Monthly credits" value={o.monthlyCredits.toLocaleString()} />
            <Figure label="Cycle" value={`${formatDate(o.cycleStart)} – ${formatDate(o.cycleEnd)}`} />
            <div className="sm:col-span-3">
              <div className="h-2 overflow-hidden rounded-full bg-muted" role="progressbar" aria-label="Credits used this cycle" aria-valuenow={usedPct} aria-valuemin={0} aria-valuemax={100}>
                <div className="h-full rounded-full bg-primary" style={{ width: `${usedPct}%` }} />
              </div>
              <p className="mt-1 text-xs text-muted-fg">
                {o.usedThisCycle.toLocaleString()} used this cycle · renews {formatDate(o.cycleEnd)} (unused credits do not carry over)
              </p>
            </div>
          </CardBody>
        </Card>
      )}
      {o && <MonthlyCreditsForm current={o.monthlyCredits} />}
      <QueryCard
        query={overview}
        section="credit transactions"
        table={{ name: 'credit transactions' }}
        isEmpty={!o?.transactions.length}
        empty={<EmptyState icon={Coins} title="No charges yet" description="Runs started while credits are on appear here, one line per case run." />}
      >
        {() => (
          <>
            <Table>
              <thead>
                <tr>
                  <Th>When</Th>
                  <Th>Activity</Th>
                  <Th>Run · case</Th>
                  <Th className="text-right">Credits</Th>
                </tr>
              </thead>
              <tbody>
                {o!.transactions.map((t) => (
                  <Tr key={t.id} data-testid="credit-transaction">
                    <Td className="whitespace-nowrap text-muted-fg">{formatDateTime(t.createdAt)}</Td>
                    <Td className="whitespace-nowrap">{statusWords(t.activityType)}</Td>
                    <Td className="max-w-sm truncate">
                      {t.testRunId ? (
                        <AppLink to={`/test-runs/${t.testRunId}`} className="text-fg hover:text-primary">
                          {t.runName ?? 'Run'}
                        </AppLink>
                      ) : (
                        <span className="text-muted-fg">Deleted run</span>
                      )}
                      {t.caseTitle && <span className="text-muted-fg"> · {t.caseTitle}</span>}
                    </Td>
                    <Td className="text-right tabular-nums">{t.creditsUsed}</Td>
                  </Tr>
                ))}
              </tbody>
            </Table>
            <div className="flex items-center justify-end gap-2 border-t border-border px-4 py-2 text-sm">
              <span className="mr-auto text-muted-fg">Page {page}</span>
              <Button size="sm" variant="outline" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
                Newer
              </Button>
              <Button size="sm" variant="outline" disabled={!o!.hasMore} onClick={() => setPage((p) => p + 1)}>
                Older
              </Button>
            </div>
          </>
        )}
      </QueryCard>
    </div>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <div className="text-xs text-muted-fg">{label}</div>
      <div className="mt-0.5 text-lg font-semibold text-fg tabular-nums" data-testid={testId}>
        {value}
      </div>
    </div>
  );
}

/** The monthly grant is the operator's: only a system admin edits it. */
function MonthlyCreditsForm({ current }: { current: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const boot = useBoot().data;
  const id = useId();
  const [value, setValue] = useState(String(current));
  const [error, setError] = useState<string>();
  const save = useMutation(
    trpc.credits.setMonthly.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.credits.pathKey() });
        toast({ title: 'Monthly credits saved', variant: 'success' });
      },
      onError: (e) => setError(friendlyMessage(e)),
    }),
  );
  if (!boot?.isAdmin) return null;
  return (
    <Card>
      <CardHeader title="Monthly credits" description="What each cycle grants this workspace. Changing it moves this cycle's balance by the difference." />
      <CardBody>
        <form
          noValidate
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            const parsed = ZSetMonthlyCredits.safeParse({ monthlyCredits: value.trim() === '' ? NaN : Number(value) });
            if (!parsed.success) return setError(parsed.error.issues[0]!.message);
            setError(undefined);
            save.mutate(parsed.data);
          }}
        >
          <div className="w-48 space-y-1.5">
            <label htmlFor={id} className="block text-sm font-medium text-fg">
              Credits per month
            </label>
            <Input id={id} type="number" inputMode="numeric" min={0} value={value} onChange={(e) => setValue(e.target.value)} aria-invalid={!!error} />
          </div>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
          {error && (
            <p role="alert" className="w-full text-xs text-danger">
              {error}
            </p>
          )}
        </form>
      </CardBody>
    </Card>
  );
}
