import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { AGENT_PARAM } from '../../../shared/constants';
import { useAppNavigate } from '../../../web/lib/app-link';
import { useTRPC } from '../../../web/lib/trpc';
import { toast } from '../../../web/lib/toast-store';
import { DeleteButton } from '../../../web/ui/delete-button';
import { ErrorCard } from '../../../web/ui/error-card';
import { PageHeader } from '../../../web/ui/page-header';
import { SectionSpinner } from '../../../web/ui/spinner';
import { AssertionAttachmentCard } from '../../assertions/ui/attachment-card';
import { TestCaseForm } from './test-case-form';
import type { TTestCaseFormInput, TTestCaseFormOutput } from './test-case-form-schema';
import { FormErrorBoundary } from '../../../web/shell/form-error-boundary';
import { useState } from 'react';
import { toFormValues } from './form-values';
import { VersionHistory } from './version-history';
import { clearFormBackup } from '../../../web/lib/form-backup';

const NEW_CASE_FORM = 'new-test-case';

function useSaved(backupName: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  return async (message: string) => {
    clearFormBackup(backupName);
    await queryClient.invalidateQueries({ queryKey: trpc.testCase.pathKey() });
    toast({ title: message, variant: 'success' });
    navigate('/test-cases');
  };
}

/** /test-cases/new?agent=… */
export function TestCaseCreatePage() {
  const trpc = useTRPC();
  const [params] = useSearchParams();
  const navigate = useAppNavigate();
  const saved = useSaved(NEW_CASE_FORM);
  const create = useMutation(trpc.testCase.create.mutationOptions({ onSuccess: () => saved('Test case created') }));
  return (
    <div className="max-w-4xl">
      <PageHeader title="New test case" description="A scripted conversation the simulated caller plays against the agent." />
      <TestCaseForm
        defaultValues={{
          agentId: params.get(AGENT_PARAM) ?? '',
          title: '',
          description: '',
          initialMessage: '',
          status: 'ACTIVE',
          callerMode: 'SCRIPTED',
          turns: [],
          tags: [],
        }}
        agentLocked={false}
        submitLabel="Create test case"
        busy={create.isPending}
        backupName={NEW_CASE_FORM}
        saveFailed={create.isError}
        onSubmit={(values) => create.mutate(values)}
        onCancel={() => navigate('/test-cases')}
      />
    </div>
  );
}

/** /test-cases/:id/edit */
export function TestCaseEditPage() {
  const { id } = useParams();
  const trpc = useTRPC();
  const navigate = useAppNavigate();
  const saved = useSaved(`test-case-${id}`);
  const testCase = useQuery(trpc.testCase.get.queryOptions({ id: id! }));
  const [restored, setRestored] = useState<TTestCaseFormInput | null>(null);
  const update = useMutation(trpc.testCase.update.mutationOptions({ onSuccess: (r) => saved(`Test case saved as version ${r.version}`) }));
  const remove = useMutation(trpc.testCase.delete.mutationOptions({ onSuccess: () => saved('Test case deleted') }));

  if (testCase.isPending) return <SectionSpinner />;
  if (testCase.isError) return <ErrorCard section="the test case" error={testCase.error} onRetry={() => testCase.refetch()} />;

  const tc = testCase.data;
  const submit = ({ agentId: _agent, ...fields }: TTestCaseFormOutput) => update.mutate({ ...fields, id: tc.id });
  return (
    <div className="max-w-4xl">
      <PageHeader
        title="Edit Test Case"
        description={tc.title}
        actions={
          <DeleteButton
            title="Delete this test case?"
            description="Past runs keep their transcripts; the case will no longer run."
            onConfirm={() => remove.mutateAsync({ id: tc.id })}
          />
        }
      />
      {/* A crash inside the editor offers to restore what a failed save kept. */}
      <FormErrorBoundary<TTestCaseFormInput> form={`test-case-${tc.id}`} onRestore={setRestored}>
        <TestCaseForm
          key={restored ? 'restored' : 'saved'}
          defaultValues={restored ?? toFormValues(tc)}
          showChangeNote
          agentLocked
          submitLabel="Save changes"
          busy={update.isPending}
          backupName={`test-case-${tc.id}`}
          saveFailed={update.isError}
          onSubmit={submit}
          onCancel={() => navigate('/test-cases')}
        />
      </FormErrorBoundary>
      <AssertionAttachmentCard testCaseId={tc.id} />
      <VersionHistory id={tc.id} />
    </div>
  );
}
