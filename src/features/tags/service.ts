import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../server/db/client';
import { testCaseTags, testTags } from '../../server/db/schema';

/** The workspace's tags, by name. */
export function listTags(db: Db, workspaceId: string) {
  return db.select({ id: testTags.id, name: testTags.name }).from(testTags).where(eq(testTags.workspaceId, workspaceId)).orderBy(asc(testTags.name));
}

/** Replaces a case's tags with `names`, creating tags the workspace does not have yet. */
export async function setCaseTags(tx: Tx, workspaceId: string, testCaseId: string, names: string[]) {
  await tx.delete(testCaseTags).where(eq(testCaseTags.testCaseId, testCaseId));
  if (!names.length) return;
  await tx.insert(testTags).values(names.map((name) => ({ workspaceId, name }))).onConflictDoNothing();
  const tags = await tx
    .select({ id: testTags.id })
    .from(testTags)
    .where(and(eq(testTags.workspaceId, workspaceId), inArray(testTags.name, names)));
  await tx.insert(testCaseTags).values(tags.map((t) => ({ workspaceId, testCaseId, tagId: t.id })));
}

/** Tag names per case, for a page of cases. */
export async function tagsByCase(db: Db | Tx, workspaceId: string, caseIds: string[]) {
  const out = new Map<string, string[]>();
  if (!caseIds.length) return out;
  const rows = await db
    .select({ caseId: testCaseTags.testCaseId, name: testTags.name })
    .from(testCaseTags)
    .innerJoin(testTags, eq(testTags.id, testCaseTags.tagId))
    .where(and(eq(testCaseTags.workspaceId, workspaceId), inArray(testCaseTags.testCaseId, caseIds)))
    .orderBy(asc(testTags.name));
  for (const r of rows) out.set(r.caseId, [...(out.get(r.caseId) ?? []), r.name]);
  return out;
}
