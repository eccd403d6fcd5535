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
  it('a hook runs in the transaction that ends the conversation; the run completes only when the follow-up work (scoring) is done', async () => {
    const api = apiClient(world.app.url, world.user);
    const [demo] = await api.customerVoiceAgent.list.query();
    const run = await api.testRuns.create.mutate({ agentId: demo!.id });
    const done = await eventually(async () => {
      const r = await api.testRuns.get.query({ testRunId: run.id });
      return r.status === 'COMPLETED' && r;
    });
    // The hook's write landed with the conversation's end, and every case was handed on once.
    expect(done.notes).toBe('handed on');
    expect(handedOn.filter((r) => r.testRunId === run.id)).toHaveLength(3);
    expect(done.metrics.counts).toEqual({ COMPLETED: 3 });
  });

  it('a follow-up that fails ends the case ERROR with its reason, exactly once', async () => {
    const api = apiClient(world.app.url, world.user);
    const [demo] = await api.customerVoiceAgent.list.query();
    const run = await api.testRuns.create.mutate({ agentId: demo!.id });
    await eventually(async () => handedOn.filter((r) => r.testRunId === run.id).length === 3);
    const [first] = handedOn.filter((r) => r.testRunId === run.id);
    // Whichever finishes first wins: the scoring job or this failure; the case never changes twice.
    await completePostConversation(world.app.db, first!, { error: 'Judge unavailable' });
    const done = await eventually(async () => {
      const r = await api.testRuns.get.query({ testRunId: run.id });
      return r.status === 'COMPLETED' && r;
    });
    const total = Object.values(done.metrics.counts as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(total).toBe(3);
    const firstCase = done.caseRuns.find((c) => c.id === first!.id)!;
    expect(['COMPLETED', 'ERROR']).toContain(firstCase.status);
    if (firstCase.status === 'ERROR') expect(firstCase.errorMessage).toContain('Judge unavailable');
  });
});
