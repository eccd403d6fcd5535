import { TRPCError } from '@trpc/server';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../server/db/client';
import { agents, testCases, testCaseTurns } from '../../server/db/schema';
import { agentNotFound } from '../agents/service';
import type { TCreateTestCaseRequest, TUpdateTestCaseRequest } from './schema';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Test case not found' });

export async function listTestCases(db: Db, workspaceId: string, agentId?: string) {
  const where = agentId
    ? and(eq(testCases.workspaceId, workspaceId), eq(testCases.agentId, agentId))
    : eq(testCases.workspaceId, workspaceId);
  const rows = await db
    .select({
      id: testCases.id,
      title: testCases.title,
      status: testCases.status,
      agentId: testCases.agentId,
      agentName: agents.name,
      initialMessage: testCases.initialMessage,
      callerMode: testCases.callerMode,
      updatedAt: testCases.updatedAt,
    })
    .from(testCases)
    .innerJoin(agents, eq(agents.id, testCases.agentId))
    .where(where)
    .orderBy(asc(testCases.displayOrder), asc(testCases.createdAt));
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await db
        .select({ id: testCaseTurns.testCaseId, n: count() })
        .from(testCaseTurns)
        .where(inArray(testCaseTurns.testCaseId, ids))
        .groupBy(testCaseTurns.testCaseId)
    : [];
  const turnCount = new Map(counts.map((c) => [c.id, Number(c.n)]));
  return rows.map((r) => ({ ...r, turnCount: turnCount.get(r.id) ?? 0 }));
}

export async function getTestCase(db: Db, workspaceId: string, id: string) {
  const [tc] = await db
    .select()
    .from(testCases)
    .where(and(eq(testCases.id, id), eq(testCases.workspaceId, workspaceId)));
  if (!tc) throw notFound();
  const turns = await db
    .select({ agentQuestion: testCaseTurns.agentQuestion, expectedResponse: testCaseTurns.expectedResponse })
    .from(testCaseTurns)
    .where(eq(testCaseTurns.testCaseId, id))
    .orderBy(asc(testCaseTurns.position));
  return { ...tc, turns };
}

async function assertAgent(tx: Tx | Db, workspaceId: string, agentId: string) {
  const [a] = await tx.select({ id: agents.id }).from(agents).where(and(eq(agents.id, agentId), eq(agents.workspaceId, workspaceId)));
  if (!a) throw agentNotFound();
}

async function writeTurns(tx: Tx, workspaceId: string, testCaseId: string, turns: TCreateTestCaseRequest['turns']) {
  await tx.delete(testCaseTurns).where(eq(testCaseTurns.testCaseId, testCaseId));
  if (turns.length) {
    await tx.insert(testCaseTurns).values(turns.map((t, position) => ({ workspaceId, testCaseId, position, ...t })));
  }
}

export async function createTestCase(db: Db, workspaceId: string, input: TCreateTestCaseRequest) {
  const { turns, ...fields } = input;
  return db.transaction(async (tx) => {
    await assertAgent(tx, workspaceId, input.agentId);
    const [tc] = await tx.insert(testCases).values({ ...fields, workspaceId }).returning({ id: testCases.id });
    await writeTurns(tx, workspaceId, tc!.id, turns);
    return { id: tc!.id };
  });
}

export async function updateTestCase(db: Db, workspaceId: string, input: TUpdateTestCaseRequest) {
  const { turns, id, ...fields } = input;
  return db.transaction(async (tx) => {
    const [tc] = await tx
      .update(testCases)
      .set({ ...fields, updatedAt: new Date() })
      .where(and(eq(testCases.id, id), eq(testCases.workspaceId, workspaceId)))
      .returning({ id: testCases.id });
    if (!tc) throw notFound();
    await writeTurns(tx, workspaceId, id, turns);
    return { id };
  });
}

export async function deleteTestCase(db: Db, workspaceId: string, id: string) {
  const deleted = await db
    .delete(testCases)
    .where(and(eq(testCases.id, id), eq(testCases.workspaceId, workspaceId)))
    .returning({ id: testCases.id });
  if (!deleted.length) throw notFound();
  return { ok: true };
}
