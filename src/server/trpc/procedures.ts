import { TRPCError } from '@trpc/server';
import { WORKSPACE_MESSAGES } from '../../shared/errors';
import { hasPermission, type Permission, type WorkspaceRole } from '../../shared/roles';
import { loadWorkspaceAccess } from '../../features/workspaces/access';
import { publicProcedure } from './init';

export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'USER NOT AUTHENTICATED' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/**
 * Everything a workspace owns is reached through this builder: it resolves the caller's
 * default workspace and role, and refuses gated organizations with the paywall's messages.
 */
export const workspaceProcedure = authedProcedure.use(async ({ ctx, next }) => {
  const access = await loadWorkspaceAccess(ctx.services.db, ctx.user);
  if (!access) throw new TRPCError({ code: 'NOT_FOUND', message: WORKSPACE_MESSAGES.noDefault });
  if (access.gate) throw new TRPCError({ code: 'FORBIDDEN', message: access.gate });
  return next({
    ctx: { ...ctx, workspaceId: access.workspaceId, role: access.role as WorkspaceRole, organizationId: access.organizationId },
  });
});

export function permissionProcedure(permission: Permission) {
  return workspaceProcedure.use(({ ctx, next }) => {
    if (!hasPermission(ctx.role, permission)) {
      throw new TRPCError({ code: 'FORBIDDEN', message: `You do not have permission to ${permission.toLowerCase().replaceAll('_', ' ')}` });
    }
    return next();
  });
}

export const systemAdminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!ctx.user.isSystemAdmin) throw new TRPCError({ code: 'FORBIDDEN', message: 'Only a system admin can do this' });
  return next();
});
