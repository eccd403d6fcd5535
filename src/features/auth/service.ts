import { and, count, eq, gt, sql } from 'drizzle-orm';
import { LOGIN_RATE_LIMIT } from '../../shared/constants';
import type { Db } from '../../server/db/client';
import { loginAttempts, organizations, users, workspaces, workspaceUsers } from '../../server/db/schema';
import { seedDemoAgent } from '../agents/demo-seed';
import { hashPassword, verifyPassword } from './password';
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
export async function signUp(db: Db, input: TSignupRequest, baseUrl: string) {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    // Serialises sign-ups so exactly one can be "the first".
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
    if (existing) throw new AuthError(409, 'An account with this e-mail already exists. Sign in instead.');
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
  const ok = user?.passwordHash ? await verifyPassword(input.password, user.passwordHash) : false;
  if (!user || !ok) {
    await db.insert(loginAttempts).values({ key });
    throw new AuthError(401, 'Wrong e-mail or password.');
  }
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
  return { userId: user.id };
}
