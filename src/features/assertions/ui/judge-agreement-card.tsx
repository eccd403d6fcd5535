import { useQuery } from '@tanstack/react-query';
import { EVALUATION_TYPE_LABELS, type EvaluationType } from '../../../shared/scoring';
import { useTRPC } from '../../../web/lib/trpc';
import { Card, CardHeader } from '../../../web/ui/card';
import { Table, Td, Th, Tr } from '../../../web/ui/table';
import { pct } from '../../scoring/ui/verdict-badge';

/** Overrides are labels: how often each assertion's scorer agreed with the people who reviewed it. */
export function JudgeAgreementCard() {
  const trpc = useTRPC();
  const rows = (useQuery(trpc.scoring.judgeAgreement.queryOptions()).data ?? []).filter((r) => r.reviewed > 0);
  return (
    <Card>
      <CardHeader title="Judge agreement" description="Where people reviewed a verdict (overrode it, or confirmed it with the same status), how often the scorer agreed." />
      {rows.length === 0 ? (
        <p className="px-5 py-6 text-sm text-muted-fg">No verdict has been reviewed by a person yet. Override a verdict on a run to start.</p>
      ) : (
        <Table>
          <thead>
            <tr>
              <Th>Assertion</Th>
              <Th>Evaluation</Th>
              <Th className="text-right">Reviewed</Th>
              <Th className="text-right">Agreement</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <Tr key={r.assertionId} data-testid="agreement-row">
                <Td className="font-medium">{r.name}</Td>
                <Td className="text-muted-fg">{EVALUATION_TYPE_LABELS[r.evaluationType as EvaluationType] ?? r.evaluationType}</Td>
                <Td className="text-right tabular-nums">
                  {r.reviewed} of {r.total}
                </Td>
                <Td className="text-right tabular-nums">{pct(r.agreement)}</Td>
              </Tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
