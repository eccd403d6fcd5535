import { TRPCError } from '@trpc/server';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { agents, assertionGaps, assertionSuggestions, assertions } from '../../server/db/schema';
import { ZAssertionFields } from './schema';
import { archiveAssertion, createAssertion, getAssertion, updateAssertion } from './service';

export async function listSuggestions(db: Db, workspaceId: string) {
  return db
    .select({ s: assertionSuggestions, agentName: agents.name, assertionName: assertions.name })
    .from(assertionSuggestions)
    .leftJoin(agents, eq(agents.id, assertionSuggestions.agentId))
    .leftJoin(assertions, eq(assertions.id, assertionSuggestions.assertionId))
    .where(eq(assertionSuggestions.workspaceId, workspaceId))
    .orderBy(desc(assertionSuggestions.createdAt))
    .then((rows) => rows.map((r) => ({ ...r.s, agentName: r.agentName, assertionName: r.assertionName })));
}

/**
 * Accepting a suggestion does what it proposes (create, update as a new version, or archive);
 * rejecting only records the decision. Either way it is decided once.
 */
export async function decideSuggestion(db: Db, workspaceId: string, userId: string, id: string, decision: 'ACCEPTED' | 'REJECTED') {
  const [s] = await db
    .select()
    .from(assertionSuggestions)
    .where(and(eq(assertionSuggestions.id, id), eq(assertionSuggestions.workspaceId, workspaceId)));
  if (!s) throw new TRPCError({ code: 'NOT_FOUND', message: 'Suggestion not found' });
  if (s.status !== 'PENDING') throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'This suggestion was already decided' });
  let assertionId = s.assertionId;
  if (decision === 'ACCEPTED') {
    if (s.operation === 'DELETE') {
      if (!s.assertionId) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'The suggestion names no assertion' });
      await archiveAssertion(db, workspaceId, s.assertionId);
    } else {
      const base = s.operation === 'UPDATE' && s.assertionId ? await getAssertion(db, workspaceId, s.assertionId) : {};
      const fields = ZAssertionFields.safeParse({ ...base, ...s.proposed });
      if (!fields.success) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: `The suggested assertion is not valid: ${fields.error.issues[0]?.message}` });
      }
      if (s.operation === 'CREATE') assertionId = (await createAssertion(db, workspaceId, userId, fields.data)).id;
      else await updateAssertion(db, workspaceId, userId, { id: s.assertionId!, changeSummary: `Suggestion: ${s.title}`, fields: fields.data });
    }
  }
  await db
    .update(assertionSuggestions)
    .set({ status: decision, decidedById: userId, decidedAt: new Date(), assertionId })
    .where(eq(assertionSuggestions.id, id));
  return { ok: true, assertionId };
}

export async function listGaps(db: Db, workspaceId: string) {
  return db
    .select({ g: assertionGaps, agentName: agents.name })
    .from(assertionGaps)
    .leftJoin(agents, eq(agents.id, assertionGaps.agentId))
    .where(eq(assertionGaps.workspaceId, workspaceId))
    .orderBy(desc(assertionGaps.createdAt))
    .then((rows) => rows.map((r) => ({ ...r.g, agentName: r.agentName })));
}

export async function decideGap(db: Db, workspaceId: string, userId: string, id: string, status: 'OPEN' | 'RESOLVED' | 'DISMISSED') {
  const [g] = await db
    .update(assertionGaps)
    .set({ status, decidedById: status === 'OPEN' ? null : userId, decidedAt: status === 'OPEN' ? null : new Date() })
    .where(and(eq(assertionGaps.id, id), eq(assertionGaps.workspaceId, workspaceId)))
    .returning({ id: assertionGaps.id });
  if (!g) throw new TRPCError({ code: 'NOT_FOUND', message: 'Gap not found' });
  return g;
}
