import { z } from 'zod';

export const ZAdmitOrganizationRequest = z.object({
  organizationId: z.uuid(),
  /** When the trial ends; null means no end. */
  trialEndsAt: z.coerce.date().nullable(),
});
