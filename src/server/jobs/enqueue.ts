import { sql } from 'drizzle-orm';
import { fromDrizzle, type GroupOptions, type PgBoss } from 'pg-boss';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { defineTopic, publish } from '../events';
import type { JobDefinition } from './job';

/** Wakes idle workers of a queue at once instead of at their next poll. */
export const jobsTopic = defineTopic<{ queue: string }>('jobs', (e) => e.queue);

/**
 * Adds jobs of one definition, validating each payload. Pass the transaction that writes the
 * rows the jobs are about, so a job never exists without them (or they without it).
 */
export async function enqueue<P extends z.ZodType>(
  deps: { db: Db; boss: PgBoss },
  def: JobDefinition<P>,
  items: Array<{ data: z.input<P>; group?: GroupOptions }>,
  tx?: Tx,
) {
  if (!items.length) return;
  const jobs = items.map((i) => ({ data: def.payload.parse(i.data) as object, group: i.group }));
  await deps.boss.insert(def.name, jobs, tx ? { db: fromDrizzle(tx, sql) } : undefined);
  await publish(tx ?? deps.db, jobsTopic, { queue: def.name });
}
