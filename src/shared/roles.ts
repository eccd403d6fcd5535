// Workspace roles, levels and permission bits (SPEC §6). One table, read by the
// server's guards and the browser's navigation alike.

export const WORKSPACE_ROLES = [
  'WORKSPACE_MEMBER',
  'WORKSPACE_ADMIN',
  'WORKSPACE_OWNER',
  'ORGANIZATION_OWNER',
  'SYSTEM_ADMIN',
] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];
export const DEFAULT_ROLE: WorkspaceRole = 'WORKSPACE_MEMBER';

export const ROLE_LABELS: Record<WorkspaceRole, string> = {
  WORKSPACE_MEMBER: 'Workspace Member',
  WORKSPACE_ADMIN: 'Workspace Admin',
  WORKSPACE_OWNER: 'Workspace Owner',
  ORGANIZATION_OWNER: 'Organization Owner',
  SYSTEM_ADMIN: 'System Admin',
};

export const ROLE_LEVELS: Record<WorkspaceRole, number> = {
  WORKSPACE_MEMBER: 1,
  WORKSPACE_ADMIN: 3,
  WORKSPACE_OWNER: 7,
  ORGANIZATION_OWNER: 15,
  SYSTEM_ADMIN: 31,
};

/** Unknown roles fall back to the member level. */
export function roleLevel(role: string | null | undefined): number {
  return ROLE_LEVELS[role as WorkspaceRole] ?? ROLE_LEVELS.WORKSPACE_MEMBER;
}

export const PERMISSIONS = {
  LIST_WORKSPACES: 1,
  ADD_WORKSPACE: 2,
  DELETE_WORKSPACE: 4,
  VIEW_WORKSPACE: 8,
  LIST_MEMBERS: 16,
  INVITE_MEMBER: 32,
  REMOVE_MEMBER: 64,
  UPDATE_MEMBER: 128,
  UPDATE_WORKSPACE_SETTINGS: 256,
} as const;
export type Permission = keyof typeof PERMISSIONS;

const bits = (...names: Permission[]) => names.reduce((sum, n) => sum | PERMISSIONS[n], 0);
const ADMIN_SET = bits('LIST_WORKSPACES', 'VIEW_WORKSPACE', 'LIST_MEMBERS', 'INVITE_MEMBER');
const ALL = bits(...(Object.keys(PERMISSIONS) as Permission[]));

export const ROLE_PERMISSIONS: Record<WorkspaceRole, number> = {
  WORKSPACE_MEMBER: bits('LIST_WORKSPACES'),
  WORKSPACE_ADMIN: ADMIN_SET,
  WORKSPACE_OWNER: ADMIN_SET | bits('ADD_WORKSPACE', 'DELETE_WORKSPACE', 'REMOVE_MEMBER', 'UPDATE_MEMBER'),
  ORGANIZATION_OWNER: ALL,
  SYSTEM_ADMIN: ALL,
};

export function hasPermission(role: string | null | undefined, permission: Permission): boolean {
  const mask = ROLE_PERMISSIONS[role as WorkspaceRole] ?? ROLE_PERMISSIONS.WORKSPACE_MEMBER;
  return (mask & PERMISSIONS[permission]) !== 0;
}

/** "Admin" in navigation terms (SPEC §6): workspace admin level or above. */
export function isAdminRole(role: string | null | undefined): boolean {
  return roleLevel(role) >= ROLE_LEVELS.WORKSPACE_ADMIN;
}

/** Display sort order: owner, then admin, then member (higher levels first). */
export function compareRolesForDisplay(a: string, b: string): number {
  return roleLevel(b) - roleLevel(a);
}

/** Roles a member may hand out: up to their own level. System admin is a property of the user, never handed out here. */
export function assignableRoles(actorRole: string | null | undefined): WorkspaceRole[] {
  const level = roleLevel(actorRole);
  return WORKSPACE_ROLES.filter((r) => r !== 'SYSTEM_ADMIN' && ROLE_LEVELS[r] <= level);
}

/** An actor may change or remove only members at or below their own level. */
export function canManageMember(actorRole: string | null | undefined, targetRole: string | null | undefined): boolean {
  return roleLevel(actorRole) >= roleLevel(targetRole);
}
