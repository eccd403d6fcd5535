import { DEFAULT_TRIAL_DAYS } from '../../../shared/constants';

/** yyyy-mm-dd for a date input, DEFAULT_TRIAL_DAYS from today. */
export function defaultTrialEnd(now = new Date()): string {
  const d = new Date(now);
  d.setDate(d.getDate() + DEFAULT_TRIAL_DAYS);
  return toDateInput(d);
}

export function toDateInput(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The end of the chosen day in local time; null when left empty (no end). */
export function fromDateInput(value: string): Date | null {
  if (!value) return null;
  const [y, m, d] = value.split('-').map(Number);
  return new Date(y!, m! - 1, d!, 23, 59, 59);
}

/** A chosen end that has already passed (no end is never past). */
export function isPast(end: Date | null, now = new Date()): boolean {
  return !!end && end.getTime() < now.getTime();
}
