import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_RATE_LIMIT } from '../../src/shared/constants';
import { sessionCookie } from '../helpers/api';
import { startTestApp, type TestApp } from '../helpers/app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${app.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('e-mail and password sessions', () => {
  it('signs up, reads /me, logs out, and logs back in', async () => {
    const signup = await post('/api/auth/signup', { name: 'Ada', email: 'Ada@Example.com', password: 'longenough' });
    expect(signup.status).toBe(201);
    const setCookie = signup.headers.getSetCookie()[0]!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = sessionCookie(signup);

    const me = await fetch(`${app.url}/api/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'ada@example.com', name: 'Ada', isAdmin: true });

    expect((await post('/api/auth/logout', {}, { cookie })).status).toBe(200);
    expect((await fetch(`${app.url}/api/auth/me`, { headers: { cookie } })).status).toBe(204);

    const login = await post('/api/auth/login', { email: 'ada@example.com', password: 'longenough' });
    expect(login.status).toBe(200);
    const again = await fetch(`${app.url}/api/auth/me`, { headers: { cookie: sessionCookie(login) } });
    expect(again.status).toBe(200);
  });

  it('answers 204 without a session', async () => {
    expect((await fetch(`${app.url}/api/auth/me`)).status).toBe(204);
  });

  it('refuses a wrong password, a duplicate e-mail and bad input with readable messages', async () => {
    await post('/api/auth/signup', { name: 'Bo', email: 'bo@example.com', password: 'longenough' });
    const wrong = await post('/api/auth/login', { email: 'bo@example.com', password: 'nope' });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error).toBe('Wrong e-mail or password.');

    const dup = await post('/api/auth/signup', { name: 'Bo', email: 'bo@example.com', password: 'longenough' });
    expect(dup.status).toBe(409);
    expect((await dup.json()).error).toBe('This e-mail address cannot be used to create an account. If it is yours, sign in instead.');

    const bad = await post('/api/auth/signup', { name: '', email: 'not-an-email', password: 'short' });
    expect(bad.status).toBe(400);
    const { error } = await bad.json();
    expect(error).toContain('Enter a valid e-mail address');
    expect(error).toContain('at least 8 characters');

    const garbage = await fetch(`${app.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{oops' });
    expect(garbage.status).toBe(400);
    expect(await garbage.text()).not.toContain('at ');
  });

  it('rate-limits repeated failed logins', async () => {
    await post('/api/auth/signup', { name: 'Cy', email: 'cy@example.com', password: 'longenough' });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await post('/api/auth/login', { email: 'cy@example.com', password: 'wrong' })).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const right = await post('/api/auth/login', { email: 'cy@example.com', password: 'longenough' });
    expect(right.status).toBe(429);
  });

  it('rejects state-changing requests from another site', async () => {
    const res = await post('/api/auth/login', { email: 'x@example.com', password: 'whatever' }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    const trpc = await post('/api/trpc/customerVoiceAgentGroup.create', { json: { name: 'x' } }, { 'sec-fetch-site': 'cross-site' });
    expect(trpc.status).toBe(403);
  });

  it('refuses whitespace-only and common passwords with readable messages', async () => {
    const spaces = await post('/api/auth/signup', { name: 'Sp', email: 'sp@example.com', password: '        ' });
    expect(spaces.status).toBe(400);
    expect((await spaces.json()).error).toBe('The password cannot be only spaces');
    for (const password of ['password', 'Password1', 'qwertyuiop', '12345678', ' iloveyou1 ']) {
      const res = await post('/api/auth/signup', { name: 'Co', email: 'co@example.com', password });
      expect(res.status, password).toBe(400);
      expect((await res.json()).error).toContain('one of the most common');
    }
  });

  it('does not trust X-Forwarded-For unless TRUST_PROXY says so', async () => {
    await post('/api/auth/signup', { name: 'Di', email: 'di@example.com', password: 'longenough' });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      // A new forged address each time would reset a per-address counter if the header were believed.
      statuses.push((await post('/api/auth/login', { email: 'di@example.com', password: 'wrong' }, { 'x-forwarded-for': `10.0.0.${i}` })).status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('sign-up rate limit', () => {
  it('limits sign-up attempts per address, whatever X-Forwarded-For claims', async () => {
    const other = await startTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < SIGNUP_RATE_LIMIT.max + 1; i++) {
        const res = await fetch(`${other.url}/api/auth/signup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.1.0.${i}` },
          // The same e-mail each time: the first succeeds, the rest are refused but still count.
          body: JSON.stringify({ name: 'Fa', email: 'fa@example.com', password: 'longenough' }),
        });
        statuses.push(res.status);
      }
      expect(statuses[0]).toBe(201);
      expect(statuses.slice(1, SIGNUP_RATE_LIMIT.max)).toEqual(Array(SIGNUP_RATE_LIMIT.max - 1).fill(409));
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await other.stop();
    }
  });
});
