import { z } from 'zod';

export const ZClientErrorReport = z.object({
  level: z.enum(['warning', 'error', 'fatal']),
  errorClass: z.enum(['network', 'type', 'reference', 'async', 'validation', 'general']),
  message: z.string().max(2000),
  stack: z.string().max(8000).optional(),
  route: z.string().max(500),
  fingerprint: z.array(z.string().max(200)).max(4),
  workspaceId: z.uuid().nullable(),
});
export type TClientErrorReport = z.infer<typeof ZClientErrorReport>;
