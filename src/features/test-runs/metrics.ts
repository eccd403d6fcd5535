import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

export interface Distribution {
  p50: number | null;
  p90: number | null;
  max: number | null;
}

export interface TestRunMetrics {
  counts: Record<string, number>;
  total: number;
  durationMs: Distribution;
  firstByteMs: Distribution;
  fullReplyMs: Distribution;
  turns: number;
}

const dist = (row: Record<string, unknown>, prefix: string): Distribution => ({
  p50: row[`${prefix}_p50`] == null ? null : Number(row[`${prefix}_p50`]),
  p90: row[`${prefix}_p90`] == null ? null : Number(row[`${prefix}_p90`]),
  max: row[`${prefix}_max`] == null ? null : Number(row[`${prefix}_max`]),
});

/** Case runs of one run by state: the cheap part of the metrics, for a summary polled often. */
export async function caseRunCounts(db: Db, testRunId: string): Promise<Record<string, number>> {
  const { rows } = await db.execute<{ status: string; n: number }>(
    sql`select status, count(*)::int as n from test_case_runs where test_run_id = ${testRunId} group by status`,
  );
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

/** Counts by state and the run's duration and latency percentiles, computed in Postgres. */
export async function testRunMetrics(db: Db, testRunId: string): Promise<TestRunMetrics> {
  const counts = await db.execute<{ status: string; n: number }>(
    sql`select status, count(*)::int as n from test_case_runs where test_run_id = ${testRunId} group by status`,
  );
  const durations = await db.execute(sql`
    select percentile_disc(0.5) within group (order by duration_ms) as d_p50,
           percentile_disc(0.9) within group (order by duration_ms) as d_p90,
           max(duration_ms) as d_max
    from test_case_runs where test_run_id = ${testRunId} and duration_ms is not null`);
  const latency = await db.execute(sql`
    select percentile_disc(0.5) within group (order by m.first_byte_ms) as fb_p50,
           percentile_disc(0.9) within group (order by m.first_byte_ms) as fb_p90,
           max(m.first_byte_ms) as fb_max,
           percentile_disc(0.5) within group (order by m.full_reply_ms) as fr_p50,
           percentile_disc(0.9) within group (order by m.full_reply_ms) as fr_p90,
           max(m.full_reply_ms) as fr_max,
           count(*)::int as turns
    from test_case_run_messages m join test_case_runs r on r.id = m.test_case_run_id
    where r.test_run_id = ${testRunId} and m.role = 'agent'`);
  const byStatus = Object.fromEntries(counts.rows.map((r) => [r.status, r.n]));
  const lat = latency.rows[0] ?? {};
  return {
    counts: byStatus,
    total: counts.rows.reduce((sum, r) => sum + r.n, 0),
    durationMs: dist(durations.rows[0] ?? {}, 'd'),
    firstByteMs: dist(lat, 'fb'),
    fullReplyMs: dist(lat, 'fr'),
    turns: Number(lat.turns ?? 0),
  };
}
