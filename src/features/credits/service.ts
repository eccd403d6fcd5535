import { TRPCError } from '@trpc/server';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { DEFAULT_MAX_CALL_MINUTES } from '../../engine/voice/constants';
import type { Db, Tx } from '../../server/db/client';
import { creditTransactions, testCaseRuns, testRuns, workspaceCredits } from '../../server/db/schema';
import { DEFAULT_MONTHLY_CREDITS, PAGE_SIZE } from '../../shared/constants';
import type { CaseRunRef } from '../test-runs/case-run-state';
import type { TCreateTestRunRequest } from '../test-runs/schema';
import { selectRunCases } from '../test-runs/service';
import { caseRunCharge, estimateCredits } from './pricing';

/** Whether credits apply to this workspace (its Credits flag, set by a system admin). */
export async function creditsEnabled(db: Pick<Db, 'execute'>, workspaceId: string): Promise<boolean> {
  const { rows } = await db.execute<{ on: boolean }>(sql`select coalesce((features ->> 'showCredits')::boolean, false) as on from workspaces where id = ${workspaceId}`);
  return rows[0]?.on === true;
}

/**
 * The workspace's account, created on first use and rolled into a new cycle when the current
 * one has ended: remaining credits reset to the monthly grant (unused credits do not carry
 * over). Done in one statement each, so two requests at a cycle's end cannot both reset it.
 */
export async function creditAccount(db: Pick<Db, 'execute'>, workspaceId: string) {
  await db.execute(sql`insert into workspace_credits (workspace_id, monthly_credits, remaining_credits, cycle_start, cycle_end)
    values (${workspaceId}, ${DEFAULT_MONTHLY_CREDITS}, ${DEFAULT_MONTHLY_CREDITS}, now(), now() + interval '1 month') on conflict do nothing`);
  const { rows } = await db.execute<{ monthly_credits: number; remaining_credits: number; cycle_start: Date; cycle_end: Date }>(sql`
    update workspace_credits set
      remaining_credits = case when cycle_end <= now() then monthly_credits else remaining_credits end,
      cycle_start = case when cycle_end <= now() then now() else cycle_start end,
      cycle_end = case when cycle_end <= now() then now() + interval '1 month' else cycle_end end
    where workspace_id = ${workspaceId}
    returning monthly_credits, remaining_credits, cycle_start, cycle_end`);
  const r = rows[0]!;
  return { monthlyCredits: r.monthly_credits, remainingCredits: r.remaining_credits, cycleStart: new Date(r.cycle_start), cycleEnd: new Date(r.cycle_end) };
}

/**
 * A case is charged when it starts (the first minute of a call), in one transaction that locks
 * its run: the run's spend cap and the workspace's balance are checked against what is already
 * charged, so concurrent starts cannot slip past either. The unique (case run, activity) row
 * makes a retried start (a crashed worker's case, a re-delivered job) charge nothing again.
 * Returns why the case must not start, or null.
 */
export async function chargeAtStart(db: Db, ref: CaseRunRef): Promise<string | null> {
  if (!(await creditsEnabled(db, ref.workspaceId))) return null;
  await creditAccount(db, ref.workspaceId);
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ cap: number | null; channel: string }>(
      sql`select spend_cap_credits as cap, initial_channel as channel from test_runs where id = ${ref.testRunId} for update`,
    );
    const run = rows[0];
    if (!run) return null;
    const first = caseRunCharge(run.channel === 'VOICE' ? 'VOICE' : 'CHAT', 0);
    const done = await tx.execute(sql`select 1 from credit_transactions where test_case_run_id = ${ref.id} and activity_type = ${first.activityType}`);
    if (done.rowCount) return null;
    if (run.cap != null) {
      const used = await tx.execute<{ n: number }>(sql`select coalesce(sum(credits_used), 0)::int as n from credit_transactions where test_run_id = ${ref.testRunId}`);
      if (used.rows[0]!.n + first.credits > run.cap) return `Spend cap of ${run.cap} credits reached`;
    }
    const debited = await tx.execute(sql`update workspace_credits set remaining_credits = remaining_credits - ${first.credits}
      where workspace_id = ${ref.workspaceId} and remaining_credits >= ${first.credits}`);
    if (!debited.rowCount) {
      const [acct] = await tx.select({ cycleEnd: workspaceCredits.cycleEnd }).from(workspaceCredits).where(eq(workspaceCredits.workspaceId, ref.workspaceId));
      return noCreditsMessage(acct!.cycleEnd);
    }
    await tx.insert(creditTransactions).values({ workspaceId: ref.workspaceId, testRunId: ref.testRunId, testCaseRunId: ref.id, activityType: first.activityType, creditsUsed: first.credits });
    return null;
  });
}

/**
 * When a call ends, its charge grows from the first minute to every started minute, in the
 * transaction that ends the conversation; only growth is applied, so doing it twice is harmless.
 */
export async function settleCallCharge(tx: Tx, ref: CaseRunRef) {
  const [row] = await tx
    .select({ channel: testRuns.initialChannel, durationMs: testCaseRuns.durationMs })
    .from(testCaseRuns)
    .innerJoin(testRuns, eq(testRuns.id, testCaseRuns.testRunId))
    .where(eq(testCaseRuns.id, ref.id));
  if (row?.channel !== 'VOICE') return;
  const { credits } = caseRunCharge('VOICE', row.durationMs);
  await tx.execute(sql`
    with prev as (
      select id, credits_used from credit_transactions where test_case_run_id = ${ref.id} and activity_type = 'CALL_SIM' for update
    ), grown as (
      update credit_transactions t set credits_used = ${credits} from prev where t.id = prev.id and prev.credits_used < ${credits}
      returning ${credits} - prev.credits_used as more
    )
    update workspace_credits set remaining_credits = remaining_credits - (select more from grown)
    where workspace_id = ${ref.workspaceId} and exists (select 1 from grown)`);
}

const noCreditsMessage = (cycleEnd: Date) => `This workspace has no credits left this cycle; it renews on ${cycleEnd.toISOString().slice(0, 10)}`;

/** Run creation is refused outright when nothing is left, rather than starting a run that cannot play a case. */
export async function assertCreditsLeft(db: Db, workspaceId: string) {
  if (!(await creditsEnabled(db, workspaceId))) return;
  const account = await creditAccount(db, workspaceId);
  if (account.remainingCredits <= 0) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: noCreditsMessage(account.cycleEnd) });
}

/** What a run request would cost at most, beside the balance (null when credits are off). */
export async function estimateRunCredits(db: Db, workspaceId: string, input: TCreateTestRunRequest) {
  const { cases } = await selectRunCases(db, workspaceId, input);
  const channel = input.channel ?? 'CHAT';
  const estimate = estimateCredits(channel, cases.map((c) => c.maxCallDurationMinutes ?? DEFAULT_MAX_CALL_MINUTES), input.repeats ?? 1);
  const enabled = await creditsEnabled(db, workspaceId);
  const account = enabled ? await creditAccount(db, workspaceId) : null;
  return {
    enabled,
    estimate,
    caseRuns: cases.length * (input.repeats ?? 1),
    perMinute: channel === 'VOICE',
    remainingCredits: account?.remainingCredits ?? null,
    cycleEnd: account?.cycleEnd ?? null,
    exceedsBalance: account ? estimate > account.remainingCredits : false,
  };
}

export async function creditsOverview(db: Db, workspaceId: string, page: number) {
  const enabled = await creditsEnabled(db, workspaceId);
  const account = await creditAccount(db, workspaceId);
  const rows = await db
    .select({
      id: creditTransactions.id,
      activityType: creditTransactions.activityType,
      creditsUsed: creditTransactions.creditsUsed,
      createdAt: creditTransactions.createdAt,
      testRunId: creditTransactions.testRunId,
      runName: testRuns.name,
      caseTitle: testCaseRuns.title,
    })
    .from(creditTransactions)
    .leftJoin(testRuns, eq(testRuns.id, creditTransactions.testRunId))
    .leftJoin(testCaseRuns, eq(testCaseRuns.id, creditTransactions.testCaseRunId))
    .where(eq(creditTransactions.workspaceId, workspaceId))
    .orderBy(desc(creditTransactions.createdAt), desc(creditTransactions.id))
    .limit(PAGE_SIZE + 1)
    .offset((page - 1) * PAGE_SIZE);
  const [used] = await db
    .select({ total: sql<number>`coalesce(sum(${creditTransactions.creditsUsed}), 0)::int` })
    .from(creditTransactions)
    .where(and(eq(creditTransactions.workspaceId, workspaceId), gte(creditTransactions.createdAt, account.cycleStart)));
  return { enabled, ...account, usedThisCycle: used?.total ?? 0, transactions: rows.slice(0, PAGE_SIZE), hasMore: rows.length > PAGE_SIZE, page };
}

/** A system admin sets a workspace's monthly grant; the current cycle's balance moves by the difference. */
export async function setMonthlyCredits(db: Db, workspaceId: string, monthlyCredits: number) {
  await creditAccount(db, workspaceId);
  await db
    .update(workspaceCredits)
    .set({ remainingCredits: sql`greatest(0, ${workspaceCredits.remainingCredits} + ${monthlyCredits} - ${workspaceCredits.monthlyCredits})`, monthlyCredits })
    .where(eq(workspaceCredits.workspaceId, workspaceId));
  return creditAccount(db, workspaceId);
}
