import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

/**
 * Human overrides are labels: where a person reviewed a verdict, did the scorer agree? An
 * override to the same status counts as agreement (a person confirmed it).
 */
export async function judgeAgreement(db: Db, workspaceId: string) {
  const rows = await db.execute<{ assertion_id: string; name: string; evaluation_type: string; reviewed: number; agreed: number; total: number }>(sql`
    select a.id as assertion_id, a.name, a.evaluation_type::text,
      count(r.override_status)::int as reviewed,
      count(*) filter (where r.override_status is not null and r.override_status = r.status)::int as agreed,
      count(*)::int as total
    from assertions a join assertion_runs r on r.assertion_id = a.id
    where a.workspace_id = ${workspaceId}
    group by a.id, a.name, a.evaluation_type order by count(r.override_status) desc, a.name`);
  return rows.rows.map((r) => ({
    assertionId: r.assertion_id,
    name: r.name,
    evaluationType: r.evaluation_type,
    reviewed: r.reviewed,
    agreed: r.agreed,
    total: r.total,
    agreement: r.reviewed ? r.agreed / r.reviewed : null,
  }));
}
