import { TRPCError } from '@trpc/server';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { agents, metricThresholds } from '../../server/db/schema';
import type { TUpsertThresholdRequest } from './schema';

export async function listThresholds(db: Db, workspaceId: string) {
  return db
    .select({ t: metricThresholds, agentName: agents.name })
    .from(metricThresholds)
    .leftJoin(agents, eq(agents.id, metricThresholds.agentId))
    .where(eq(metricThresholds.workspaceId, workspaceId))
    .orderBy(asc(metricThresholds.metric))
    .then((rows) => rows.map((r) => ({ ...r.t, agentName: r.agentName })));
}

/** One threshold per metric per scope: saving the same metric again replaces it. */
export async function upsertThreshold(db: Db, workspaceId: string, input: TUpsertThresholdRequest) {
  if (input.agentId) {
    const [agent] = await db.select({ id: agents.id }).from(agents).where(and(eq(agents.id, input.agentId), eq(agents.workspaceId, workspaceId)));
    if (!agent) throw new TRPCError({ code: 'NOT_FOUND', message: 'Agent not found' });
  }
  const { agentId, metric, ...rest } = input;
  const [row] = await db
    .insert(metricThresholds)
    .values({ workspaceId, agentId, metric, ...rest })
    .onConflictDoUpdate({
      target: [metricThresholds.workspaceId, metricThresholds.agentId, metricThresholds.metric],
      set: { ...rest, updatedAt: sql`now()` },
    })
    .returning({ id: metricThresholds.id });
  return row!;
}

export async function deleteThreshold(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .delete(metricThresholds)
    .where(and(eq(metricThresholds.id, id), eq(metricThresholds.workspaceId, workspaceId)))
    .returning({ id: metricThresholds.id });
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: 'Threshold not found' });
  return row;
}
