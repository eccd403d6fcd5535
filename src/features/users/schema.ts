import { z } from 'zod';

/** Every zone this runtime knows, plus UTC (some runtimes leave it out of the list). */
export const SUPPORTED_TIME_ZONES: readonly string[] = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((z) => z !== 'UTC')];
const zones = new Set(SUPPORTED_TIME_ZONES);
const ZTimezone = z.string().refine((tz) => zones.has(tz), 'Choose a supported time zone, or UTC');

export const ZUpdateTimezone = z.object({ timezone: ZTimezone });
export const ZUpdateDefaultWorkspace = z.object({ defaultWorkspaceId: z.uuid('Choose a workspace') });
export const ZUpdateProfile = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Keep the name under 100 characters'),
  timezone: ZTimezone,
});
export type TUpdateProfile = z.infer<typeof ZUpdateProfile>;
