import fs from 'node:fs';

const listFile = new URL('./common-passwords.txt', import.meta.url);

let common: Set<string> | null = null;
function commonPasswords(): Set<string> {
  common ??= new Set(
    fs
      .readFileSync(listFile, 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#')),
  );
  return common;
}

export const COMMON_PASSWORD_MESSAGE = 'This password is one of the most common ones and easy to guess. Choose another.';

/**
 * Refuses passwords an attacker tries first. Runs on the server only: the list stays out of
 * the browser bundle; the shape rules (length, not just spaces) live in the shared schema.
 */
export function commonPasswordProblem(password: string): string | null {
  return commonPasswords().has(password.trim().toLowerCase()) ? COMMON_PASSWORD_MESSAGE : null;
}
