import { CREDIT_PRICES } from '../../shared/constants';

/** Started minutes of a call: a 61-second call is two minutes, a call that never connected is one. */
export const callMinutes = (durationMs: number | null) => Math.max(1, Math.ceil((durationMs ?? 0) / 60_000));

/** What one case run costs once its conversation is over. */
export function caseRunCharge(channel: 'CHAT' | 'VOICE', durationMs: number | null) {
  return channel === 'VOICE'
    ? { activityType: 'CALL_SIM' as const, credits: CREDIT_PRICES.CALL_SIM * callMinutes(durationMs) }
    : { activityType: 'CHAT_SIM' as const, credits: CREDIT_PRICES.CHAT_SIM };
}

/**
 * What a run will cost at most: a chat case run is one charge; a call is charged per started
 * minute, so its bound is the case's longest allowed call.
 */
export function estimateCredits(channel: 'CHAT' | 'VOICE', caseMaxMinutes: number[], repeats: number) {
  const perAttempt = channel === 'VOICE' ? caseMaxMinutes.reduce((sum, m) => sum + CREDIT_PRICES.CALL_SIM * Math.max(1, Math.ceil(m)), 0) : caseMaxMinutes.length * CREDIT_PRICES.CHAT_SIM;
  return perAttempt * repeats;
}
