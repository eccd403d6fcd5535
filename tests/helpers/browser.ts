import { type Browser, chromium, type Page } from 'playwright-core';

// Shared pieces of the browser tests: one headless Chromium, pages on a given app, signing up.

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const PASSWORD = 'correct horse battery';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export async function openPage(browser: Browser, baseURL: string, viewport = { width: 1360, height: 900 }, colorScheme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({ baseURL, viewport, colorScheme });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

let counter = 0;
export const uniqueEmail = (who: string) => `${who}${Date.now()}${counter++}@example.com`;

/** Signs up on /auth (reached from `start`, which redirects there) and waits for the app or the paywall. */
export async function signUpInBrowser(page: Page, name: string, email: string, start = '/') {
  await page.goto(start);
  await page.waitForURL(/\/auth/);
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
}

export async function signInInBrowser(page: Page, email: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** How far the page scrolls sideways beyond the viewport (0 when nothing sticks out). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    const widths = [document.documentElement.scrollWidth, document.body.scrollWidth, main?.scrollWidth ?? 0];
    return Math.max(...widths) - window.innerWidth;
  });
}
