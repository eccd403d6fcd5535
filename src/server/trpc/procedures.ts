import { TRPCError } from '@trpc/server';
import { WORKSPACE_MESSAGES } from '../../shared/errors';
import { hasPermission, roleLevel, type Permission, type WorkspaceRole } from '../../shared/roles';
import { loadWorkspaceAccess } from '../../features/workspaces/access';
import { publicProcedure } from './init';

/** Anyone identified: a signed-in person or an API key. */
const callerProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: ctx.authProblem ?? 'USER NOT AUTHENTICATED' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** A signed-in person's own account (profile, workspace switching): never reachable with an API key. */
export const authedProcedure = callerProcedure.use(({ ctx, next }) => {
  if (ctx.apiKey) throw new TRPCError({ code: 'FORBIDDEN', message: 'API keys reach workspace data only; sign in to change account settings' });
  return next();
});

/**
 * Everything a workspace owns is reached through this builder: it resolves the caller's
 * default workspace and role, and refuses gated organizations with the paywall's messages.
 */
export const workspaceProcedure = callerProcedure.use(async ({ ctx, next }) => {
  // A key works in its own workspace, with the lower of its role and its creator's current one.
  const access = await loadWorkspaceAccess(ctx.services.db, ctx.user, ctx.apiKey?.workspaceId);
  if (!access) {
    if (ctx.apiKey) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'This API key’s creator is no longer a member of its workspace' });
    throw new TRPCError({ code: 'NOT_FOUND', message: WORKSPACE_MESSAGES.noDefault });
  }
  if (access.gate) throw new TRPCError({ code: 'FORBIDDEN', message: access.gate });
  const role = (ctx.apiKey && roleLevel(ctx.apiKey.role) < roleLevel(access.role) ? ctx.apiKey.role : access.role) as WorkspaceRole;
  return next({
    ctx: { ...ctx, workspaceId: access.workspaceId, role, organizationId: access.organizationId },
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
