import { TRPCError } from '@trpc/server';

/** Deeper than any real input (extraBody included); a guard against stack-exhausting payloads. */
export const MAX_INPUT_DEPTH = 64;

const where = (path: string[]) => (path.length ? path.join('.') : 'the input');

/**
 * What makes an input unsafe before any schema sees it: text with a NUL character, which
 * Postgres cannot store in text or jsonb, and nesting deep enough to exhaust a recursive walk.
 * Iterative, so the check itself cannot overflow the stack.
 */
export function inputProblem(value: unknown): string | null {
  const stack: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  while (stack.length) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return `${where(path)} contains a NUL character (\\u0000), which cannot be stored`;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (path.length >= MAX_INPUT_DEPTH) return `${where(path.slice(0, 3))}… is nested deeper than ${MAX_INPUT_DEPTH} levels`;
    for (const [key, child] of Object.entries(current)) {
      if (key.includes('\u0000')) return `${where(path)} has a key with a NUL character (\\u0000), which cannot be stored`;
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

/** One guard on the base procedure, so every procedure (query, mutation, subscription) has it. */
export async function guardRawInput(getRawInput: () => Promise<unknown>) {
  const problem = inputProblem(await getRawInput());
  if (problem) throw new TRPCError({ code: 'BAD_REQUEST', message: `Invalid input: ${problem}` });
}
