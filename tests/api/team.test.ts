import { TRPCClientError } from '@trpc/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { apiClient, eventually, signUp, type Account } from '../helpers/api';
import { startTestApp, type TestApp } from '../helpers/app';

// Settings and team through the real endpoint: invitations, roles, removal, workspaces, flags.

let app: TestApp;
let admin: Account;
let owner: Account;

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'OK';
  } catch (e) {
    if (e instanceof TRPCClientError) return e.data?.code;
    throw e;
  }
}

/** A signed-up account joined to the owner's workspace through a real invitation. */
async function invited(role: string): Promise<{ account: Account; userId: string }> {
  const account = await signUp(app.url, `Invitee ${role}`);
  const { link, emailed } = await apiClient(app.url, owner).members.invite.mutate({ email: account.email, role });
  expect(emailed).toBe(false);
  const token = link.split('/invite/')[1]!;
  const api = apiClient(app.url, account);
  expect((await api.members.describeInvite.query({ token })).matches).toBe(true);
  await api.members.acceptInvite.mutate({ token });
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
  return { account, userId: row!.id };
}

beforeAll(async () => {
  app = await startTestApp();
  admin = await signUp(app.url, 'Admin');
  owner = await signUp(app.url, 'Olive Owner');
  const orgs = await apiClient(app.url, admin).admin.listOrganizations.query();
  const org = orgs.find((o) => o.ownerEmail === owner.email)!;
  await apiClient(app.url, admin).admin.admitOrganization.mutate({ organizationId: org.id, trialEndsAt: null });
});
afterAll(() => app?.stop());

describe('members', () => {
  it('an invitation joins the invited account with its role, once, and only that account', async () => {
    const { account } = await invited('WORKSPACE_ADMIN');
    const me = await apiClient(app.url, account).user.get.query();
    expect(me.role).toBe('WORKSPACE_ADMIN');
    expect(me.workspaceError).toBeNull();

    const stranger = await signUp(app.url, 'Stranger');
    const { link } = await apiClient(app.url, owner).members.invite.mutate({ email: 'someone-else@example.com', role: 'WORKSPACE_MEMBER' });
    const token = link.split('/invite/')[1]!;
    expect(await codeOf(apiClient(app.url, stranger).members.acceptInvite.mutate({ token }))).toBe('FORBIDDEN');
    expect(await codeOf(apiClient(app.url, stranger).members.acceptInvite.mutate({ token: 'x'.repeat(43) }))).toBe('NOT_FOUND');
    expect(await codeOf(apiClient(app.url, owner).members.invite.mutate({ email: account.email, role: 'WORKSPACE_MEMBER' }))).toBe('CONFLICT');
  });

  it('lists members owner first, then admin, then member', async () => {
    await invited('WORKSPACE_MEMBER');
    const list = await apiClient(app.url, owner).members.list.query();
    const roles = list.map((m) => m.role);
    expect(roles[0]).toBe('ORGANIZATION_OWNER');
    expect(roles.indexOf('WORKSPACE_ADMIN')).toBeLessThan(roles.indexOf('WORKSPACE_MEMBER'));
  });

  it('guards each action by its permission bit', async () => {
    const { account: member } = await invited('WORKSPACE_MEMBER');
    const { account: wsAdmin } = await invited('WORKSPACE_ADMIN');
    const { userId: target } = await invited('WORKSPACE_MEMBER');
    const m = apiClient(app.url, member);
    expect(await codeOf(m.members.list.query())).toBe('FORBIDDEN');
    expect(await codeOf(m.members.invite.mutate({ email: 'x@example.com', role: 'WORKSPACE_MEMBER' }))).toBe('FORBIDDEN');
    const a = apiClient(app.url, wsAdmin);
    expect(await codeOf(a.members.list.query())).toBe('OK');
    // An admin invites, but may not hand out a role above their own, change roles or remove.
    expect(await codeOf(a.members.invite.mutate({ email: 'y@example.com', role: 'WORKSPACE_OWNER' }))).toBe('FORBIDDEN');
    expect(await codeOf(a.members.updateRole.mutate({ userId: target, role: 'WORKSPACE_ADMIN' }))).toBe('FORBIDDEN');
    expect(await codeOf(a.members.remove.mutate({ userId: target }))).toBe('FORBIDDEN');
    expect(await codeOf(a.workspace.create.mutate({ name: 'Nope' }))).toBe('FORBIDDEN');

    const o = apiClient(app.url, owner);
    await o.members.updateRole.mutate({ userId: target, role: 'WORKSPACE_ADMIN' });
    expect((await o.members.list.query()).find((x) => x.userId === target)!.role).toBe('WORKSPACE_ADMIN');
    await o.members.remove.mutate({ userId: target });
    expect((await o.members.list.query()).some((x) => x.userId === target)).toBe(false);
    const ownerId = (await o.user.get.query()).id;
    expect(await codeOf(o.members.remove.mutate({ userId: ownerId }))).toBe('FORBIDDEN');
  });
});

describe('workspaces', () => {
  it('create, switch, rename and delete; a deleted workspace cannot be switched to', async () => {
    const o = apiClient(app.url, owner);
    const before = (await o.user.get.query()).defaultWorkspaceId!;
    const { id } = await o.workspace.create.mutate({ name: 'Staging' });
    expect(await codeOf(o.workspace.create.mutate({ name: '  ' }))).toBe('BAD_REQUEST');
    await o.user.updateDefaultWorkspace.mutate({ defaultWorkspaceId: id });
    expect((await o.user.get.query()).defaultWorkspace!.name).toBe('Staging');
    await o.workspace.rename.mutate({ workspaceId: id, name: 'Staging 2' });
    expect((await o.workspace.list.query()).map((w) => w.name)).toContain('Staging 2');

    // Someone else cannot rename or delete it.
    const other = await signUp(app.url, 'Other');
    expect(await codeOf(apiClient(app.url, other).workspace.rename.mutate({ workspaceId: id, name: 'Mine' }))).toBe('NOT_FOUND');
    expect(await codeOf(apiClient(app.url, other).workspace.delete.mutate({ workspaceId: id }))).toBe('NOT_FOUND');

    await o.workspace.delete.mutate({ workspaceId: id });
    const me = await o.user.get.query();
    expect(me.defaultWorkspaceId).toBe(before);
    expect((await o.workspace.list.query()).some((w) => w.id === id)).toBe(false);
    expect(await codeOf(o.user.updateDefaultWorkspace.mutate({ defaultWorkspaceId: id }))).toBe('FORBIDDEN');
  });
});

describe('profile and flags', () => {
  it('saves name and a supported time zone; refuses an unknown zone', async () => {
    const o = apiClient(app.url, owner);
    await o.user.updateProfile.mutate({ name: 'Olive O.', timezone: 'Europe/Berlin' });
    expect((await o.user.get.query()).timezone).toBe('Europe/Berlin');
    expect(await codeOf(o.user.updateProfile.mutate({ name: 'Olive', timezone: 'Mars/Base' }))).toBe('BAD_REQUEST');
    await o.user.updateProfile.mutate({ name: 'Olive', timezone: 'UTC' });
  });

  it('a system admin sets workspace flags; the boot call carries them; nobody else may', async () => {
    const o = apiClient(app.url, owner);
    const wsId = (await o.user.get.query()).defaultWorkspaceId!;
    expect(await codeOf(o.admin.updateWorkspaceFlags.mutate({ workspaceId: wsId, flags: { showCredits: true } }))).toBe('FORBIDDEN');
    const a = apiClient(app.url, admin);
    await a.admin.updateWorkspaceFlags.mutate({ workspaceId: wsId, flags: { showCredits: true, voiceDisabled: true, showTestingFramework: true } });
    const flags = (await o.user.get.query()).defaultWorkspace!.flags;
    expect(flags).toMatchObject({ showCredits: true, voiceDisabled: true, showTestingFramework: true });
    expect(await codeOf(a.admin.updateWorkspaceFlags.mutate({ workspaceId: wsId, flags: { bogus: true } as never }))).toBe('BAD_REQUEST');
  });
});

describe('lists', () => {
  it('test runs can be searched by name and filtered by status on the server', async () => {
    const o = apiClient(app.url, owner);
    const [agent] = await o.customerVoiceAgent.list.query();
    await o.testRuns.create.mutate({ agentId: agent!.id, name: 'Nightly 100% check_one' });
    await o.testRuns.create.mutate({ agentId: agent!.id, name: 'Smoke test' });
    const names = async (input: { search?: string; status?: 'RUNNING' | 'COMPLETED' }) =>
      (await o.testRuns.list.query(input)).items.map((r) => r.name);
    expect(await names({ search: 'nightly' })).toEqual(['Nightly 100% check_one']);
    // Wildcards in the search are taken literally.
    expect(await names({ search: '100%' })).toEqual(['Nightly 100% check_one']);
    expect(await names({ search: '%' })).toEqual(['Nightly 100% check_one']);
    expect(await names({ search: 'k_o' })).toEqual(['Nightly 100% check_one']);
    expect(await names({ search: 'zzz' })).toEqual([]);
    // Both runs finish quickly; once they have, the status filter must find both as COMPLETED and none
    // RUNNING (asked while they ran, a run could finish between the two questions and show up in both).
    await eventually(async () => (await names({ status: 'COMPLETED' })).length === 2, 60_000);
    expect((await names({ status: 'COMPLETED' })).sort()).toEqual(['Nightly 100% check_one', 'Smoke test']);
    expect(await names({ status: 'RUNNING' })).toEqual([]);
  });
});
