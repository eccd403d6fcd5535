import { describe, expect, it } from 'vitest';
import { compareRolesForDisplay, hasPermission, PERMISSIONS, roleLevel, ROLE_PERMISSIONS, type Permission, type WorkspaceRole } from './roles';

const ALL = Object.keys(PERMISSIONS) as Permission[];
const ADMIN: Permission[] = ['LIST_WORKSPACES', 'VIEW_WORKSPACE', 'LIST_MEMBERS', 'INVITE_MEMBER'];

const table: Array<[WorkspaceRole, number, Permission[]]> = [
  ['WORKSPACE_MEMBER', 1, ['LIST_WORKSPACES']],
  ['WORKSPACE_ADMIN', 3, ADMIN],
  ['WORKSPACE_OWNER', 7, [...ADMIN, 'ADD_WORKSPACE', 'DELETE_WORKSPACE', 'REMOVE_MEMBER', 'UPDATE_MEMBER']],
  ['ORGANIZATION_OWNER', 15, ALL],
  ['SYSTEM_ADMIN', 31, ALL],
];

describe('roles and permissions (SPEC §6)', () => {
  it.each(table)('%s has level %i and exactly its permission set', (role, level, allowed) => {
    expect(roleLevel(role)).toBe(level);
    for (const p of ALL) expect(hasPermission(role, p), `${role} ${p}`).toBe(allowed.includes(p));
  });

  it('has the spec bit values', () => {
    expect(PERMISSIONS).toEqual({
      LIST_WORKSPACES: 1,
      ADD_WORKSPACE: 2,
      DELETE_WORKSPACE: 4,
      VIEW_WORKSPACE: 8,
      LIST_MEMBERS: 16,
      INVITE_MEMBER: 32,
      REMOVE_MEMBER: 64,
      UPDATE_MEMBER: 128,
      UPDATE_WORKSPACE_SETTINGS: 256,
    });
    expect(ROLE_PERMISSIONS.SYSTEM_ADMIN).toBe(511);
    expect(hasPermission('WORKSPACE_OWNER', 'UPDATE_WORKSPACE_SETTINGS')).toBe(false);
  });

  it('treats unknown roles as members and sorts owner, admin, member', () => {
    expect(roleLevel('SOMETHING_ELSE')).toBe(1);
    expect(hasPermission('SOMETHING_ELSE', 'VIEW_WORKSPACE')).toBe(false);
    expect(['WORKSPACE_MEMBER', 'WORKSPACE_OWNER', 'WORKSPACE_ADMIN'].sort(compareRolesForDisplay)).toEqual([
      'WORKSPACE_OWNER',
      'WORKSPACE_ADMIN',
      'WORKSPACE_MEMBER',
    ]);
  });
});

describe('handing out roles', () => {
  it('up to your own level, never system admin; manage only at or below your level; display sort owner → admin → member', async () => {
    const { assignableRoles, canManageMember, compareRolesForDisplay } = await import('./roles');
    expect(assignableRoles('WORKSPACE_ADMIN')).toEqual(['WORKSPACE_MEMBER', 'WORKSPACE_ADMIN']);
    expect(assignableRoles('SYSTEM_ADMIN')).not.toContain('SYSTEM_ADMIN');
    expect(assignableRoles('bogus')).toEqual(['WORKSPACE_MEMBER']);
    expect(canManageMember('WORKSPACE_OWNER', 'WORKSPACE_ADMIN')).toBe(true);
    expect(canManageMember('WORKSPACE_ADMIN', 'WORKSPACE_OWNER')).toBe(false);
    expect(['WORKSPACE_MEMBER', 'WORKSPACE_OWNER', 'WORKSPACE_ADMIN'].sort(compareRolesForDisplay)).toEqual(['WORKSPACE_OWNER', 'WORKSPACE_ADMIN', 'WORKSPACE_MEMBER']);
  });
});
