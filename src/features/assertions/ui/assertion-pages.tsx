import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useAppNavigate } from '../../../web/lib/app-link';
import { formatDateTime } from '../../../web/lib/format';
import { friendlyMessage } from '../../../web/lib/rpc-error';
import { toast } from '../../../web/lib/toast-store';
import { useTRPC } from '../../../web/lib/trpc';
import { Card, CardHeader } from '../../../web/ui/card';
import { DeleteButton } from '../../../web/ui/delete-button';
import { ErrorCard } from '../../../web/ui/error-card';
import { PageHeader } from '../../../web/ui/page-header';
import { SectionSpinner } from '../../../web/ui/spinner';
import type { TAssertionFields } from '../schema';
import { AssertionForm, EMPTY_ASSERTION } from './assertion-form';

function useSaved() {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const navigate = useAppNavigate();
  return async (message: string) => {
    await qc.invalidateQueries({ queryKey: trpc.assertion.pathKey() });
    toast({ title: message, variant: 'success' });
    navigate('/metrics/assertions');
  };
}

/** /metrics/assertions/new */
export function AssertionCreatePage() {
  const trpc = useTRPC();
  const navigate = useAppNavigate();
  const saved = useSaved();
  const create = useMutation(
    trpc.assertion.create.mutationOptions({ onSuccess: () => saved('Assertion created'), onError: (e) => toast({ title: friendlyMessage(e), variant: 'error' }) }),
  );
  return (
    <div className="max-w-4xl">
      <PageHeader title="Create new Assertion" description="A check every matching conversation is scored against." />
      <AssertionForm initial={EMPTY_ASSERTION} submitLabel="Create assertion" busy={create.isPending} onSubmit={(v) => create.mutate(v)} onCancel={() => navigate('/metrics/assertions')} />
    </div>
  );
}

/** /metrics/assertions/:id/edit — saving makes a new version; verdicts keep the version they used. */
export function AssertionEditPage() {
  const { id } = useParams();
  const trpc = useTRPC();
  const navigate = useAppNavigate();
  const saved = useSaved();
  const assertion = useQuery(trpc.assertion.get.queryOptions({ id: id! }));
  const onError = (e: unknown) => toast({ title: friendlyMessage(e), variant: 'error' });
  const update = useMutation(trpc.assertion.update.mutationOptions({ onSuccess: (r) => saved(`Saved as version ${r.versionNumber}`), onError }));
  const archive = useMutation(trpc.assertion.archive.mutationOptions({ onSuccess: () => saved('Assertion archived'), onError }));
  if (assertion.isPending) return <SectionSpinner />;
  if (assertion.isError) return <ErrorCard section="the assertion" error={assertion.error} onRetry={() => assertion.refetch()} />;
  const a = assertion.data;
  const initial: TAssertionFields = { ...EMPTY_ASSERTION, ...a, fewShotExamples: a.fewShotExamples.map((x) => ({ ...x, reason: x.reason ?? undefined })) };
  return (
    <div className="max-w-4xl space-y-6">
      <PageHeader
        title="Edit Assertion"
        description={`${a.name} · version ${a.currentVersionNumber}`}
        actions={<DeleteButton title="Delete this assertion?" description="It stops scoring new runs; verdicts already given stay visible." onConfirm={() => archive.mutateAsync({ id: a.id })} />}
      />
      <AssertionForm initial={initial} submitLabel="Save as new version" busy={update.isPending} onSubmit={(fields) => update.mutate({ id: a.id, fields })} onCancel={() => navigate('/metrics/assertions')} />
      <Card>
        <CardHeader title="Versions" description="Each save is a version; a major version changed what is checked." />
        <ul className="divide-y divide-border text-sm" data-testid="assertion-versions">
          {a.versions.map((v) => (
            <li key={v.id} className="flex flex-wrap items-center gap-3 px-5 py-2.5">
              <span className="font-medium tabular-nums">v{v.versionNumber}</span>
              <span className="text-muted-fg">{v.changeType.toLowerCase()}{v.isMajorVersion ? ' · major' : ''}</span>
              {v.changeSummary && <span className="text-muted-fg">{v.changeSummary}</span>}
              <span className="ml-auto text-xs text-muted-fg">{formatDateTime(v.createdAt)}</span>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
