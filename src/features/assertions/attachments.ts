import { TRPCError } from '@trpc/server';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { assertions, testCaseAssertions, testCases } from '../../server/db/schema';
import type { TSetTestCaseAssertionsRequest } from './schema';

async function findCase(db: Db, workspaceId: string, testCaseId: string) {
  const [tc] = await db
    .select({ id: testCases.id, strategy: testCases.assertionAttachmentStrategy })
    .from(testCases)
    .where(and(eq(testCases.id, testCaseId), eq(testCases.workspaceId, workspaceId)));
  if (!tc) throw new TRPCError({ code: 'NOT_FOUND', message: 'Test case not found' });
  return tc;
}

export async function getTestCaseAssertions(db: Db, workspaceId: string, testCaseId: string) {
  const tc = await findCase(db, workspaceId, testCaseId);
  const rows = await db.select({ id: testCaseAssertions.assertionId }).from(testCaseAssertions).where(eq(testCaseAssertions.testCaseId, testCaseId));
  return { strategy: tc.strategy, assertionIds: rows.map((r) => r.id) };
}

/** Sets how a test case gets its assertions; MANUAL keeps exactly the chosen ones. */
export async function setTestCaseAssertions(db: Db, workspaceId: string, input: TSetTestCaseAssertionsRequest) {
  await findCase(db, workspaceId, input.testCaseId);
  const ids = [...new Set(input.assertionIds)];
  if (ids.length) {
    const found = await db
      .select({ id: assertions.id })
      .from(assertions)
      .where(and(eq(assertions.workspaceId, workspaceId), inArray(assertions.id, ids), isNull(assertions.archivedAt)));
    if (found.length !== ids.length) throw new TRPCError({ code: 'NOT_FOUND', message: 'Some of the chosen assertions were not found' });
  }
  await db.transaction(async (tx) => {
    await tx.update(testCases).set({ assertionAttachmentStrategy: input.strategy }).where(eq(testCases.id, input.testCaseId));
    await tx.delete(testCaseAssertions).where(eq(testCaseAssertions.testCaseId, input.testCaseId));
    if (ids.length) await tx.insert(testCaseAssertions).values(ids.map((assertionId) => ({ workspaceId, testCaseId: input.testCaseId, assertionId })));
  });
  return { ok: true };
}
