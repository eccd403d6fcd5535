import { useQuery } from '@tanstack/react-query';
import { Plus, ShieldCheck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { enumLabel } from '../../../shared/enums';
import { EVALUATION_TYPE_LABELS, EVALUATION_TYPES, IMPORTANCE, type EvaluationType } from '../../../shared/scoring';
import { AppLink } from '../../../web/lib/app-link';
import { useTRPC } from '../../../web/lib/trpc';
import { Badge } from '../../../web/ui/badge';
import { buttonClass } from '../../../web/ui/button';
import { EmptyState } from '../../../web/ui/empty-state';
import { Input } from '../../../web/ui/input';
import { PageHeader } from '../../../web/ui/page-header';
import { QueryCard } from '../../../web/ui/query-card';
import { Select } from '../../../web/ui/select';
import { Table, Td, Th, Tr } from '../../../web/ui/table';
import { JudgeAgreementCard } from './judge-agreement-card';
import { SuggestionsAndGaps } from './suggestions-and-gaps';

const IMPORTANCE_TONE = { CRITICAL: 'red', IMPORTANT: 'amber', NICE_TO_HAVE: 'neutral' } as const;

/** /metrics/assertions: every assertion of the workspace, searchable and filterable. */
export function AssertionsPage() {
  const trpc = useTRPC();
  const list = useQuery(trpc.assertion.getAssertions.queryOptions());
  const [q, setQ] = useState('');
  const [importance, setImportance] = useState('');
  const [type, setType] = useState('');
  const rows = useMemo(() => {
    const needle = q.trim().toLowerCase();
    return (list.data ?? []).filter(
      (a) =>
        (!needle || [a.name, a.description ?? '', a.category ?? '', ...a.tags].some((s) => s.toLowerCase().includes(needle))) &&
        (!importance || a.importance === importance) &&
        (!type || a.evaluationType === type),
    );
  }, [list.data, q, importance, type]);
  const filtered = (list.data?.length ?? 0) > 0;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Assertions"
        description="Checks every matching conversation is scored against."
        actions={
          <AppLink to="/metrics/assertions/new" className={buttonClass()}>
            <Plus aria-hidden className="size-4" /> New assertion
          </AppLink>
        }
      />
      {filtered && (
        <div className="flex flex-wrap gap-2">
          <Input aria-label="Search assertions" placeholder="Search assertions..." value={q} onChange={(e) => setQ(e.target.value)} className="max-w-xs" />
          <Select aria-label="Importance" value={importance} onChange={(e) => setImportance(e.target.value)} options={[{ value: '', label: 'Any importance' }, ...IMPORTANCE.map((i) => ({ value: i, label: enumLabel(i) }))]} />
          <Select aria-label="Evaluation" value={type} onChange={(e) => setType(e.target.value)} options={[{ value: '', label: 'Any evaluation' }, ...EVALUATION_TYPES.map((t) => ({ value: t, label: EVALUATION_TYPE_LABELS[t] }))]} />
        </div>
      )}
      <QueryCard
        query={list}
        section="assertions"
        isEmpty={rows.length === 0}
        empty={
          filtered ? (
            <EmptyState icon={ShieldCheck} title="No assertion matches" description="Try another search or filter." />
          ) : (
            <EmptyState
              icon={ShieldCheck}
              title="No assertions yet"
              description="Without assertions a run can only say that conversations finished, not whether the agent did its job."
              action={
                <AppLink to="/metrics/assertions/new" className={buttonClass()}>
                  <Plus aria-hidden className="size-4" /> Create new Assertion
                </AppLink>
              }
            />
          )
        }
      >
        {() => (
          <Table>
            <thead>
              <tr>
                <Th>Name</Th>
                <Th>Importance</Th>
                <Th>Evaluation</Th>
                <Th>Tags</Th>
                <Th className="text-right">Version</Th>
                <Th className="text-right">Failed / runs</Th>
              </tr>
            </thead>
            <tbody>
              {rows.map((a) => (
                <Tr key={a.id} className="hover:bg-muted/40" data-testid="assertion-row">
                  <Td className="max-w-sm">
                    <AppLink to={`/metrics/assertions/${a.id}/edit`} className="font-medium text-fg hover:text-primary hover:underline">
                      {a.color && <span aria-hidden className="mr-2 inline-block size-2 rounded-full" style={{ background: a.color }} />}
                      {a.name}
                    </AppLink>
                    {!a.enabledForTesting && <span className="ml-2 text-[11px] text-muted-fg">testing off</span>}
                    {a.humanApprovalStatus === 'PENDING' && <Badge tone="amber" className="ml-2">awaiting approval</Badge>}
                  </Td>
                  <Td>
                    <Badge tone={IMPORTANCE_TONE[a.importance]}>{enumLabel(a.importance)}</Badge>
                  </Td>
                  <Td className="text-muted-fg">{EVALUATION_TYPE_LABELS[a.evaluationType as EvaluationType]}</Td>
                  <Td className="text-muted-fg">{a.tags.join(', ')}</Td>
                  <Td className="text-right tabular-nums">v{a.versionNumber}</Td>
                  <Td className="text-right tabular-nums">
                    {a.failed} / {a.runs}
                  </Td>
                </Tr>
              ))}
            </tbody>
          </Table>
        )}
      </QueryCard>
      <JudgeAgreementCard />
      <SuggestionsAndGaps />
    </div>
  );
}
