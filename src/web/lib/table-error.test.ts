import { describe, expect, it } from 'vitest';
import { clearFormBackup, formErrorMessage, readFormBackup, saveFormBackup } from './form-backup';
import { tableErrorText } from './table-error';

describe('table error screen', () => {
  it('network-like failures, other failures, then advice after more than 2; rows appended', () => {
    expect(tableErrorText('runs', 'Failed to fetch', 1)).toBe('Failed to load runs data. Please check your connection and try again.');
    expect(tableErrorText('runs', 'request timeout', 2)).toBe('Failed to load runs data. Please check your connection and try again.');
    expect(tableErrorText('runs', 'boom', 1)).toBe('Error loading runs table');
    expect(tableErrorText('runs', 'boom', 3)).toBe('The runs is experiencing issues. Try resetting filters or refreshing the page.');
    expect(tableErrorText('runs', 'boom', 1, 12)).toBe('Error loading runs table (12 rows affected)');
  });
});

describe('form backup', () => {
  const store = new Map<string, string>();
  const storage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  } as Storage;
  it('saves per form with a timestamp, restores, clears', () => {
    expect(saveFormBackup('profile', { name: 'Ada' }, 1234, storage)).toBe(true);
    expect(readFormBackup('profile', storage)).toEqual({ values: { name: 'Ada' }, savedAt: 1234 });
    expect(readFormBackup('other', storage)).toBeNull();
    clearFormBackup('profile', storage);
    expect(readFormBackup('profile', storage)).toBeNull();
  });
  it('the message says the data was saved only when it was', () => {
    expect(formErrorMessage('profile', true)).toBe('An error occurred while processing the profile form or your form. Your data has been saved.');
    expect(formErrorMessage('profile', false)).toBe('An error occurred while processing the profile form or your form.');
  });
});
