import { useQuery } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { Navigate } from 'react-router';
import { formatDate } from '../../../web/lib/format';
import { useSession } from '../../../web/lib/session';
import { useTRPC } from '../../../web/lib/trpc';
import { Badge } from '../../../web/ui/badge';
import { EmptyState } from '../../../web/ui/empty-state';
import { PageHeader } from '../../../web/ui/page-header';
import { QueryCard } from '../../../web/ui/query-card';
import { Table, Td, Th, Tr } from '../../../web/ui/table';
import { AdmitForm } from './admit-form';
import { FlagsCard } from './flags-card';

/** /admin (system admin only): organizations, who owns them, and admitting them with a trial end. */
export function AdminPage() {
  const { data: user } = useSession();
  const trpc = useTRPC();
  const orgs = useQuery(trpc.admin.listOrganizations.queryOptions(undefined, { enabled: !!user?.isAdmin }));
  if (!user?.isAdmin) return <Navigate to="/" replace />;
  const list = orgs.data ?? [];

  return (
    <div className="space-y-6">
      <PageHeader title="Admin" description="Admit organizations, set when their trial ends, and turn features on per workspace." />
      <QueryCard
        query={orgs}
        section="organizations"
        isEmpty={list.length === 0}
        empty={
          <EmptyState icon={Building2} title="No organizations" />
        }
      >
        {() => (
          <Table>
            <thead>
              <tr>
                <Th>Organization</Th>
                <Th>Owner</Th>
                <Th>Admitted</Th>
                <Th>Trial ends</Th>
                <Th className="text-right">Admit</Th>
              </tr>
            </thead>
            <tbody>
              {list.map((o) => {
                const expired = o.trialEndsAt && new Date(o.trialEndsAt).getTime() < Date.now();
                return (
                  <Tr key={o.id} data-testid="organization-row" data-owner={o.ownerEmail ?? ''}>
                    <Td className="font-medium text-fg">
                      {o.name}
                      <p className="text-xs font-normal text-muted-fg">Created {formatDate(o.createdAt)}</p>
                    </Td>
                    <Td className="text-muted-fg">{o.ownerEmail ?? '—'}</Td>
                    <Td>
                      {o.admittedAt ? <Badge tone="green">Admitted {formatDate(o.admittedAt)}</Badge> : <Badge tone="amber">Waiting</Badge>}
                    </Td>
                    <Td className={expired ? 'text-danger' : 'text-muted-fg'}>
                      {o.admittedAt ? (o.trialEndsAt ? formatDate(o.trialEndsAt) : 'No end') : '—'}
                    </Td>
                    <Td>
                      <AdmitForm organizationId={o.id} name={o.name} admitted={!!o.admittedAt} />
                    </Td>
                  </Tr>
                );
              })}
            </tbody>
          </Table>
        )}
      </QueryCard>
      <FlagsCard />
    </div>
  );
}
