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

/**
 * How far the page sticks out sideways beyond the viewport (0 when nothing does), counting
 * content the main area would clip; with the widest offenders named to help fix it.
 */
export async function sidewaysOverflow(page: Page): Promise<number | { overflow: number; offenders: string[] }> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    const overflow = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth, main?.scrollWidth ?? 0) - window.innerWidth;
    if (overflow <= 0) return 0;
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p.tagName !== 'MAIN'; p = p.parentElement) {
        if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(p).overflowX) && p.getBoundingClientRect().right <= window.innerWidth + 1) return true;
      }
      return false;
    };
    const offenders = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !clipped(el))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 80)} (${Math.round(el.getBoundingClientRect().width)}px)`);
    const wide = [...document.querySelectorAll('body, body *')]
      .filter((el) => el.scrollWidth > window.innerWidth)
      .slice(0, 8)
      .map((el) => `${el.tagName} ${String(el.className).slice(0, 50)} sw=${el.scrollWidth} cw=${el.clientWidth} ox=${getComputedStyle(el).overflowX} pos=${getComputedStyle(el).position}`);
    return { overflow, offenders: [`doc ${document.documentElement.scrollWidth} main ${main?.scrollWidth}`, ...offenders, ...wide] };
  });
}
