import { type TRunSettings, ZRunSettings } from '../schema';

/** Where the run dialog remembers its values in this browser. */
export const RUN_DIALOG_STORAGE_KEY = 'rehearse.runDialog';

/** The values last used to start a run here; anything unreadable is forgotten. */
export function loadRunDialogValues(): TRunSettings {
  try {
    const raw = localStorage.getItem(RUN_DIALOG_STORAGE_KEY);
    const parsed = raw ? ZRunSettings.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function saveRunDialogValues(values: TRunSettings) {
  try {
    localStorage.setItem(RUN_DIALOG_STORAGE_KEY, JSON.stringify(values));
  } catch {
    // Storage full or disabled: the dialog still works, it just forgets.
  }
}

export function clearRunDialogValues() {
  try {
    localStorage.removeItem(RUN_DIALOG_STORAGE_KEY);
  } catch {
    // nothing stored to clear
  }
}

export const hasSavedRunDialogValues = () => Object.values(loadRunDialogValues()).some((v) => v !== undefined && v !== '');
