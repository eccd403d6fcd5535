import { TRPCClientError } from '@trpc/client';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, workspaceUsers } from '../../src/server/db/schema';
import { hasPermission, WORKSPACE_ROLES } from '../../src/shared/roles';
import { apiClient, signUp, type Account } from '../helpers/api';
import { startTestApp, type TestApp } from '../helpers/app';

let app: TestApp;
let admin: Account;
let alice: Account;
let bob: Account;

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'OK';
  } catch (e) {
    if (e instanceof TRPCClientError) return e.data?.code;
    throw e;
  }
}

beforeAll(async () => {
  app = await startTestApp();
  admin = await signUp(app.url, 'Admin');
  alice = await signUp(app.url, 'Alice');
  bob = await signUp(app.url, 'Bob');
});
afterAll(() => app?.stop());

describe('admission and the paywall', () => {
  it('makes the first account system admin of an admitted organization', async () => {
    const api = apiClient(app.url, admin);
    await expect(api.workspace.ensureDefaultWorkspace.query()).resolves.toHaveProperty('id');
    const me = await api.user.get.query();
    expect(me.isAdmin).toBe(true);
    expect(me.role).toBe('SYSTEM_ADMIN');
  });

  it('keeps later organizations behind the paywall until a system admin admits them', async () => {
    const api = apiClient(app.url, alice);
    const err = await api.workspace.ensureDefaultWorkspace.query().catch((e) => e);
    expect(err.data.code).toBe('FORBIDDEN');
    expect(err.message).toContain('WORKSPACE NOT AVAILABLE');
    expect(await codeOf(api.customerVoiceAgent.list.query())).toBe('FORBIDDEN');

    // Only a system admin may admit.
    expect(await codeOf(api.admin.listOrganizations.query())).toBe('FORBIDDEN');
    const adminApi = apiClient(app.url, admin);
    const orgs = await adminApi.admin.listOrganizations.query();
    for (const who of [alice, bob]) {
      const org = orgs.find((o) => o.ownerEmail === who.email)!;
      expect(org.admittedAt).toBeNull();
      await adminApi.admin.admitOrganization.mutate({ organizationId: org.id, trialEndsAt: new Date(Date.now() + 86_400_000) });
    }
    await expect(api.workspace.ensureDefaultWorkspace.query()).resolves.toHaveProperty('id');
    const me = await api.user.get.query();
    expect(me.role).toBe('ORGANIZATION_OWNER');
  });

  it('shows the trial-ended gate once the trial is over', async () => {
    const adminApi = apiClient(app.url, admin);
    const carol = await signUp(app.url, 'Carol');
    const org = (await adminApi.admin.listOrganizations.query()).find((o) => o.ownerEmail === carol.email)!;
    await adminApi.admin.admitOrganization.mutate({ organizationId: org.id, trialEndsAt: new Date(Date.now() - 1000) });
    const err = await apiClient(app.url, carol).workspace.ensureDefaultWorkspace.query().catch((e) => e);
    expect(err.message).toBe('Your trial has expired');
  });

  it('requires a session', async () => {
    const err = await apiClient(app.url).user.get.query().catch((e) => e);
    expect(err.data.code).toBe('UNAUTHORIZED');
    expect(err.data.httpStatus).toBe(401);
  });
});

describe('workspaces are walled off', () => {
  it("never shows or changes another workspace's agent, test case or run", async () => {
    const a = apiClient(app.url, alice);
    const b = apiClient(app.url, bob);
    const [agent] = await a.customerVoiceAgent.list.query();
    const cases = await a.testCase.list.query({ agentId: agent!.id });
    const run = await a.testRuns.create.mutate({ agentId: agent!.id, testCaseIds: [cases[0]!.id] });

    expect(await codeOf(b.customerVoiceAgent.get.query({ id: agent!.id }))).toBe('NOT_FOUND');
    expect(await codeOf(b.testCase.get.query({ id: cases[0]!.id }))).toBe('NOT_FOUND');
    expect(await codeOf(b.testRuns.get.query({ testRunId: run.id }))).toBe('NOT_FOUND');
    expect(await codeOf(b.testRuns.getTestRunSummary.query({ testRunId: run.id }))).toBe('NOT_FOUND');
    expect(await codeOf(b.testRuns.create.mutate({ agentId: agent!.id }))).toBe('NOT_FOUND');
    expect(await codeOf(b.customerVoiceAgent.delete.mutate({ id: agent!.id }))).toBe('NOT_FOUND');
    expect(
      await codeOf(b.testCase.update.mutate({ id: cases[0]!.id, title: 'pwned', initialMessage: 'x', turns: [] })),
    ).toBe('NOT_FOUND');
    expect(await codeOf(b.testCase.create.mutate({ agentId: agent!.id, title: 'x', initialMessage: 'x' }))).toBe('NOT_FOUND');
    const [bGroupAgent] = await b.customerVoiceAgent.list.query();
    const group = await b.customerVoiceAgentGroup.create.mutate({ name: 'B group' });
    expect(await codeOf(b.customerVoiceAgentGroup.addAgent.mutate({ groupId: group.id, agentId: agent!.id }))).toBe('NOT_FOUND');
    expect(await codeOf(a.customerVoiceAgentGroup.addAgent.mutate({ groupId: group.id, agentId: agent!.id }))).toBe('NOT_FOUND');
    expect(await codeOf(b.customerVoiceAgentGroup.addAgent.mutate({ groupId: group.id, agentId: bGroupAgent!.id }))).toBe('OK');

    // Lists only ever hold the caller's own rows.
    const bAgents = await b.customerVoiceAgent.list.query();
    expect(bAgents.map((x) => x.id)).not.toContain(agent!.id);
    expect((await b.testRuns.list.query({})).items.map((r) => r.id)).not.toContain(run.id);
    expect((await a.testCase.get.query({ id: cases[0]!.id })).title).not.toBe('pwned');
  });

  it('never sends an agent secret to the browser', async () => {
    const a = apiClient(app.url, alice);
    const created = await a.customerVoiceAgent.create.mutate({
      name: 'Secret agent',
      chat: { url: 'https://agent.example.com/chat', secret: 'sk-very-secret', protocol: 'REST', extraBody: {}, maxTurns: 5 },
    });
    const res = await fetch(
      `${app.url}/api/trpc/customerVoiceAgent.get,customerVoiceAgent.list?batch=1&input=${encodeURIComponent(
        JSON.stringify({ 0: { json: { id: created.id } }, 1: { json: null } }),
      )}`,
      { headers: { cookie: alice.cookie } },
    );
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(text).not.toContain('sk-very-secret');
    expect(text).toContain('"hasSecret":true');
  });

  it('checks permission bits: an organization owner may change workspace settings', async () => {
    const a = apiClient(app.url, alice);
    await a.workspace.updateSettings.mutate({ concurrencyMax: 7 });
    expect((await a.workspace.get.query()).concurrencyMax).toBe(7);
    expect((await apiClient(app.url, bob).workspace.get.query()).concurrencyMax).not.toBe(7);
  });
});

describe('roles decide what a workspace member may do', () => {
  it.each(WORKSPACE_ROLES)('%s may change workspace settings only with UPDATE_WORKSPACE_SETTINGS', async (role) => {
    const owner = apiClient(app.url, alice);
    const aliceWs = (await owner.workspace.get.query()).id;
    // Put a fresh account into Alice's workspace with the role under test.
    const member = await signUp(app.url, `Member ${role}`);
    const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, member.email));
    await app.db.insert(workspaceUsers).values({ workspaceId: aliceWs, userId: row!.id, role });
    await app.db.update(users).set({ defaultWorkspaceId: aliceWs }).where(eq(users.id, row!.id));

    const api = apiClient(app.url, member);
    expect((await api.workspace.get.query()).role).toBe(role);
    // Every member reads the workspace's agents.
    expect((await api.customerVoiceAgent.list.query()).length).toBeGreaterThan(0);
    const outcome = await codeOf(api.workspace.updateSettings.mutate({ concurrencyMax: 9 }));
    expect(outcome).toBe(hasPermission(role, 'UPDATE_WORKSPACE_SETTINGS') ? 'OK' : 'FORBIDDEN');
    await app.db.delete(workspaceUsers).where(and(eq(workspaceUsers.workspaceId, aliceWs), eq(workspaceUsers.userId, row!.id)));
  });
});

