import { TRPCError } from '@trpc/server';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import type { z } from 'zod';
import type { Db } from '../../server/db/client';
import { splitPersonaFields } from '../../shared/persona-fields';
import { ZCreateTestCaseRequest } from './schema';
import { getTestCase, insertTestCase, listTestCases } from './service';
import { fromCsv, toCsvText } from './transfer-csv';
import type { TExportRequest, TImportRequest } from './transfer-schema';

/** The fields a case file carries, in the order they are written (see docs/test-cases-format.md). */
export const EXPORT_FIELDS = [
  'title', 'description', 'status', 'displayOrder', 'tags', 'callerMode', 'testType', 'initialMessage', 'endCallInstructions',
  'expectedAgentOutput', 'testPersonaRole', 'testAgentInstructions', 'scenarioFacts', 'languages', 'maxTurns', 'accent', 'gender',
  'backgroundNoise', 'backgroundNoiseVolume', 'talkingSpeed', 'loudnessLevel', 'speakerPhoneEffect', 'voiceSynthesizer',
  'voiceIdentifier', 'maxCallDurationMinutes', 'disableHangup', 'disableSilenceDetection', 'disableSilenceToolCall',
  'smartIvrNavigate', 'initialMessageDelay', 'sendDTMFDigits', 'sendDTMFInitialDelay', 'anonymousCalling', 'turns',
] as const;

export const FORMAT_VERSION = 1;

export async function exportTestCases(db: Db, workspaceId: string, input: TExportRequest) {
  const listed = await listTestCases(db, workspaceId, input.agentId);
  const ids = input.ids ? listed.filter((c) => input.ids!.includes(c.id)).map((c) => c.id) : listed.map((c) => c.id);
  const cases: Record<string, unknown>[] = [];
  for (const id of ids) {
    const tc = (await getTestCase(db, workspaceId, id)) as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const f of EXPORT_FIELDS) if (tc[f] !== null && tc[f] !== undefined) out[f] = tc[f];
    cases.push(out);
  }
  const doc = { formatVersion: FORMAT_VERSION, testCases: cases };
  if (input.format === 'json') return { filename: 'test-cases.json', mimeType: 'application/json', content: JSON.stringify(doc, null, 2) + '\n', count: cases.length };
  if (input.format === 'yaml') return { filename: 'test-cases.yaml', mimeType: 'application/yaml', content: stringifyYaml(doc), count: cases.length };
  return { filename: 'test-cases.csv', mimeType: 'text/csv', content: toCsvText(cases), count: cases.length };
}

function readRows(input: TImportRequest): unknown[] {
  const bad = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });
  if (input.format === 'csv') {
    try {
      return fromCsv(input.content);
    } catch (e) {
      throw bad(`The CSV could not be read: ${(e as Error).message}`);
    }
  }
  let doc: unknown;
  try {
    doc = input.format === 'json' ? JSON.parse(input.content) : parseYaml(input.content, { maxAliasCount: 50 });
  } catch (e) {
    throw bad(`The ${input.format.toUpperCase()} could not be read: ${(e as Error).message.split('\n')[0]}`);
  }
  const rows = Array.isArray(doc) ? doc : (doc as { testCases?: unknown })?.testCases;
  if (!Array.isArray(rows)) throw bad('Expected a list of test cases, or an object with a testCases list');
  return rows;
}

/**
 * Rows from other tools carry the call configuration's persona fields as they name them, flags
 * often as the text 'true': split them out the one shared way, so flags become booleans and the
 * snake-case names land on this app's fields.
 */
function personaNormalised(raw: Record<string, unknown>): Record<string, unknown> {
  const { persona, test } = splitPersonaFields(raw);
  const { send_digits: digits, from_number: _from, ...rest } = persona;
  return { ...test, ...rest, ...(digits !== undefined && raw.sendDTMFDigits === undefined ? { sendDTMFDigits: digits } : {}) };
}

export interface RowError {
  row: number;
  title: string | null;
  messages: string[];
}

/**
 * Checks every row, then creates all of them in one transaction, or none when any row is wrong
 * (a half-imported library is worse than a clear list of what to fix).
 */
export async function importTestCases(db: Db, workspaceId: string, input: TImportRequest, userId: string | null) {
  const rows = readRows(input);
  if (rows.length > 2000) throw new TRPCError({ code: 'BAD_REQUEST', message: 'A file can hold at most 2000 test cases' });
  const valid: z.infer<typeof ZCreateTestCaseRequest>[] = [];
  const errors: RowError[] = [];
  rows.forEach((raw, i) => {
    const row = raw && typeof raw === 'object' ? { agentId: input.agentId, ...personaNormalised(raw as Record<string, unknown>) } : raw;
    const parsed = ZCreateTestCaseRequest.safeParse(row);
    const title = typeof (raw as { title?: unknown })?.title === 'string' ? (raw as { title: string }).title : null;
    if (parsed.success) valid.push(parsed.data);
    else errors.push({ row: i + 1, title, messages: parsed.error.issues.map((iss) => (iss.path.length ? `${iss.path.join('.')}: ${iss.message}` : iss.message)) });
  });
  if (errors.length || input.dryRun || !valid.length) return { created: 0, checked: rows.length, errors };
  const ids = await db.transaction(async (tx) => {
    const out: string[] = [];
    for (const v of valid) out.push((await insertTestCase(tx, workspaceId, v, 'IMPORTED', userId)).id);
    return out;
  });
  return { created: ids.length, checked: rows.length, errors, ids };
}
