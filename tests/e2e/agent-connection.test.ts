import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { serve } from '../helpers/agents';
import { startTestApp, type TestApp } from '../helpers/app';
import { openAiAgent } from '../helpers/openai-agent';

// Browser walk through the built web app (dist/web, built by `npx vite build` beforehand).
let app: TestApp;
let browser: Browser;
let agent: Awaited<ReturnType<typeof serve>>;

beforeAll(async () => {
  app = await startTestApp();
  agent = await serve(openAiAgent());
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
});
afterAll(async () => {
  await browser?.close();
  await agent?.close();
  await app?.stop();
});

test('create an agent from the OpenAI preset, test its connection and see the extracted reply', async () => {
  const context = await browser.newContext({ baseURL: app.url, viewport: { width: 1360, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto('/');
  await page.waitForURL(/\/auth\?returnTo=/);
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Name').fill('Olivia');
  await page.getByLabel('E-mail').fill(`olivia${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));

  await page.goto('/agents/create');
  await page.getByLabel('Name').fill('Support GPT');
  await page.getByLabel('Preset').selectOption({ label: 'OpenAI chat completions' });
  await page.getByLabel('Protocol').selectOption('SSE');
  await page.getByLabel('Chat endpoint URL').fill(agent.url);
  await page.getByLabel('Secret', { exact: true }).fill('wrong-key');

  // The mapping follows the preset and the protocol: OpenAI streams over SSE.
  await page.getByText('Request and reply mapping', { exact: true }).click();
  await expect.poll(() => page.getByLabel('Body template (JSON)').inputValue()).toContain('"stream": true');
  await expect.poll(() => page.getByLabel('Text to append').inputValue()).toBe('choices[0].delta.content');

  await page.getByRole('button', { name: 'Test connection' }).click();
  const result = page.getByTestId('test-connection-result');
  await result.getByText('Failed').waitFor();
  await expect.poll(() => result.textContent()).toContain('Agent answered HTTP 400 Bad Request: {"error":{"message":"bad request"}}');
  await expect.poll(() => page.getByLabel('Request as sent').textContent()).toContain('authorization: Bearer ••••••');

  await page.getByLabel('Secret', { exact: true }).fill('sk-test');
  await page.getByLabel('Message to send').fill('Where is my order?');
  await page.getByRole('button', { name: 'Test connection' }).click();
  await result.getByText('Connected').waitFor();
  await expect.poll(() => page.getByTestId('extracted-text').textContent()).toBe('You said: Where is my order?');
  await expect.poll(() => result.textContent()).toContain('lookup_account');
  await expect.poll(() => page.getByLabel('Raw response').textContent()).toContain('data: [DONE]');

  await page.getByRole('button', { name: 'Create agent' }).click();
  await page.waitForURL(/\/agents\/[0-9a-f-]{36}/);
  await page.getByText('OpenAI chat completions').waitFor();
  await page.getByText('choices[0].delta.content').waitFor();
  await context.close();
});
