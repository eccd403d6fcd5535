import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../web/lib/trpc';
import { Card } from '../../../web/ui/card';
import { SectionSpinner } from '../../../web/ui/spinner';

const show = (v: unknown) => (v === null || v === '' ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

/** Every saved version of a case, newest first, with the fields each one changed. */
export function VersionHistory({ id }: { id: string }) {
  const trpc = useTRPC();
  const versions = useQuery(trpc.testCase.versions.queryOptions({ id }));
  return (
    <Card className="mt-6 p-6" data-testid="version-history">
      <h2 className="text-sm font-semibold text-fg">History</h2>
      {versions.isPending ? (
        <SectionSpinner />
      ) : versions.isError ? (
        <p className="mt-2 text-sm text-danger">The history could not be loaded: {versions.error.message}</p>
      ) : versions.data.length === 0 ? (
        <p className="mt-2 text-sm text-muted-fg">No saved versions yet; the next save starts the history.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {versions.data.map((v) => (
            <li key={v.id} className="rounded-lg border border-border p-3">
              <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
                <span className="font-semibold text-fg">Version {v.version}</span>
                <span className="text-xs text-muted-fg">
                  {v.changeType.toLowerCase()} · {new Date(v.createdAt).toLocaleString()}
                </span>
              </div>
              {v.changeDescription && <p className="mt-1 text-sm text-fg">{v.changeDescription}</p>}
              <p className="text-xs text-muted-fg">{v.changeSummary}</p>
              {v.version > 1 && v.changes.length > 0 && (
                <details className="mt-2">
                  <summary className="cursor-pointer text-xs text-primary">Show diff</summary>
                  <dl className="mt-2 space-y-1 text-xs">
                    {v.changes.map((c) => (
                      <div key={c.field} className="grid gap-1 sm:grid-cols-[10rem_1fr]">
                        <dt className="font-medium text-fg">{c.field}</dt>
                        <dd className="break-words">
                          <del className="text-danger">{show(c.before)}</del> → <ins className="text-success no-underline">{show(c.after)}</ins>
                        </dd>
                      </div>
                    ))}
                  </dl>
                </details>
              )}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
