import { TRPCError } from '@trpc/server';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../server/db/client';
import { agents, datasetItems, datasets, datasetVersions, testCases } from '../../server/db/schema';
import type { ScenarioSettings } from '../../shared/test-case-snapshot';
import type { TCreateDatasetRequest, TUpdateDatasetRequest } from './schema';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Scenario not found' });

export async function listDatasets(db: Db, workspaceId: string) {
  const rows = await db
    .select({ id: datasets.id, name: datasets.name, description: datasets.description, currentVersion: datasets.currentVersion, updatedAt: datasets.updatedAt, caseCount: count(datasetItems.testCaseId) })
    .from(datasets)
    .leftJoin(datasetItems, eq(datasetItems.datasetId, datasets.id))
    .where(eq(datasets.workspaceId, workspaceId))
    .groupBy(datasets.id)
    .orderBy(desc(datasets.updatedAt));
  return rows.map((r) => ({ ...r, caseCount: Number(r.caseCount) }));
}

export async function getDataset(db: Db | Tx, workspaceId: string, id: string) {
  const [ds] = await db.select().from(datasets).where(and(eq(datasets.id, id), eq(datasets.workspaceId, workspaceId)));
  if (!ds) throw notFound();
  const items = await db
    .select({ id: testCases.id, title: testCases.title, status: testCases.status, agentId: testCases.agentId, agentName: agents.name, currentVersion: testCases.currentVersion })
    .from(datasetItems)
    .innerJoin(testCases, eq(testCases.id, datasetItems.testCaseId))
    .innerJoin(agents, eq(agents.id, testCases.agentId))
    .where(eq(datasetItems.datasetId, id))
    .orderBy(asc(datasetItems.position));
  const versions = await db
    .select({ version: datasetVersions.version, changeSummary: datasetVersions.changeSummary, createdAt: datasetVersions.createdAt })
    .from(datasetVersions)
    .where(eq(datasetVersions.datasetId, id))
    .orderBy(desc(datasetVersions.version));
  return { ...ds, items, versions };
}

/** The scenario's case ids and settings, for starting a run of it. */
export async function datasetForRun(db: Db, workspaceId: string, id: string) {
  const [ds] = await db.select({ settings: datasets.scenarioSettings }).from(datasets).where(and(eq(datasets.id, id), eq(datasets.workspaceId, workspaceId)));
  if (!ds) throw notFound();
  const items = await db.select({ id: datasetItems.testCaseId }).from(datasetItems).where(eq(datasetItems.datasetId, id));
  return { settings: ds.settings, testCaseIds: items.map((i) => i.id) };
}

/** A case's unset voice settings take the scenario's; the case's own choices win. */
export function applyScenarioDefaults<T extends Record<string, unknown>>(tc: T, s: ScenarioSettings): T {
  const pick = (own: unknown, dflt: unknown) => (own === null || own === undefined ? (dflt ?? own) : own);
  const languages = tc.languages as string[] | undefined;
  return {
    ...tc,
    gender: pick(tc.gender, s.gender),
    accent: pick(tc.accent, s.accent),
    talkingSpeed: pick(tc.talkingSpeed, s.talkingSpeed),
    backgroundNoise: pick(tc.backgroundNoise, s.backgroundNoise),
    loudnessLevel: pick(tc.loudnessLevel, s.loudnessLevel),
    maxCallDurationMinutes: pick(tc.maxCallDurationMinutes, s.maxCallDurationMinutes),
    voiceSynthesizer: pick(tc.voiceSynthesizer, s.voiceSynthesizer),
    voiceIdentifier: pick(tc.voiceIdentifier, s.voiceIdentifier),
    languages: languages?.length || !s.language || s.language === 'random' ? languages : [s.language],
  };
}

async function writeItems(tx: Tx, workspaceId: string, datasetId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length) {
    const found = await tx.select({ id: testCases.id }).from(testCases).where(and(eq(testCases.workspaceId, workspaceId), inArray(testCases.id, unique)));
    if (found.length !== unique.length) throw new TRPCError({ code: 'NOT_FOUND', message: 'Some of the chosen test cases were not found' });
  }
  await tx.delete(datasetItems).where(eq(datasetItems.datasetId, datasetId));
  if (unique.length) await tx.insert(datasetItems).values(unique.map((testCaseId, position) => ({ workspaceId, datasetId, testCaseId, position })));
  return unique;
}

async function snapshotVersion(tx: Tx, workspaceId: string, datasetId: string, version: number, input: TCreateDatasetRequest, ids: string[], summary: string) {
  await tx.insert(datasetVersions).values({ workspaceId, datasetId, version, changeSummary: summary, snapshot: { name: input.name, scenarioSettings: input.scenarioSettings, testCaseIds: ids } });
}

export function createDataset(db: Db, workspaceId: string, input: TCreateDatasetRequest) {
  return db.transaction(async (tx) => {
    const { testCaseIds, ...fields } = input;
    const [ds] = await tx.insert(datasets).values({ ...fields, workspaceId }).returning({ id: datasets.id });
    const ids = await writeItems(tx, workspaceId, ds!.id, testCaseIds);
    await snapshotVersion(tx, workspaceId, ds!.id, 1, input, ids, 'First version');
    return { id: ds!.id };
  });
}

export function updateDataset(db: Db, workspaceId: string, input: TUpdateDatasetRequest) {
  return db.transaction(async (tx) => {
    const { id, testCaseIds, ...fields } = input;
    const [prev] = await tx.select().from(datasets).where(and(eq(datasets.id, id), eq(datasets.workspaceId, workspaceId))).for('update');
    if (!prev) throw notFound();
    const version = prev.currentVersion + 1;
    await tx.update(datasets).set({ ...fields, currentVersion: version, updatedAt: new Date() }).where(eq(datasets.id, id));
    const ids = await writeItems(tx, workspaceId, id, testCaseIds);
    const changed = [prev.name !== fields.name && 'name', JSON.stringify(prev.scenarioSettings) !== JSON.stringify(fields.scenarioSettings) && 'settings'].filter(Boolean);
    await snapshotVersion(tx, workspaceId, id, version, input, ids, `Saved ${ids.length} case(s)${changed.length ? `; changed ${changed.join(', ')}` : ''}`);
    return { id, version };
  });
}

export async function deleteDataset(db: Db, workspaceId: string, id: string) {
  const gone = await db.delete(datasets).where(and(eq(datasets.id, id), eq(datasets.workspaceId, workspaceId))).returning({ id: datasets.id });
  if (!gone.length) throw notFound();
  return { ok: true };
}
