import { z } from 'zod';
import { WORKSPACE_FLAG_KEYS } from '../../shared/flags';

export const ZAdmitOrganizationRequest = z.object({
  organizationId: z.uuid(),
  /** When the trial ends; null means no end. */
  trialEndsAt: z.coerce.date().nullable(),
});

const flagShape = Object.fromEntries(WORKSPACE_FLAG_KEYS.map((k) => [k, z.boolean().optional()])) as Record<
  (typeof WORKSPACE_FLAG_KEYS)[number],
  z.ZodOptional<z.ZodBoolean>
>;

export const ZUpdateWorkspaceFlags = z.object({
  workspaceId: z.uuid(),
  flags: z.strictObject({ ...flagShape, testingFrameworkOverride: z.boolean().nullable().optional() }),
});
export type TUpdateWorkspaceFlags = z.infer<typeof ZUpdateWorkspaceFlags>;
