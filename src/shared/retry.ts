// Retry profiles and the texts a retrying section shows.

export interface RetryProfile {
  maxRetries: number;
  initialDelayMs: number;
  maxDelayMs: number;
  backoffFactor: number;
}

export const RETRY_PROFILES = {
  criticalData: { maxRetries: 5, initialDelayMs: 1000, maxDelayMs: 30_000, backoffFactor: 2 },
  dataFetch: { maxRetries: 3, initialDelayMs: 1000, maxDelayMs: 16_000, backoffFactor: 2 },
  formSubmit: { maxRetries: 2, initialDelayMs: 2000, maxDelayMs: 8000, backoffFactor: 2 },
  realTime: { maxRetries: 10, initialDelayMs: 500, maxDelayMs: 5000, backoffFactor: 1.5 },
  background: { maxRetries: 1, initialDelayMs: 5000, maxDelayMs: 10_000, backoffFactor: 1 },
  default: { maxRetries: 3, initialDelayMs: 1000, maxDelayMs: 16_000, backoffFactor: 2 },
} as const satisfies Record<string, RetryProfile>;

/** The wait before retry number `attempt` (0 = first retry): growing by the factor, capped. */
export function retryDelay(profile: RetryProfile, attempt: number): number {
  return Math.min(profile.initialDelayMs * profile.backoffFactor ** attempt, profile.maxDelayMs);
}

/** Data queries: 3 retries, doubling from 1 s up to 30 s. */
export const QUERY_RETRIES = 3;
export const queryRetryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

export const retryingText = (seconds: number, attempt: number) => `Retrying in ${seconds} seconds... (Attempt ${attempt})`;
export const clickToRetryText = (attempts: number, max: number) => `Failed to load. Click to retry (${attempts}/${max} attempts)`;
export const exhaustedText = (attempts: number) => `Failed after ${attempts} attempts. Please refresh the page or contact support.`;

/** A manual retry is offered while attempts are below the maximum. */
export const canRetry = (attempts: number, max: number) => attempts < max;
