import { TRPCError } from '@trpc/server';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { assertions, assertionVersions, type AssertionDefinition } from '../../server/db/schema';
import { EVALUATION_CONFIGS } from '../../shared/evaluation-config';
import type { TAssertionFields, TUpdateAssertionRequest } from './schema';

export const assertionNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Assertion not found' });

function definitionOf(f: TAssertionFields): AssertionDefinition {
  return {
    importance: f.importance,
    evaluationType: f.evaluationType,
    evaluationConfig: EVALUATION_CONFIGS[f.evaluationType].parse(f.evaluationConfig) as Record<string, unknown>,
    assertionText: f.assertionText,
    passCriteria: f.passCriteria,
    failCriteria: f.failCriteria,
    fewShotExamples: f.fewShotExamples,
  };
}

function columnsOf(f: TAssertionFields, d: AssertionDefinition) {
  const { requiresHumanApproval: _r, evaluationConfig: _c, ...rest } = f;
  return { ...rest, evaluationConfig: d.evaluationConfig };
}

export async function createAssertion(db: Db, workspaceId: string, userId: string, f: TAssertionFields) {
  const definition = definitionOf(f);
  return db.transaction(async (tx) => {
    const [a] = await tx
      .insert(assertions)
      .values({ ...columnsOf(f, definition), workspaceId, createdById: userId, humanApprovalStatus: f.requiresHumanApproval ? 'PENDING' : 'NOT_REQUIRED' })
      .returning({ id: assertions.id });
    const [v] = await tx
      .insert(assertionVersions)
      .values({ workspaceId, assertionId: a!.id, versionNumber: 1, changeType: 'CREATED', isMajorVersion: true, name: f.name, definition, createdById: userId })
      .returning({ id: assertionVersions.id });
    await tx.update(assertions).set({ currentVersionId: v!.id }).where(eq(assertions.id, a!.id));
    return { id: a!.id };
  });
}

/** Saving always makes a new version; it is major when what is checked changed, not only the wording. */
export async function updateAssertion(db: Db, workspaceId: string, userId: string, input: TUpdateAssertionRequest) {
  const f = input.fields;
  const definition = definitionOf(f);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ a: assertions, def: assertionVersions.definition })
      .from(assertions)
      .leftJoin(assertionVersions, eq(assertionVersions.id, assertions.currentVersionId))
      .where(and(eq(assertions.id, input.id), eq(assertions.workspaceId, workspaceId), isNull(assertions.archivedAt)))
      .for('update', { of: assertions });
    if (!current) throw assertionNotFound();
    const versionNumber = current.a.currentVersionNumber + 1;
    const major = JSON.stringify(current.def) !== JSON.stringify(definition);
    const [v] = await tx
      .insert(assertionVersions)
      .values({
        workspaceId,
        assertionId: input.id,
        versionNumber,
        changeType: 'EDITED',
        changeSummary: input.changeSummary || null,
        isMajorVersion: major,
        name: f.name,
        definition,
        createdById: userId,
      })
      .returning({ id: assertionVersions.id });
    // A major change to an approved assertion needs a person's approval again.
    const approval = f.requiresHumanApproval ? (major || current.a.humanApprovalStatus === 'NOT_REQUIRED' ? 'PENDING' : current.a.humanApprovalStatus) : 'NOT_REQUIRED';
    await tx
      .update(assertions)
      .set({ ...columnsOf(f, definition), currentVersionId: v!.id, currentVersionNumber: versionNumber, humanApprovalStatus: approval, updatedAt: new Date() })
      .where(eq(assertions.id, input.id));
    return { id: input.id, versionNumber, isMajorVersion: major };
  });
}

export async function listAssertions(db: Db, workspaceId: string) {
  return db
    .select({
      id: assertions.id,
      name: assertions.name,
      description: assertions.description,
      category: assertions.category,
      icon: assertions.icon,
      color: assertions.color,
      importance: assertions.importance,
      evaluationType: assertions.evaluationType,
      enabledForTesting: assertions.enabledForTesting,
      enabledForMonitoring: assertions.enabledForMonitoring,
      humanApprovalStatus: assertions.humanApprovalStatus,
      tags: assertions.tags,
      agentIds: assertions.agentIds,
      versionNumber: assertions.currentVersionNumber,
      updatedAt: assertions.updatedAt,
      runs: sql<number>`(select count(*)::int from assertion_runs r where r.assertion_id = ${assertions.id})`,
      failed: sql<number>`(select count(*)::int from assertion_runs r where r.assertion_id = ${assertions.id} and coalesce(r.override_status, r.status) = 'FAILED')`,
    })
    .from(assertions)
    .where(and(eq(assertions.workspaceId, workspaceId), isNull(assertions.archivedAt)))
    .orderBy(asc(assertions.name));
}

export async function getAssertion(db: Db, workspaceId: string, id: string) {
  const [a] = await db
    .select()
    .from(assertions)
    .where(and(eq(assertions.id, id), eq(assertions.workspaceId, workspaceId), isNull(assertions.archivedAt)));
  if (!a) throw assertionNotFound();
  const versions = await db
    .select({
      id: assertionVersions.id,
      versionNumber: assertionVersions.versionNumber,
      changeType: assertionVersions.changeType,
      changeSummary: assertionVersions.changeSummary,
      isPublished: assertionVersions.isPublished,
      isMajorVersion: assertionVersions.isMajorVersion,
      createdAt: assertionVersions.createdAt,
    })
    .from(assertionVersions)
    .where(eq(assertionVersions.assertionId, id))
    .orderBy(desc(assertionVersions.versionNumber));
  return { ...a, requiresHumanApproval: a.humanApprovalStatus !== 'NOT_REQUIRED', versions };
}

/** The name for breadcrumbs. */
export async function getAssertionName(db: Db, workspaceId: string, id: string) {
  const [a] = await db
    .select({ id: assertions.id, name: assertions.name })
    .from(assertions)
    .where(and(eq(assertions.id, id), eq(assertions.workspaceId, workspaceId)));
  if (!a) throw assertionNotFound();
  return a;
}

/** Archived, not deleted: verdicts already given keep pointing at what they judged. */
export async function archiveAssertion(db: Db, workspaceId: string, id: string) {
  const [a] = await db
    .update(assertions)
    .set({ archivedAt: new Date() })
    .where(and(eq(assertions.id, id), eq(assertions.workspaceId, workspaceId), isNull(assertions.archivedAt)))
    .returning({ id: assertions.id });
  if (!a) throw assertionNotFound();
  return a;
}

export async function decideApproval(db: Db, workspaceId: string, userId: string, id: string, decision: 'APPROVED' | 'REJECTED') {
  const [a] = await db
    .update(assertions)
    .set({ humanApprovalStatus: decision, approvedById: userId, approvedAt: new Date() })
    .where(and(eq(assertions.id, id), eq(assertions.workspaceId, workspaceId), inArray(assertions.humanApprovalStatus, ['PENDING', 'APPROVED', 'REJECTED'])))
    .returning({ id: assertions.id });
  if (!a) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'This assertion does not ask for approval' });
  return a;
}
