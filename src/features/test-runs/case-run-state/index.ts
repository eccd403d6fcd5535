/**
 * The one owner of a case run's state: every write of test_case_runs.status goes through this
 * folder (a unit test checks that no other file updates the table).
 *
 *   QUEUED ─claim→ IN_PROGRESS ─conversation over→ ENDED ─hooks→ SCORING / AWAITING_EXTERNAL_DATA → COMPLETED
 *      │               │  └─agent failed, stale, last retry failed→ ERROR
 *      └──cancel──→ CANCELLED ←──cancel──┘   (manual end: IN_PROGRESS → ENDED, transcript kept)
 *
 * With no post-conversation hook, ENDED → COMPLETED happens in the same statement.
 *
 * Post-conversation work (scoring, a voice provider's call data) plugs in with
 * `onConversationEnded((tx, ref, deps) => …)`: enqueue the follow-up job in `tx` (the transaction
 * that ends the conversation, via server/jobs/enqueue) and return 'SCORING' or
 * 'AWAITING_EXTERNAL_DATA'; that job finishes with `completePostConversation`.
 */
export { claimCaseRun, handBack, type CaseRunRef, type ClaimResult } from './claim';
export { completeRunIfDone, requestRunCompletionCheck } from './completion';
export { finishConversation, onConversationEnded, type AfterConversationHook, type StateDeps } from './conversation';
export { recordMessage } from './message-batch';
export { CANCELLABLE, cancelCaseRuns, completePostConversation, endCaseRunManually, failCaseRun, linkReruns } from './interventions';
export { ensureSlots, leaseKeeper, LeaseLostError, releaseSlot } from './slots';
export { sweepStaleCaseRuns } from './stale';
export { completeScoredCaseRuns } from './scoring-stage';
export { afterCaseStarts, refusedToStart, type StartGate } from './start-gate';
