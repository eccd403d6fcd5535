/**
 * bench:score — 10,000 stored conversations, 5 deterministic assertions each, scored through
 * the real scoring job: pg-boss queue → worker → batched loads → scorers → multi-row verdict
 * inserts → SCORING → COMPLETED. Prints conversations per second.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { enqueueScoring } from '../src/features/scoring/enqueue';
import { readEnv } from '../src/server/config';
import { startEmbeddedPostgres } from '../src/server/db/embedded';
import { startRehearse } from '../src/server/start';
import { apiClient, signUp } from '../tests/helpers/api';
import { freePort } from '../tests/helpers/free-port';

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 10_000);

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rehearse-bench-score-'));
  const pg = await startEmbeddedPostgres(dir, await freePort());
  const env = readEnv({ ...process.env, PORT: '0', LOG_LEVEL: 'silent', DATABASE_URL: pg.url });
  const app = await startRehearse({ env });
  try {
    const api = apiClient(app.url, await signUp(app.url, 'Bench'));
    const [demo] = await api.customerVoiceAgent.list.query();
    const assertions = [
      { name: 'Greets', importance: 'IMPORTANT', evaluationType: 'CONTAINS', evaluationConfig: { text: 'maple street clinic' } },
      { name: 'No rudeness', importance: 'CRITICAL', evaluationType: 'NOT_CONTAINS', evaluationConfig: { text: 'shut up' } },
      { name: 'Booking reference', importance: 'CRITICAL', evaluationType: 'REGEX', evaluationConfig: { pattern: 'booked with dr\\.? \\w+' } },
      { name: 'Quick replies', importance: 'IMPORTANT', evaluationType: 'TURN_LATENCY', evaluationConfig: { maxMs: 800 } },
      { name: 'Agent hangs up', importance: 'NICE_TO_HAVE', evaluationType: 'ENDED_BY', evaluationConfig: { ender: 'AGENT' } },
    ] as const;
    for (const a of assertions) await api.assertion.create.mutate(a);

    // Stored conversations: one run, CONVERSATIONS case runs waiting in SCORING, 8 messages each.
    const { rows } = await app.db.execute<{ workspace_id: string }>(sql`select workspace_id from agents where id = ${demo!.id}`);
    const ws = rows[0]!.workspace_id;
    const [run] = (
      await app.db.execute<{ id: string }>(sql`
        insert into test_runs (workspace_id, agent_id, name, max_turns, session_timeout_seconds)
        values (${ws}, ${demo!.id}, 'bench:score', 10, 30) returning id`)
    ).rows;
    await app.db.execute(sql`
      insert into test_case_runs (workspace_id, test_run_id, title, position, script, status, who_ended_conversation, end_conversation_reason, turn_count, duration_ms)
      select ${ws}, ${run!.id}, 'Conversation ' || g, g, '{"initialMessage":"hi","turns":[]}', 'SCORING',
        case when g % 3 = 0 then 'TESTER'::conversation_ender else 'AGENT'::conversation_ender end, 'SCRIPT_COMPLETED', 8, 4000
      from generate_series(1, ${CONVERSATIONS}) g`);
    await app.db.execute(sql`
      insert into test_case_run_messages (workspace_id, test_case_run_id, position, role, content, at_ms, first_byte_ms, full_reply_ms)
      select c.workspace_id, c.id, p, case when p % 2 = 0 then 'tester' else 'agent' end,
        (array['I would like to book an appointment.', 'Thank you for calling Maple Street Clinic. May I have your full name, please?',
               'My name is Robin Park.', 'Thanks, Robin Park. What day and time would work best for you?', 'Friday at 3 pm.',
               case when c.position % 4 = 0 then 'Sorry, I did not catch a day.' else 'You''re booked with Dr. Patel on Friday at 3 pm. Is there anything else?' end,
               'No, thank you. Goodbye!', 'Thank you for calling Maple Street Clinic. Goodbye!'])[p + 1],
        p * 500, case when p % 2 = 1 then 40 + (c.position % 700) end, case when p % 2 = 1 then 120 + (c.position % 900) end
      from test_case_runs c cross join generate_series(0, 7) p where c.test_run_id = ${run!.id}`);
    const ids = (await app.db.execute<{ id: string }>(sql`select id from test_case_runs where test_run_id = ${run!.id}`)).rows.map((r) => r.id);

    const started = performance.now();
    await app.db.transaction((tx) => enqueueScoring({ db: app.db, boss: app.boss }, tx, ids));
    for (;;) {
      const { rows: s } = await app.db.execute<{ status: string }>(sql`select status from test_runs where id = ${run!.id}`);
      if (s[0]?.status === 'COMPLETED') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const wallMs = performance.now() - started;

    const verdicts = await app.db.execute<{ status: string; n: number }>(sql`
      select status, count(*)::int as n from assertion_runs where test_run_id = ${run!.id} group by status order by status`);
    const cases = await app.db.execute<{ outcome: string; n: number }>(sql`
      select coalesce(outcome_achieved::text, 'undecided') as outcome, count(*)::int as n from case_run_scores where test_run_id = ${run!.id} group by 1 order by 1`);
    console.log(`bench:score — ${CONVERSATIONS} stored conversations × ${assertions.length} deterministic assertions, ${os.cpus().length} cores`);
    console.log(`  wall time        ${(wallMs / 1000).toFixed(2)} s (enqueue → every case run COMPLETED and the run finished)`);
    console.log(`  throughput       ${(CONVERSATIONS / (wallMs / 1000)).toFixed(0)} conversations/s, ${((CONVERSATIONS * assertions.length) / (wallMs / 1000)).toFixed(0)} verdicts/s`);
    console.log(`  verdicts         ${verdicts.rows.map((v) => `${v.status} ${v.n}`).join(', ')}`);
    console.log(`  case outcomes    ${cases.rows.map((c) => `${c.outcome} ${c.n}`).join(', ')}`);
  } finally {
    await app.stop();
    await pg.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
