// When a form fails, what was typed is kept locally (per form name, with the time), so it can
// be restored after a reload or a retry instead of typed again.

const PREFIX = 'rehearse.form-backup.';

export interface FormBackup<T> {
  values: T;
  savedAt: number;
}

export function saveFormBackup<T>(form: string, values: T, now = Date.now(), storage: Storage = localStorage): boolean {
  try {
    storage.setItem(PREFIX + form, JSON.stringify({ values, savedAt: now }));
    return true;
  } catch {
    return false;
  }
}

export function readFormBackup<T>(form: string, storage: Storage = localStorage): FormBackup<T> | null {
  try {
    const raw = storage.getItem(PREFIX + form);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as FormBackup<T>;
    return typeof parsed?.savedAt === 'number' && 'values' in parsed ? parsed : null;
  } catch {
    return null;
  }
}

export function clearFormBackup(form: string, storage: Storage = localStorage) {
  try {
    storage.removeItem(PREFIX + form);
  } catch {
    /* nothing to clear */
  }
}

export function formErrorMessage(form: string, saved: boolean): string {
  const base = `An error occurred while processing the ${form} form or your form.`;
  return saved ? `${base} Your data has been saved.` : base;
}
