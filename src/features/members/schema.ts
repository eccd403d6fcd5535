import { z } from 'zod';
import { WORKSPACE_ROLES } from '../../shared/roles';

const ZRole = z.enum(WORKSPACE_ROLES.filter((r) => r !== 'SYSTEM_ADMIN') as [string, ...string[]], 'Choose a role');

export const ZInviteMember = z.object({
  email: z.email('Enter a valid e-mail address').trim().toLowerCase().max(254),
  role: ZRole.default('WORKSPACE_MEMBER'),
});
export type TInviteMember = z.infer<typeof ZInviteMember>;

export const ZUpdateMemberRole = z.object({ userId: z.uuid(), role: ZRole });
export const ZRemoveMember = z.object({ userId: z.uuid() });
export const ZRevokeInvite = z.object({ inviteId: z.uuid() });
/** The token from an invitation link (base64url). */
export const ZInviteToken = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This invitation link is not valid') });
