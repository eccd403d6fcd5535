import { z } from 'zod';

export const ZCreateAgentGroupRequest = z.object({
  name: z.string().trim().min(1, 'Group name is required').max(120),
  description: z.string().trim().max(2000).optional(),
});
export type TCreateAgentGroupRequest = z.infer<typeof ZCreateAgentGroupRequest>;

export const ZAddAgentToGroupRequest = z.object({ groupId: z.uuid(), agentId: z.uuid() });
