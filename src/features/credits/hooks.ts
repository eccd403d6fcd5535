import { afterCaseStarts, onConversationEnded } from '../test-runs/case-run-state';
import { chargeAtStart, settleCallCharge } from './service';

// Credits plug into the case-run state owner: a case is charged as it starts (or stopped, when
// the workspace has nothing left or its run reached its spend cap), and a call's charge grows to
// its started minutes in the transaction that ends the conversation.
afterCaseStarts(chargeAtStart);
onConversationEnded(async (tx, ref) => {
  await settleCallCharge(tx, ref);
  return null;
});
