import { z } from 'zod';
import { MAX_CONCURRENCY_MAX } from '../../shared/constants';

export const ZUpdateWorkspaceSettings = z.object({
  name: z.string().trim().min(1, 'Workspace name is required').max(100).optional(),
  concurrencyMax: z.number().int().min(1, 'Allow at least 1 conversation at once').max(MAX_CONCURRENCY_MAX).optional(),
});
export type TUpdateWorkspaceSettings = z.infer<typeof ZUpdateWorkspaceSettings>;

const ZWorkspaceName = z.string().trim().min(1, 'Workspace name is required').max(100, 'Keep the name under 100 characters');
export const ZCreateWorkspace = z.object({ name: ZWorkspaceName });
export const ZRenameWorkspace = z.object({ workspaceId: z.uuid(), name: ZWorkspaceName });
export const ZDeleteWorkspace = z.object({ workspaceId: z.uuid() });
