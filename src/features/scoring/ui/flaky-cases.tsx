interface FlakyDetail {
  testCaseId: string;
  title: string;
  passedCaseRunId: string;
  failedCaseRunId: string;
  differingTurns: Array<{ turn: number; passed: string | null; failed: string | null }>;
  flippedAssertions: string[];
}

/** Flaky cases, each with a passing and a failing attempt side by side where the agent diverged. */
export function FlakyCases({ details, onOpen }: { details: FlakyDetail[]; onOpen: (caseRunId: string) => void }) {
  if (!details.length) return null;
  return (
    <section className="border-t border-border px-5 py-4" aria-labelledby="flaky-heading" data-testid="flaky-cases">
      <h3 id="flaky-heading" className="text-sm font-semibold text-fg">
        Flaky cases <span className="font-normal text-muted-fg">· some attempts passed, some failed</span>
      </h3>
      <ul className="mt-3 space-y-4">
        {details.map((d) => (
          <li key={d.testCaseId} className="rounded-md border border-border p-3" data-testid="flaky-case">
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
              <span className="font-medium text-fg">{d.title}</span>
              <button type="button" className="text-xs text-primary hover:underline" onClick={() => onOpen(d.passedCaseRunId)}>
                Open a passing attempt
              </button>
              <button type="button" className="text-xs text-primary hover:underline" onClick={() => onOpen(d.failedCaseRunId)}>
                Open a failing attempt
              </button>
            </div>
            <p className="mt-1 text-xs text-muted-fg">
              {d.flippedAssertions.length ? `Changed verdict: ${d.flippedAssertions.join(', ')}` : 'No single check changed: the verdict moved with the thresholds or the score.'}
            </p>
            {d.differingTurns.length ? (
              <table className="mt-2 w-full table-fixed text-xs">
                <thead className="text-left text-muted-fg">
                  <tr>
                    <th className="w-16 font-normal">Agent turn</th>
                    <th className="font-normal">Passing attempt</th>
                    <th className="font-normal">Failing attempt</th>
                  </tr>
                </thead>
                <tbody className="align-top">
                  {d.differingTurns.map((t) => (
                    <tr key={t.turn} data-testid="differing-turn">
                      <td className="py-1 tabular-nums text-muted-fg">{t.turn}</td>
                      <td className="py-1 pr-3 break-words text-fg">{t.passed ?? <em className="text-muted-fg">no reply</em>}</td>
                      <td className="py-1 break-words text-fg">{t.failed ?? <em className="text-muted-fg">no reply</em>}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="mt-2 text-xs text-muted-fg">The agent said the same things in both attempts.</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
