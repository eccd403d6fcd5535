import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';
import { launchBrowser, openPage, sidewaysOverflow, signInInBrowser, signUpInBrowser, uniqueEmail } from '../helpers/browser';

// The app shell in headless Chromium: both navigation modes, the rail, selection in the URL,
// not-found, workspace switching, invitations, a lost session, toasts, and phone sizes.

const ARTIFACTS = 'tests/e2e/artifacts';
let app: TestApp;
let browser: Browser;
let adminEmail: string;

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  process.env.CUSTOMER_LOGOS = 'Acme=/favicon-acme.svg';
  process.env.BOOKING_URL = 'https://cal.example.com/rehearse';
  app = await startTestApp();
  browser = await launchBrowser();
  adminEmail = uniqueEmail('admin');
  const { context, page } = await openPage(browser, app.url);
  await signUpInBrowser(page, 'Ada Admin', adminEmail);
  await page.getByRole('heading', { name: 'Agents' }).waitFor({ timeout: 20_000 });
  await context.close();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function signedIn(email: string, viewport?: { width: number; height: number }, scheme?: 'light' | 'dark') {
  const opened = await openPage(browser, app.url, viewport, scheme);
  await opened.page.goto('/auth');
  await signInInBrowser(opened.page, email);
  await opened.page.waitForURL((u) => !u.pathname.startsWith('/auth'));
  await opened.page.getByRole('navigation', { name: 'Breadcrumb' }).waitFor();
  return opened;
}

const nav = (page: Page) => page.getByRole('complementary', { name: 'Main navigation' });

describe('as a system admin', () => {
  test('Testing Framework by default, the original mode on toggle, remembered with the collapsed rail', async () => {
    const { context, page } = await signedIn(adminEmail);
    expect(await page.title()).toBe('Rehearse - Dashboard');
    await expect.poll(() => nav(page).locator('nav[data-mode]').getAttribute('data-mode')).toBe('testing-framework');
    await nav(page).getByRole('link', { name: 'Cases' }).waitFor();
    await nav(page).getByRole('link', { name: 'Admin' }).waitFor();
    await nav(page).getByRole('link', { name: 'Settings' }).waitFor();
    await nav(page).getByRole('link', { name: 'Feedback' }).waitFor();

    await nav(page).getByRole('radio', { name: 'Original Framework' }).click();
    await expect.poll(() => nav(page).locator('nav[data-mode]').getAttribute('data-mode')).toBe('classic');
    await nav(page).getByRole('list', { name: 'Testing' }).getByRole('link', { name: 'Cases' }).waitFor();
    await nav(page).getByRole('link', { name: 'Results' }).click();
    await page.waitForURL(/\/test-runs/);

    await page.getByRole('button', { name: 'Collapse navigation' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Expand navigation' }).waitFor();
    expect(await nav(page).getAttribute('data-collapsed')).toBe('true');
    await expect.poll(() => nav(page).locator('nav[data-mode]').getAttribute('data-mode')).toBe('classic');
    // On the rail only icons show; hovering one names it in a tooltip (after the tooltip delay).
    await nav(page).getByRole('link', { name: 'Results' }).hover();
    await page.getByRole('tooltip', { name: 'Results' }).waitFor();
    await page.getByRole('button', { name: 'Expand navigation' }).click();
    await nav(page).getByRole('radio', { name: 'Testing Framework' }).click();
    await context.close();
  });

  test('unknown paths and bad ids show a not-found page; bad selection parameters leave the URL', async () => {
    const { context, page } = await signedIn(adminEmail);
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Page not found').waitFor();
    await page.goto('/test-runs/not-a-run');
    await page.getByTestId('not-found').waitFor();
    await page.goto('/agents/new');
    await page.getByLabel('Name').waitFor();
    expect(await page.getByText('Invalid input').count()).toBe(0);

    await page.goto('/test-runs?agent=abc&group=zzz');
    await page.waitForURL((u) => u.pathname === '/test-runs' && u.search === '');
    expect(await page.getByText('Invalid input').count()).toBe(0);
    await context.close();
  });

  test('the selection follows agent pages, survives navigation and reload', async () => {
    const { context, page } = await signedIn(adminEmail);
    const agentId = await page.evaluate(async () => {
      const res = await fetch('/api/trpc/customerVoiceAgent.list');
      return (await res.json()).result.data.json[0].id as string;
    });
    await page.goto(`/agents/${agentId}`);
    await page.waitForURL(new RegExp(`agent=${agentId}`));
    await nav(page).getByRole('link', { name: 'Results' }).click();
    await page.waitForURL(new RegExp(`/test-runs\\?agent=${agentId}`));
    await page.reload();
    await page.getByTestId('agent-selector').filter({ hasText: 'Demo Clinic Front Desk' }).waitFor();
    expect(new URL(page.url()).searchParams.get('agent')).toBe(agentId);
    await context.close();
  });

  test('Dashboard screenshots: light, dark and phone; nothing scrolls sideways on a phone', async () => {
    const light = await signedIn(adminEmail);
    await light.page.getByRole('heading', { name: 'Agents' }).waitFor();
    await light.page.screenshot({ path: `${ARTIFACTS}/dashboard-light.png` });
    await light.context.close();

    const dark = await signedIn(adminEmail, { width: 1360, height: 900 }, 'dark');
    await dark.page.getByRole('heading', { name: 'Agents' }).waitFor();
    await dark.page.screenshot({ path: `${ARTIFACTS}/dashboard-dark.png` });
    await dark.context.close();

    const phone = await signedIn(adminEmail, { width: 390, height: 844 });
    await phone.page.getByRole('heading', { name: 'Agents' }).waitFor();
    expect(await phone.page.getByRole('complementary', { name: 'Main navigation' }).count()).toBe(0);
    await phone.page.screenshot({ path: `${ARTIFACTS}/dashboard-phone.png` });
    expect(await sidewaysOverflow(phone.page)).toBe(0);
    for (const path of ['/admin', '/test-runs', '/test-cases', '/settings/workspaces', '/settings/members']) {
      await phone.page.goto(path);
      await phone.page.getByRole('heading', { level: 1 }).first().waitFor();
      expect({ path, overflow: await sidewaysOverflow(phone.page) }).toEqual({ path, overflow: 0 });
    }
    await phone.page.getByRole('button', { name: 'Open navigation' }).click();
    await nav(phone.page).getByRole('link', { name: 'Back to App' }).click();
    await phone.page.waitForURL((u) => u.pathname === '/');
    await expect.poll(() => nav(phone.page).count()).toBe(0);
    await phone.context.close();
  });
});

describe('team and session', () => {
  test('invite, accept, switch workspace with its toast; a member sees the original navigation', async () => {
    const admin = await signedIn(adminEmail);
    const invitee = uniqueEmail('member');
    await admin.page.goto('/settings/members');
    await admin.page.getByLabel('E-mail').fill(invitee);
    await admin.page.getByRole('button', { name: 'Invite' }).click();
    const link = await admin.page.getByTestId('invite-link').innerText();
    await admin.page.getByTestId('invite-row').filter({ hasText: invitee }).waitFor();

    const member = await openPage(browser, app.url);
    await signUpInBrowser(member.page, 'Mo Member', invitee, new URL(link).pathname);
    await member.page.getByRole('button', { name: 'Accept invitation' }).click();
    await member.page.getByRole('heading', { name: 'Agents' }).waitFor({ timeout: 20_000 });
    await expect.poll(() => nav(member.page).locator('nav[data-mode]').getAttribute('data-mode')).toBe('classic');
    await nav(member.page).getByRole('link', { name: 'Test results' }).waitFor();
    expect(await nav(member.page).getByRole('radiogroup', { name: 'Navigation mode' }).count()).toBe(0);
    expect(await nav(member.page).getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await member.page.goto('/admin');
    await member.page.getByTestId('not-found').waitFor();

    // Back to their own workspace (behind the paywall, not admitted) and a toast confirms it.
    await member.page.goto('/settings/workspaces');
    await member.page.getByTestId('workspace-row').filter({ hasText: "Mo Member's workspace" }).getByRole('button', { name: 'Switch' }).click();
    await member.page.getByText('Current workspace updated!', { exact: true }).waitFor();
    await member.page.getByRole('link', { name: 'Book a demo with us' }).waitFor();
    expect(await member.page.getByRole('link', { name: 'Book a demo with us' }).getAttribute('href')).toBe('https://cal.example.com/rehearse');
    await member.page.getByTestId('customer-logos').waitFor();
    await member.context.close();
    await admin.context.close();
  });

  test('a lost session leads to sign-in with returnTo, not an error card', async () => {
    const { context, page } = await signedIn(adminEmail);
    await page.goto('/test-cases');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await context.clearCookies();
    // The next request answers 401; the app itself goes to sign-in, remembering where it was.
    await nav(page).getByRole('link', { name: 'Results' }).click();
    await page.waitForURL(/\/auth\?returnTo=%2Ftest-runs/);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.title()).toBe('Rehearse - Authentication');
    await signInInBrowser(page, adminEmail);
    await page.waitForURL(/\/test-runs/);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Test Results').waitFor();
    expect(await page.title()).toBe('Rehearse - Dashboard');
    expect(await page.getByText('Error loading').count()).toBe(0);
    await context.close();
  });

  test('one toast at a time; F8 focuses it', async () => {
    const { context, page } = await signedIn(adminEmail);
    await page.goto('/settings/profile');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Profile saved', { exact: true }).waitFor();
    await page.getByLabel('Name').fill('');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Name is required').waitFor();
    await page.goto('/settings/workspaces');
    await page.getByLabel('New workspace').fill('Second space');
    await page.getByRole('button', { name: 'Create workspace' }).click();
    await page.getByText('Workspace created', { exact: true }).waitFor();
    await page.getByTestId('workspace-row').filter({ hasText: 'Second space' }).getByRole('button', { name: 'Switch' }).click();
    await page.getByText('Current workspace updated!', { exact: true }).waitFor();
    expect(await page.locator('.toast-root').count()).toBe(1);
    await page.keyboard.press('F8');
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role=region], ol'))).toBe(true);
    await context.close();
  });
});
