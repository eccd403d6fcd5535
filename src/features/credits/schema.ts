import { z } from 'zod';
import { MAX_MONTHLY_CREDITS } from '../../shared/constants';

export const ZCreditsPage = z.object({ page: z.number().int().min(1).max(100_000).default(1) }).default({ page: 1 });
export const ZSetMonthlyCredits = z.object({
  monthlyCredits: z
    .number('Monthly credits must be a number')
    .int('Monthly credits are a whole number')
    .min(0, 'Monthly credits cannot be negative')
    .max(MAX_MONTHLY_CREDITS, `At most ${MAX_MONTHLY_CREDITS.toLocaleString('en-US')} credits a month`),
});
