import { TRPCError } from '@trpc/server';
import { desc, eq, sql } from 'drizzle-orm';
import { organizations } from '../../server/db/schema';
import { router } from '../../server/trpc/init';
import { systemAdminProcedure } from '../../server/trpc/procedures';
import { listWorkspaceFlags, updateWorkspaceFlags } from './flags-service';
import { ZAdmitOrganizationRequest, ZUpdateWorkspaceFlags } from './schema';

export const adminRouter = router({
  listOrganizations: systemAdminProcedure.query(({ ctx }) =>
    ctx.services.db
      .select({
        id: organizations.id,
        name: organizations.name,
        admittedAt: organizations.admittedAt,
        trialEndsAt: organizations.trialEndsAt,
        createdAt: organizations.createdAt,
        ownerEmail: sql<string | null>`(select u.email from users u join workspaces w on w.id = u.default_workspace_id
          where w.organization_id = "organizations"."id" order by u.created_at limit 1)`,
      })
      .from(organizations)
      .orderBy(desc(organizations.createdAt)),
  ),

  admitOrganization: systemAdminProcedure.input(ZAdmitOrganizationRequest).mutation(async ({ ctx, input }) => {
    const updated = await ctx.services.db
      .update(organizations)
      .set({ admittedAt: new Date(), trialEndsAt: input.trialEndsAt })
      .where(eq(organizations.id, input.organizationId))
      .returning({ id: organizations.id });
    if (!updated.length) throw new TRPCError({ code: 'NOT_FOUND', message: 'Organization not found' });
    return { ok: true };
  }),

  listWorkspaceFlags: systemAdminProcedure.query(({ ctx }) => listWorkspaceFlags(ctx.services.db)),

  updateWorkspaceFlags: systemAdminProcedure.input(ZUpdateWorkspaceFlags).mutation(async ({ ctx, input }) => {
    if (!(await updateWorkspaceFlags(ctx.services.db, input))) throw new TRPCError({ code: 'NOT_FOUND', message: 'Workspace not found' });
    return { ok: true };
  }),
});
