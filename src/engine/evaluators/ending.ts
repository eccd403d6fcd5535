import type { z } from 'zod';
import { enumLabel } from '../../shared/enums';
import type { ZEndedByConfig, ZEndReasonConfig } from '../../shared/evaluation-config';
import { fail, pass, type ScoringTranscript, type Verdict } from './types';

const last = (t: ScoringTranscript) => t.messages.at(-1)?.position ?? null;

export function scoreEndedBy(t: ScoringTranscript, c: z.infer<typeof ZEndedByConfig>): Verdict {
  if (!t.whoEnded) return fail('Nobody is recorded as ending the call');
  return t.whoEnded === c.ender
    ? pass(`The ${enumLabel(t.whoEnded).toLowerCase()} ended the call`, last(t))
    : fail(`The ${enumLabel(t.whoEnded).toLowerCase()} ended the call, expected the ${enumLabel(c.ender).toLowerCase()}`, last(t));
}

export function scoreEndReason(t: ScoringTranscript, c: z.infer<typeof ZEndReasonConfig>): Verdict {
  if (!t.endReason) return fail('The call has no recorded end reason');
  const wanted = c.reasons.map(enumLabel).join(' or ');
  return c.reasons.includes(t.endReason)
    ? pass(`Ended: ${enumLabel(t.endReason)}`, last(t))
    : fail(`Ended: ${enumLabel(t.endReason)}, expected ${wanted}`, last(t));
}
