import { CornerDownRight, CornerUpLeft } from 'lucide-react';
import { AppLink } from '../../../web/lib/app-link';

export interface CaseRunLink {
  id: string;
  testRunId: string;
  runName: string;
}

/** "Re-run of <run>" on a re-run case, "Re-run in <run>" on the case it superseded. */
export function CaseRunLinks({ rerunOf, supersededBy }: { rerunOf: CaseRunLink | null; supersededBy: CaseRunLink | null }) {
  if (!rerunOf && !supersededBy) return null;
  const link = (l: CaseRunLink) => (
    <AppLink
      to={`/test-runs/${l.testRunId}?case=${l.id}`}
      onClick={(e) => e.stopPropagation()}
      className="font-medium text-primary hover:underline"
    >
      {l.runName}
    </AppLink>
  );
  return (
    <span className="flex flex-col gap-0.5 text-xs text-muted-fg" data-testid="case-run-links">
      {rerunOf && (
        <span className="inline-flex items-center gap-1" data-link="rerun-of">
          <CornerUpLeft aria-hidden className="size-3" /> Re-run of {link(rerunOf)}
        </span>
      )}
      {supersededBy && (
        <span className="inline-flex items-center gap-1" data-link="rerun-in">
          <CornerDownRight aria-hidden className="size-3" /> Re-run in {link(supersededBy)}
        </span>
      )}
    </span>
  );
}
