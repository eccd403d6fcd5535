import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, eventually, signUp, type Account } from '../helpers/api';
import { startTestApp, type TestApp } from '../helpers/app';

// Headers, caching and compression of the built web app (dist/web), and a browser walk that
// fails on any Content-Security-Policy violation.

let app: TestApp;
let user: Account;
let browser: Browser;

beforeAll(async () => {
  app = await startTestApp();
  user = await signUp(app.url);
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('headers and assets', () => {
  it('sends security headers on pages and API answers', async () => {
    for (const path of ['/', '/test-runs', '/api/health']) {
      const res = await fetch(`${app.url}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self' 'sha256-");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('caches hashed assets for a year and compresses them; the page itself is revalidated', async () => {
    const page = await fetch(`${app.url}/`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const res = await fetch(`${app.url}${asset}`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control'), asset).toBe('public, max-age=31536000, immutable');
      expect(['br', 'gzip']).toContain(res.headers.get('content-encoding'));
    }
    // A client-side route answers with the same page and the same no-cache rule.
    expect((await fetch(`${app.url}/test-runs`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('loads every main page in Chromium without a single CSP violation', async () => {
    const api = apiClient(app.url, user);
    const [demo] = (await api.customerVoiceAgent.list.query()).filter((a) => a.isDemo);
    const run = await api.testRuns.create.mutate({ agentId: demo!.id });
    await eventually(async () => (await api.testRuns.get.query({ testRunId: run.id })).status === 'COMPLETED');

    const context = await browser.newContext({ baseURL: app.url });
    const [name, value] = user.cookie.split('=');
    await context.addCookies([{ name: name!, value: value!, url: app.url }]);
    const violations: string[] = [];
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
    });
    const page = await context.newPage();
    page.on('console', (m) => {
      if (/Content Security Policy|CSP violation/i.test(m.text())) violations.push(m.text());
    });
    for (const path of ['/', `/agents/${demo!.id}?agent=${demo!.id}`, `/test-cases?agent=${demo!.id}`, `/test-runs?agent=${demo!.id}`, `/test-runs/${run.id}?agent=${demo!.id}`]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle').catch(() => {});
      await page.locator('#root *').first().waitFor();
    }
    // The run page draws its chart and holds the live progress stream open.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await page.locator('#root *').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(violations).toEqual([]);
    await context.close();
  });
});
