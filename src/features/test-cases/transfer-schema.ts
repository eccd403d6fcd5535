import { z } from 'zod';

export const TRANSFER_FORMATS = ['json', 'yaml', 'csv'] as const;
export type TransferFormat = (typeof TRANSFER_FORMATS)[number];

export const ZExportRequest = z.object({
  format: z.enum(TRANSFER_FORMATS),
  agentId: z.uuid().optional(),
  ids: z.array(z.uuid()).max(5000).optional(),
});
export type TExportRequest = z.infer<typeof ZExportRequest>;

export const ZImportRequest = z.object({
  format: z.enum(TRANSFER_FORMATS),
  /** The file's text; 5 MB is far above any realistic case library kept in git. */
  content: z.string().min(1, 'The file is empty').max(5_000_000, 'The file is larger than 5 MB'),
  /** The agent for rows that name none. */
  agentId: z.uuid('Choose an agent'),
  /** Check every row and report, without saving anything. */
  dryRun: z.boolean().default(false),
});
export type TImportRequest = z.infer<typeof ZImportRequest>;
