import { useQuery } from '@tanstack/react-query';
import { Layers, Plus } from 'lucide-react';
import { AppLink } from '../../../web/lib/app-link';
import { formatDate } from '../../../web/lib/format';
import { useTRPC } from '../../../web/lib/trpc';
import { buttonClass } from '../../../web/ui/button';
import { EmptyState } from '../../../web/ui/empty-state';
import { PageHeader } from '../../../web/ui/page-header';
import { QueryCard } from '../../../web/ui/query-card';
import { Table, Td, Th, Tr } from '../../../web/ui/table';

/** /datasets: scenarios, each a named set of test cases with caller defaults, run together. */
export function ScenariosPage() {
  const trpc = useTRPC();
  const list = useQuery(trpc.dataset.list.queryOptions());
  const add = (
    <AppLink to="/datasets/new" className={buttonClass()}>
      <Plus aria-hidden className="size-4" /> New scenario
    </AppLink>
  );
  return (
    <div>
      <PageHeader title="Scenarios" description="Groups of test cases with shared caller settings, run together." actions={add} />
      <QueryCard
        query={list}
        section="scenarios"
        isEmpty={(list.data ?? []).length === 0}
        empty={<EmptyState icon={Layers} title="No scenarios yet" description="Collect test cases into a scenario, give its callers a voice, and run them in one go." action={add} />}
      >
        {() => (
          <Table>
            <thead>
              <tr>
                <Th>Name</Th>
                <Th className="text-right">Cases</Th>
                <Th className="text-right">Version</Th>
                <Th>Updated</Th>
              </tr>
            </thead>
            <tbody>
              {(list.data ?? []).map((d) => (
                <Tr key={d.id} className="hover:bg-muted/40">
                  <Td>
                    <AppLink to={`/datasets/${d.id}`} className="font-medium text-fg hover:text-primary hover:underline">
                      {d.name}
                    </AppLink>
                    {d.description && <p className="mt-0.5 truncate text-xs text-muted-fg">{d.description}</p>}
                  </Td>
                  <Td className="text-right tabular-nums">{d.caseCount}</Td>
                  <Td className="text-right tabular-nums">v{d.currentVersion}</Td>
                  <Td className="whitespace-nowrap text-muted-fg">{formatDate(d.updatedAt)}</Td>
                </Tr>
              ))}
            </tbody>
          </Table>
        )}
      </QueryCard>
    </div>
  );
}
