import { TRPCError } from '@trpc/server';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { agentGroups, agents, chatAgents } from '../../server/db/schema';
import type { TCreateAgentRequest, TUpdateAgentRequest } from './schema';

export const agentNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Agent not found' });

export async function listAgents(db: Db, workspaceId: string) {
  const rows = await db
    .select({
      id: agents.id,
      name: agents.name,
      provider: agents.provider,
      sourceId: agents.sourceId,
      isDemo: agents.isDemo,
      groupId: agents.groupId,
      createdAt: agents.createdAt,
      updatedAt: agents.updatedAt,
    })
    .from(agents)
    .where(eq(agents.workspaceId, workspaceId))
    .orderBy(asc(agents.name));
  // The seed reads group.id and currentVersion.createdAt; versions arrive later, so the agent's own date stands in.
  return rows.map((r) => ({ ...r, group: r.groupId ? { id: r.groupId } : null, currentVersion: { createdAt: r.updatedAt } }));
}

/** One agent in the workspace with its chat endpoint; the secret itself never leaves the server. */
export async function getAgent(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select({ agent: agents, chat: chatAgents })
    .from(agents)
    .leftJoin(chatAgents, eq(chatAgents.agentId, agents.id))
    .where(and(eq(agents.id, id), eq(agents.workspaceId, workspaceId)));
  if (!row) throw agentNotFound();
  const { chat } = row;
  return {
    ...row.agent,
    chat: chat && {
      url: chat.url,
      protocol: chat.protocol,
      maxTurns: chat.maxTurns,
      extraBody: chat.extraBody,
      connection: chat.connection,
      hasSecret: !!chat.secret,
    },
  };
}

export async function createAgent(db: Db, workspaceId: string, input: TCreateAgentRequest) {
  return db.transaction(async (tx) => {
    const [agent] = await tx
      .insert(agents)
      .values({ workspaceId, name: input.name, description: input.description, provider: input.provider, supportedChannels: ['CHAT'] })
      .returning({ id: agents.id });
    await tx.insert(chatAgents).values({
      agentId: agent!.id,
      workspaceId,
      name: input.name,
      url: input.chat.url,
      secret: input.chat.secret || null,
      extraBody: input.chat.extraBody,
      protocol: input.chat.protocol,
      maxTurns: input.chat.maxTurns,
      connection: input.chat.connection ?? null,
    });
    return { id: agent!.id };
  });
}

export async function updateAgent(db: Db, workspaceId: string, input: TUpdateAgentRequest) {
  return db.transaction(async (tx) => {
    const [agent] = await tx
      .update(agents)
      .set({ name: input.name, description: input.description, provider: input.provider, updatedAt: new Date() })
      .where(and(eq(agents.id, input.id), eq(agents.workspaceId, workspaceId)))
      .returning({ id: agents.id });
    if (!agent) throw agentNotFound();
    const chat = {
      name: input.name,
      url: input.chat.url,
      extraBody: input.chat.extraBody,
      protocol: input.chat.protocol,
      maxTurns: input.chat.maxTurns,
      connection: input.chat.connection ?? null,
      updatedAt: new Date(),
      ...(input.chat.secret === undefined ? {} : { secret: input.chat.secret || null }),
    };
    await tx
      .insert(chatAgents)
      .values({ agentId: agent.id, workspaceId, ...chat })
      .onConflictDoUpdate({ target: chatAgents.agentId, set: chat });
    return { id: agent.id };
  });
}

export async function deleteAgent(db: Db, workspaceId: string, id: string) {
  const deleted = await db
    .delete(agents)
    .where(and(eq(agents.id, id), eq(agents.workspaceId, workspaceId)))
    .returning({ id: agents.id });
  if (!deleted.length) throw agentNotFound();
  return { ok: true };
}

/** Guards references to a group from another workspace. */
export async function assertGroupInWorkspace(db: Db, workspaceId: string, groupId: string) {
  const [g] = await db
    .select({ id: agentGroups.id })
    .from(agentGroups)
    .where(and(eq(agentGroups.id, groupId), eq(agentGroups.workspaceId, workspaceId)));
  if (!g) throw new TRPCError({ code: 'NOT_FOUND', message: 'Agent group not found' });
}
