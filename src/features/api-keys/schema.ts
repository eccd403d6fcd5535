import { z } from 'zod';
import { WORKSPACE_ROLES } from '../../shared/roles';

export const ZCreateApiKey = z.object({
  name: z.string().trim().min(1, 'Name the key (for example “GitHub Actions”)').max(100, 'Names are at most 100 characters'),
  role: z.enum(WORKSPACE_ROLES, 'Choose a role').refine((r) => r !== 'SYSTEM_ADMIN', 'A key cannot be a system admin'),
});
export type TCreateApiKey = z.infer<typeof ZCreateApiKey>;

export const ZApiKeyId = z.object({ id: z.uuid('That is not a valid API key id') });
