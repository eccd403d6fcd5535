import { and, asc, eq } from 'drizzle-orm';
import { agentGroups, agents } from '../../server/db/schema';
import { router } from '../../server/trpc/init';
import { workspaceProcedure } from '../../server/trpc/procedures';
import { agentNotFound, assertGroupInWorkspace } from '../agents/service';
import { ZAddAgentToGroupRequest, ZCreateAgentGroupRequest } from './schema';

const keyOf = (name: string) =>
  `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'group'}-${Date.now().toString(36)}`;

export const customerVoiceAgentGroupRouter = router({
  list: workspaceProcedure.query(({ ctx }) =>
    ctx.services.db
      .select({
        id: agentGroups.id,
        name: agentGroups.name,
        description: agentGroups.description,
        createdAt: agentGroups.createdAt,
        updatedAt: agentGroups.updatedAt,
      })
      .from(agentGroups)
      .where(eq(agentGroups.workspaceId, ctx.workspaceId))
      .orderBy(asc(agentGroups.name)),
  ),

  create: workspaceProcedure.input(ZCreateAgentGroupRequest).mutation(async ({ ctx, input }) => {
    const [group] = await ctx.services.db
      .insert(agentGroups)
      .values({ workspaceId: ctx.workspaceId, key: keyOf(input.name), name: input.name, description: input.description })
      .returning({ id: agentGroups.id });
    return { id: group!.id };
  }),

  addAgent: workspaceProcedure.input(ZAddAgentToGroupRequest).mutation(async ({ ctx, input }) => {
    await assertGroupInWorkspace(ctx.services.db, ctx.workspaceId, input.groupId);
    const updated = await ctx.services.db
      .update(agents)
      .set({ groupId: input.groupId })
      .where(and(eq(agents.id, input.agentId), eq(agents.workspaceId, ctx.workspaceId)))
      .returning({ id: agents.id });
    if (!updated.length) throw agentNotFound();
    return { ok: true };
  }),
});
