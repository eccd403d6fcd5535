import { z } from 'zod';

const zones = new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);

export const ZUpdateTimezone = z.object({
  timezone: z.string().refine((tz) => zones.has(tz), 'Choose a supported time zone, or UTC'),
});
export const ZUpdateDefaultWorkspace = z.object({ defaultWorkspaceId: z.uuid('Choose a workspace') });
