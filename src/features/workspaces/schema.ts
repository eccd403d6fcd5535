import { z } from 'zod';
import { MAX_CONCURRENCY_MAX } from '../../shared/constants';

export const ZUpdateWorkspaceSettings = z.object({
  name: z.string().trim().min(1, 'Workspace name is required').max(100).optional(),
  concurrencyMax: z.number().int().min(1, 'Allow at least 1 conversation at once').max(MAX_CONCURRENCY_MAX).optional(),
});
export type TUpdateWorkspaceSettings = z.infer<typeof ZUpdateWorkspaceSettings>;
