import { TRPCError } from '@trpc/server';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../server/db/client';
import { agents, testCases, testCaseTags, testCaseTurns, testTags } from '../../server/db/schema';
import { agentNotFound } from '../agents/service';
import { setCaseTags, tagsByCase } from '../tags/service';
import type { TCreateTestCaseRequest, TPageTestCasesRequest, TUpdateTestCaseRequest } from './schema';
import { type ChangeType, recordVersion, toSnapshot } from './versions';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Test case not found' });

const SORT_COLUMNS = { displayOrder: testCases.displayOrder, title: testCases.title, updatedAt: testCases.updatedAt, status: testCases.status };

/** One page of the workspace's cases, filtered and sorted in the database. */
export async function pageTestCases(db: Db, workspaceId: string, q: Partial<TPageTestCasesRequest> = {}) {
  const conds: SQL[] = [eq(testCases.workspaceId, workspaceId)];
  if (q.agentId) conds.push(eq(testCases.agentId, q.agentId));
  if (q.agentIds) conds.push(q.agentIds.length ? inArray(testCases.agentId, q.agentIds) : sql`false`);
  if (q.status) conds.push(eq(testCases.status, q.status));
  if (q.search) {
    const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(or(ilike(testCases.title, like), ilike(testCases.initialMessage, like), ilike(testCases.description, like))!);
  }
  if (q.tag) {
    const tagged = db
      .select({ id: testCaseTags.testCaseId })
      .from(testCaseTags)
      .innerJoin(testTags, eq(testTags.id, testCaseTags.tagId))
      .where(and(eq(testTags.workspaceId, workspaceId), eq(testTags.name, q.tag)));
    conds.push(inArray(testCases.id, tagged));
  }
  const where = and(...conds);
  const pageSize = q.pageSize ?? 10_000;
  const page = q.page ?? 1;
  const col = SORT_COLUMNS[q.sort ?? 'displayOrder'];
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(testCases).where(where);
  const rows = await db
    .select({
      id: testCases.id,
      title: testCases.title,
      status: testCases.status,
      agentId: testCases.agentId,
      agentName: agents.name,
      initialMessage: testCases.initialMessage,
      callerMode: testCases.callerMode,
      currentVersion: testCases.currentVersion,
      displayOrder: testCases.displayOrder,
      updatedAt: testCases.updatedAt,
    })
    .from(testCases)
    .innerJoin(agents, eq(agents.id, testCases.agentId))
    .where(where)
    .orderBy(q.direction === 'desc' ? desc(col) : asc(col), asc(testCases.createdAt), asc(testCases.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await db
        .select({ id: testCaseTurns.testCaseId, n: count() })
        .from(testCaseTurns)
        .where(inArray(testCaseTurns.testCaseId, ids))
        .groupBy(testCaseTurns.testCaseId)
    : [];
  const turnCount = new Map(counts.map((c) => [c.id, Number(c.n)]));
  const tags = await tagsByCase(db, workspaceId, ids);
  const items = rows.map((r) => ({ ...r, turnCount: turnCount.get(r.id) ?? 0, tags: tags.get(r.id) ?? [] }));
  return { items, total: Number(total), page, pageSize };
}

/** Every case of the workspace (or one agent) in display order, for pickers and the run dialog. */
export async function listTestCases(db: Db, workspaceId: string, agentId?: string) {
  return (await pageTestCases(db, workspaceId, { agentId })).items;
}

export async function getTestCase(db: Db | Tx, workspaceId: string, id: string) {
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
  const tags = (await tagsByCase(db, workspaceId, [id])).get(id) ?? [];
  return { ...tc, turns, tags };
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

/** Creates a case inside `tx` with its turns, tags and first version. */
export async function insertTestCase(tx: Tx, workspaceId: string, input: TCreateTestCaseRequest, changeType: ChangeType, userId: string | null) {
  const { turns, tags, changeDescription, ...fields } = input;
  await assertAgent(tx, workspaceId, input.agentId);
  const [tc] = await tx.insert(testCases).values({ ...fields, workspaceId }).returning({ id: testCases.id });
  await writeTurns(tx, workspaceId, tc!.id, turns);
  await setCaseTags(tx, workspaceId, tc!.id, tags);
  const version = await recordVersion(tx, workspaceId, tc!.id, toSnapshot({ ...fields, turns, tags }), changeType, changeDescription, userId);
  return { id: tc!.id, version };
}

export function createTestCase(db: Db, workspaceId: string, input: TCreateTestCaseRequest, userId: string | null = null) {
  return db.transaction((tx) => insertTestCase(tx, workspaceId, input, 'CREATED', userId));
}

export async function updateTestCase(db: Db, workspaceId: string, input: TUpdateTestCaseRequest, userId: string | null = null) {
  const { turns, id, tags, changeDescription, ...fields } = input;
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ agentId: testCases.agentId })
      .from(testCases)
      .where(and(eq(testCases.id, id), eq(testCases.workspaceId, workspaceId)));
    if (!existing) throw notFound();
    const [tc] = await tx
      .update(testCases)
      .set({ ...fields, updatedAt: new Date() })
      .where(and(eq(testCases.id, id), eq(testCases.workspaceId, workspaceId)))
      .returning({ id: testCases.id });
    if (!tc) throw notFound();
    await writeTurns(tx, workspaceId, id, turns);
    await setCaseTags(tx, workspaceId, id, tags);
    const snapshot = toSnapshot({ agentId: existing.agentId, ...fields, turns, tags });
    const version = await recordVersion(tx, workspaceId, id, snapshot, 'UPDATED', changeDescription, userId);
    return { id, version };
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
