import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { completePostConversation, onConversationEnded, type CaseRunRef } from '../../src/features/test-runs/case-run-state';
import { apiClient, eventually } from '../helpers/api';
import { appWithUser } from '../helpers/app';

// A follow-up step (as scoring will be) registered in this test's process: the case run waits in
// SCORING, with the follow-up written in the transaction that ended the conversation.
const handedOn: CaseRunRef[] = [];
onConversationEnded(async (tx, ref) => {
  await tx.execute(sql`update test_runs set notes = 'handed on' where id = ${ref.testRunId}`);
  handedOn.push(ref);
  return 'SCORING';
});

const world = appWithUser();

describe('after the conversation', () => {
  it('a hook moves the case to SCORING in the same transaction; the run completes only when that work is done', async () => {
    const api = apiClient(world.app.url, world.user);
    const [demo] = await api.customerVoiceAgent.list.query();
    const run = await api.testRuns.create.mutate({ agentId: demo!.id });
    const scoring = await eventually(async () => {
      const r = await api.testRuns.get.query({ testRunId: run.id });
      return r.caseRuns.every((c) => c.status === 'SCORING') && r;
    });
    expect(scoring.status).toBe('RUNNING');
    expect(scoring.notes).toBe('handed on');
    expect(scoring.caseRuns.every((c) => c.endConversationReason === 'AGENT_ENDED_CALL' || c.endConversationReason === 'SCRIPT_COMPLETED')).toBe(true);

    const mine = handedOn.filter((r) => r.testRunId === run.id);
    expect(mine).toHaveLength(3);
    await completePostConversation(world.app.db, mine[0]!, { error: 'Judge unavailable' });
    for (const ref of mine.slice(1)) await completePostConversation(world.app.db, ref);
    const done = await eventually(async () => {
      const r = await api.testRuns.get.query({ testRunId: run.id });
      return r.status === 'COMPLETED' && r;
    });
    expect(done.metrics.counts).toEqual({ COMPLETED: 2, ERROR: 1 });
    expect(done.outcome).toBe('PARTIAL');
  });
});
