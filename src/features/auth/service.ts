import { and, count, eq, gt, sql } from 'drizzle-orm';
import { LOGIN_RATE_LIMIT, SIGNUP_RATE_LIMIT } from '../../shared/constants';
import type { Db } from '../../server/db/client';
import { loginAttempts, organizations, users, workspaces, workspaceUsers } from '../../server/db/schema';
import { seedDemoAgent } from '../agents/demo-seed';
import { hashPassword, verifyPasswordOrDecoy } from './password';
import { commonPasswordProblem } from './password-policy';
import type { TLoginRequest, TSignupRequest } from './schema';

/** Fastify's error handler sends `statusCode` with the message as it is. */
export class AuthError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Creates the user with an organization and default workspace of their own. The first
 * account on an installation becomes SYSTEM_ADMIN of an admitted organization; later ones
 * wait behind the paywall until a system admin admits them.
 */
export async function signUp(db: Db, input: TSignupRequest, baseUrl: string, ip: string) {
  await countAttempt(db, `signup|${ip}`, SIGNUP_RATE_LIMIT, 'Too many sign-up attempts from your address (rate limit). Please wait an hour and try again.');
  const weak = commonPasswordProblem(input.password);
  if (weak) throw new AuthError(400, weak);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    // Serialises sign-ups so exactly one can be "the first".
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
    // The person signing up must learn that this address cannot be used, and with no e-mail
    // channel only this answer can tell them. It says no more than that (not how the account
    // signs in or what it may do), costs the same scrypt work as a success, and counts
    // against the per-address sign-up limit, so probing addresses is slow and bounded.
    if (existing) throw new AuthError(409, 'This e-mail address cannot be used to create an account. If it is yours, sign in instead.');
    const [{ n }] = (await tx.select({ n: count() }).from(users)) as [{ n: number }];
    const first = n === 0;

    const [org] = await tx
      .insert(organizations)
      .values({ name: `${input.name}'s organization`, admittedAt: first ? new Date() : null })
      .returning({ id: organizations.id });
    const [ws] = await tx
      .insert(workspaces)
      .values({ organizationId: org!.id, name: `${input.name}'s workspace` })
      .returning({ id: workspaces.id });
    const [user] = await tx
      .insert(users)
      .values({ email: input.email, name: input.name, passwordHash, isSystemAdmin: first, defaultWorkspaceId: ws!.id })
      .returning({ id: users.id });
    await tx
      .insert(workspaceUsers)
      .values({ workspaceId: ws!.id, userId: user!.id, role: first ? 'SYSTEM_ADMIN' : 'ORGANIZATION_OWNER' });
    await seedDemoAgent(tx, ws!.id, baseUrl);
    return { userId: user!.id };
  });
}

/** Refuses when `key` already made `limit.max` attempts in the window, else records this one. */
async function countAttempt(db: Db, key: string, limit: { max: number; windowMs: number }, message: string) {
  const since = new Date(Date.now() - limit.windowMs);
  const [{ n }] = (await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.key, key), gt(loginAttempts.createdAt, since)))) as [{ n: number }];
  if (n >= limit.max) throw new AuthError(429, message);
  await db.insert(loginAttempts).values({ key });
}

export async function logIn(db: Db, input: TLoginRequest, ip: string) {
  const key = `${input.email}|${ip}`;
  const since = new Date(Date.now() - LOGIN_RATE_LIMIT.windowMs);
  const [{ n }] = (await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.key, key), gt(loginAttempts.createdAt, since)))) as [{ n: number }];
  if (n >= LOGIN_RATE_LIMIT.max) {
    throw new AuthError(429, 'Too many failed sign-in attempts (rate limit). Please wait 15 minutes and try again.');
  }
  const [user] = await db.select().from(users).where(eq(users.email, input.email));
  // The same scrypt work whether or not the address has an account, so timing tells nothing.
  const ok = await verifyPasswordOrDecoy(input.password, user?.passwordHash);
  if (!user || !ok) {
    await db.insert(loginAttempts).values({ key });
    throw new AuthError(401, 'Wrong e-mail or password.');
  }
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
  return { userId: user.id };
}
