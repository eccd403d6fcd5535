import { TRPCError } from '@trpc/server';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { customMetrics, customMetricScores, customMetricVersions, testCaseRuns, type MetricDefinition } from '../../server/db/schema';
import type { TEvalFields } from './schema';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Custom metric not found' });
const definitionOf = (f: TEvalFields): MetricDefinition => ({ kind: f.kind, method: f.method, measure: f.measure, prompt: f.prompt, categories: f.categories, min: f.min, max: f.max });

export async function createEval(db: Db, workspaceId: string, f: TEvalFields) {
  return db.transaction(async (tx) => {
    const [m] = await tx.insert(customMetrics).values({ ...f, workspaceId }).returning({ id: customMetrics.id });
    const [v] = await tx.insert(customMetricVersions).values({ workspaceId, metricId: m!.id, versionNumber: 1, definition: definitionOf(f) }).returning({ id: customMetricVersions.id });
    await tx.update(customMetrics).set({ currentVersionId: v!.id }).where(eq(customMetrics.id, m!.id));
    return { id: m!.id };
  });
}

/** Saving makes a new version; scores keep the version that produced them. */
export async function updateEval(db: Db, workspaceId: string, id: string, f: TEvalFields) {
  return db.transaction(async (tx) => {
    const [m] = await tx.select().from(customMetrics).where(and(eq(customMetrics.id, id), eq(customMetrics.workspaceId, workspaceId))).for('update');
    if (!m) throw notFound();
    const versionNumber = m.currentVersionNumber + 1;
    const [v] = await tx.insert(customMetricVersions).values({ workspaceId, metricId: id, versionNumber, definition: definitionOf(f) }).returning({ id: customMetricVersions.id });
    await tx.update(customMetrics).set({ ...f, currentVersionId: v!.id, currentVersionNumber: versionNumber, updatedAt: new Date() }).where(eq(customMetrics.id, id));
    return { id, versionNumber };
  });
}

export const listEvals = (db: Db, workspaceId: string) =>
  db.select().from(customMetrics).where(eq(customMetrics.workspaceId, workspaceId)).orderBy(asc(customMetrics.name));

export async function getEval(db: Db, workspaceId: string, id: string) {
  const [m] = await db.select().from(customMetrics).where(and(eq(customMetrics.id, id), eq(customMetrics.workspaceId, workspaceId)));
  if (!m) throw notFound();
  const versions = await db.select().from(customMetricVersions).where(eq(customMetricVersions.metricId, id)).orderBy(desc(customMetricVersions.versionNumber));
  const scores = await db
    .select({ s: customMetricScores, title: testCaseRuns.title, versionNumber: customMetricVersions.versionNumber })
    .from(customMetricScores)
    .innerJoin(testCaseRuns, eq(testCaseRuns.id, customMetricScores.testCaseRunId))
    .innerJoin(customMetricVersions, eq(customMetricVersions.id, customMetricScores.metricVersionId))
    .where(eq(customMetricScores.metricId, id))
    .orderBy(desc(customMetricScores.createdAt))
    .limit(100);
  return { ...m, versions, scores: scores.map((r) => ({ ...r.s, title: r.title, versionNumber: r.versionNumber })) };
}

export async function deleteEval(db: Db, workspaceId: string, id: string) {
  const [m] = await db.delete(customMetrics).where(and(eq(customMetrics.id, id), eq(customMetrics.workspaceId, workspaceId))).returning({ id: customMetrics.id });
  if (!m) throw notFound();
  return m;
}
