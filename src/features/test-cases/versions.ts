import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../server/db/client';
import { testCases, testCaseVersions } from '../../server/db/schema';
import { diffSnapshots, type TestCaseSnapshot } from '../../shared/test-case-snapshot';

export const CHANGE_TYPES = ['CREATED', 'UPDATED', 'IMPORTED'] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

/** Fields that are bookkeeping, not content: they never make a version differ. */
const NOT_CONTENT = new Set(['id', 'workspaceId', 'createdAt', 'updatedAt', 'currentVersion', 'changeDescription']);

export function toSnapshot(fields: Record<string, unknown>): TestCaseSnapshot {
  const snap: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) if (!NOT_CONTENT.has(k) && v !== undefined) snap[k] = v;
  return snap as TestCaseSnapshot;
}

/**
 * Writes the next version row of a case from its saved content, and moves the case's
 * currentVersion to it. Runs inside the save's transaction so the two never disagree.
 */
export async function recordVersion(
  tx: Tx,
  workspaceId: string,
  testCaseId: string,
  snapshot: TestCaseSnapshot,
  changeType: ChangeType,
  changeDescription: string | null | undefined,
  userId: string | null,
) {
  const [last] = await tx
    .select({ version: testCaseVersions.version, snapshot: testCaseVersions.snapshot })
    .from(testCaseVersions)
    .where(eq(testCaseVersions.testCaseId, testCaseId))
    .orderBy(desc(testCaseVersions.version))
    .limit(1)
    .for('update');
  const version = (last?.version ?? 0) + 1;
  const changed = diffSnapshots(last?.snapshot ?? null, snapshot).map((c) => c.field);
  const changeSummary = last ? (changed.length ? `Changed ${changed.join(', ')}` : 'No field changes') : 'First version';
  await tx.insert(testCaseVersions).values({
    workspaceId,
    testCaseId,
    version,
    changeType,
    changeDescription: changeDescription ?? null,
    changeSummary,
    snapshot,
    createdById: userId,
  });
  await tx.update(testCases).set({ currentVersion: version }).where(eq(testCases.id, testCaseId));
  return version;
}

/** A case's versions, newest first, each with what changed against the one before it. */
export async function listVersions(db: Db, workspaceId: string, testCaseId: string) {
  const rows = await db
    .select()
    .from(testCaseVersions)
    .where(and(eq(testCaseVersions.workspaceId, workspaceId), eq(testCaseVersions.testCaseId, testCaseId)))
    .orderBy(desc(testCaseVersions.version));
  return rows.map((r, i) => ({
    id: r.id,
    version: r.version,
    changeType: r.changeType,
    changeDescription: r.changeDescription,
    changeSummary: r.changeSummary,
    createdAt: r.createdAt,
    changes: diffSnapshots(rows[i + 1]?.snapshot ?? null, r.snapshot),
  }));
}
