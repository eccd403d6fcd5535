import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CaseVerdicts } from '../../scoring/ui/case-verdicts';
import { VoiceCallPanel } from '../../recordings/ui/voice-call-panel';
import { SectionBoundary } from '../../../web/shell/section-boundary';
import { AlertCircle, Bot, UserRound } from 'lucide-react';
import { enumLabel } from '../../../shared/enums';
import { cn } from '../../../web/lib/cn';
import { formatMs } from '../../../web/lib/format';
import { useTRPC } from '../../../web/lib/trpc';
import { ErrorCard } from '../../../web/ui/error-card';
import { Sheet } from '../../../web/ui/sheet';
import { Spinner } from '../../../web/ui/spinner';
import { StatusBadge } from '../../../web/ui/status-badge';
import { CaseRunActions } from './case-run-actions';
import { CaseRunLinks } from './case-run-links';

/** The conversation of one case run: who said what, each agent reply's timing, and how it ended. */
export function TranscriptPanel({ caseRunId, onClose }: { caseRunId: string | null; onClose: () => void }) {
  const trpc = useTRPC();
  const caseRun = useQuery(trpc.testRuns.getCaseRun.queryOptions({ caseRunId: caseRunId ?? '' }, { enabled: !!caseRunId }));
  const data = caseRun.data;
  const [pointed, setPointed] = useState<number | null>(null);
  // The message at the recording's playhead, for voice case runs.
  const [activePosition, setActivePosition] = useState<number | null>(null);

  return (
    <Sheet
      open={!!caseRunId}
      onOpenChange={(open) => !open && onClose()}
      title={data?.title ?? 'Transcript'}
      description={
        data && (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="transcript-summary">
            <StatusBadge status={data.status} />
            {data.whoEndedConversation && (
              <span>
                Ended by <strong className="font-medium text-fg">{enumLabel(data.whoEndedConversation)}</strong>
                {data.endConversationReason && <> · {enumLabel(data.endConversationReason)}</>}
              </span>
            )}
            {data.endConversationDetail && (
              <span className="basis-full text-xs" data-testid="end-detail">
                Why: “{data.endConversationDetail}”
              </span>
            )}
            {data.durationMs != null && <span>{formatMs(data.durationMs)}</span>}
            <CaseRunLinks rerunOf={data.rerunOf} supersededBy={data.supersededBy} />
            <span className="basis-full" />
            <CaseRunActions testRunId={data.testRunId} caseRunId={data.id} status={data.status} />
          </div>
        )
      }
    >
      {caseRun.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      ) : caseRun.isError ? (
        <div className="p-6">
          <ErrorCard section="the transcript" error={caseRun.error} onRetry={() => caseRun.refetch()} />
        </div>
      ) : (
        <>
          <SectionBoundary section="The recording">
            <VoiceCallPanel caseRunId={caseRunId!} messages={data!.messages} onActiveMessage={setActivePosition} />
          </SectionBoundary>
          <div className="space-y-4 px-6 py-5" data-testid="transcript">
            {data!.errorMessage && (
              <p role="alert" className="flex items-start gap-2 rounded-lg border border-danger/30 bg-danger/10 px-3 py-2 text-sm text-danger">
                <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
                {data!.errorMessage}
              </p>
            )}
            {data!.messages.length === 0 && data!.status !== 'ERROR' && <p className="py-10 text-center text-sm text-muted-fg">No messages yet.</p>}
            {caseRunId && (
              <CaseVerdicts
                caseRunId={caseRunId}
                onPointAt={(turn) => {
                  setPointed(turn);
                  document.getElementById(`message-${turn}`)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
                }}
              />
            )}
            <ol className="space-y-4">
              {data!.messages.map((m) => {
                const tester = m.role === 'tester';
                return (
                  <li
                    key={m.position}
                    id={`message-${m.position}`}
                    className={cn(
                      'flex gap-2.5 rounded-lg transition-colors',
                      tester && 'flex-row-reverse',
                      activePosition === m.position && 'bg-primary/5 ring-1 ring-primary/30',
                      pointed === m.position && 'bg-amber-400/15 ring-2 ring-amber-400/60',
                    )}
                    data-role={m.role}
                    data-active={activePosition === m.position || undefined}
                    data-highlighted={pointed === m.position || undefined}
                  >
                    <span
                      aria-hidden
                      className={cn(
                        'mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full',
                        tester ? 'bg-primary/15 text-primary' : 'bg-muted text-muted-fg ring-1 ring-border',
                      )}
                    >
                      {tester ? <UserRound className="size-3.5" /> : <Bot className="size-3.5" />}
                    </span>
                    <div className={cn('flex max-w-[80%] flex-col', tester ? 'items-end' : 'items-start')}>
                      <span className="mb-1 text-[11px] font-medium text-muted-fg">{tester ? 'Tester' : 'Agent'}</span>
                      <div
                        className={cn(
                          'rounded-2xl px-3.5 py-2 text-sm leading-relaxed whitespace-pre-wrap',
                          tester ? 'rounded-tr-sm bg-primary text-primary-fg' : 'rounded-tl-sm bg-muted text-fg',
                        )}
                      >
                        {m.content}
                      </div>
                      {!tester && (m.firstByteMs != null || m.fullReplyMs != null) && (
                        <span className="mt-1 text-[11px] text-muted-fg tabular-nums" data-testid="message-timing">
                          first byte {formatMs(m.firstByteMs)} · full reply {formatMs(m.fullReplyMs)}
                        </span>
                      )}
                      {/* An LLM caller's time to write this line, kept apart from the agent's latency. */}
                      {tester && m.thinkMs != null && (
                        <span className="mt-1 text-[11px] text-muted-fg tabular-nums" data-testid="think-time">
                          caller thought {formatMs(m.thinkMs)}
                        </span>
                      )}
                    </div>
                  </li>
                );
              })}
            </ol>
          </div>
        </>
      )}
    </Sheet>
  );
}
