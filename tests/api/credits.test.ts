import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../src/server/db/schema';
import { apiClient, eventually, signUp, type Account } from '../helpers/api';
import { startTestApp, type TestApp } from '../helpers/app';

// Credits through the real endpoint: nothing is charged while they are off; on, each case run is
// charged once, the estimate matches, a spend cap stops a run early, and an empty balance refuses.

let app: TestApp;
let admin: Account;
let api: ReturnType<typeof apiClient>;
let agentId: string;

async function finished(testRunId: string) {
  return eventually(async () => {
    const r = await api.testRuns.get.query({ testRunId });
    return r.status === 'COMPLETED' && r;
  }, 60_000);
}

beforeAll(async () => {
  app = await startTestApp();
  admin = await signUp(app.url, 'Admin');
  api = apiClient(app.url, admin);
  agentId = (await api.customerVoiceAgent.list.query()).find((a) => a.isDemo)!.id;
});
afterAll(() => app?.stop());

describe('credits', () => {
  it('charges nothing while off, then once per case run, with an estimate, a cap and a refusal', async () => {
    const off = await api.testRuns.create.mutate({ agentId });
    await finished(off.id);
    expect((await api.credits.overview.query()).transactions).toEqual([]);
    expect(await api.credits.estimate.query({ agentId })).toMatchObject({ enabled: false, estimate: 3, remainingCredits: null });

    const workspace = await api.workspace.ensureDefaultWorkspace.query();
    await api.admin.updateWorkspaceFlags.mutate({ workspaceId: workspace.id, flags: { showCredits: true } });
    expect(await api.credits.setMonthly.mutate({ monthlyCredits: 4 })).toMatchObject({ monthlyCredits: 4, remainingCredits: 4 });
    expect(await api.credits.estimate.query({ agentId, repeats: 2 })).toMatchObject({ enabled: true, estimate: 6, caseRuns: 6, remainingCredits: 4, exceedsBalance: true });

    const paid = await api.testRuns.create.mutate({ agentId });
    await finished(paid.id);
    let overview = await api.credits.overview.query();
    expect(overview).toMatchObject({ enabled: true, remainingCredits: 1, usedThisCycle: 3 });
    expect(overview.transactions.map((t) => t.activityType)).toEqual(['CHAT_SIM', 'CHAT_SIM', 'CHAT_SIM']);

    // One credit left: the first case plays, the others end CANCELLED saying why.
    const short = await api.testRuns.create.mutate({ agentId });
    const shortDone = await finished(short.id);
    expect(shortDone.metrics.counts).toEqual({ COMPLETED: 1, CANCELLED: 2 });
    expect(shortDone.caseRuns.filter((c) => c.status === 'CANCELLED').every((c) => /no credits left/.test(c.errorMessage ?? ''))).toBe(true);

    // None left: refused before it starts.
    await expect(api.testRuns.create.mutate({ agentId })).rejects.toThrow(/no credits left this cycle; it renews on \d{4}-\d\d-\d\d/);

    // A spend cap stops starting cases once reached; the run still finishes.
    await api.credits.setMonthly.mutate({ monthlyCredits: 100 });
    const capped = await api.testRuns.create.mutate({ agentId, spendCapCredits: 2 });
    const cappedDone = await finished(capped.id);
    expect(cappedDone.metrics.counts).toEqual({ COMPLETED: 2, CANCELLED: 1 });
    expect(cappedDone.caseRuns.find((c) => c.status === 'CANCELLED')!.errorMessage).toBe('Spend cap of 2 credits reached');
    overview = await api.credits.overview.query();
    expect(overview.transactions.filter((t) => t.testRunId === capped.id)).toHaveLength(2);
    // Raising the grant from 4 to 100 added 96 to the empty balance; the capped run used 2.
    expect(overview.remainingCredits).toBe(94);
  });

  it('refuses bad values and keeps each workspace’s credits to itself', async () => {
    await expect(api.credits.setMonthly.mutate({ monthlyCredits: -1 })).rejects.toThrow(/cannot be negative/);
    await expect(api.testRuns.create.mutate({ agentId, spendCapCredits: 0 })).rejects.toThrow(/at least 1 credit/);
    const other = await signUp(app.url, 'Other');
    await app.db.update(organizations).set({ admittedAt: new Date() });
    const otherApi = apiClient(app.url, other);
    const theirs = await otherApi.credits.overview.query();
    expect(theirs.transactions).toEqual([]);
    await expect(otherApi.credits.setMonthly.mutate({ monthlyCredits: 5 })).rejects.toThrow(/Only a system admin/);
    await expect(otherApi.credits.estimate.query({ agentId })).rejects.toThrow(/not found/i);
  });
});
