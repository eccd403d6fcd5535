import { setFlagsFromString } from 'node:v8';
import type { z } from 'zod';
import type { ZRegexConfig } from '../../shared/evaluation-config';
import { foldCase, unsafeRegexReason } from '../../shared/safe-regex';
import { REGEX_MAX_INPUT_CHARS } from '../../shared/scoring';
import { normalized } from './text';
import { agentMessages, error, fail, pass, quote, type ScoringTranscript, type Verdict } from './types';

type Config = z.infer<typeof ZRegexConfig>;

// V8 ships a linear-time regex engine behind a flag (the `l` flag). Patterns written by users
// run on it, so no pattern can backtrack catastrophically, whatever it looks like. The flag is
// read when a RegExp is compiled, so turning it on here, before any `l` pattern, is enough.
let linear = false;
try {
  setFlagsFromString('--enable-experimental-regexp-engine');
  new RegExp('a', 'l' as string);
  linear = true;
} catch {
  linear = false;
}

/** Compiles a user pattern for linear-time matching; case-insensitivity is written into the pattern. */
export function compileSafe(pattern: string, caseSensitive: boolean): RegExp {
  const why = unsafeRegexReason(pattern);
  if (why) throw new Error(why);
  if (!linear) {
    // Without the linear engine the checks above (no back-references, no lookarounds) and the
    // bounded input are the protection left.
    return new RegExp(pattern, caseSensitive ? '' : 'i');
  }
  try {
    return new RegExp(caseSensitive ? pattern : foldCase(pattern), 'l');
  } catch (e) {
    throw new Error(`This pattern cannot be matched in linear time: ${(e as Error).message}`);
  }
}

const cache = new Map<string, RegExp>();
function cached(pattern: string, caseSensitive: boolean): RegExp {
  const key = `${caseSensitive ? 1 : 0}${pattern}`;
  let re = cache.get(key);
  if (!re) {
    re = compileSafe(pattern, caseSensitive);
    if (cache.size > 1000) cache.clear();
    cache.set(key, re);
  }
  return re;
}

/** Passes when an agent reply matches (or, with shouldMatch off, when none does). */
export function scoreRegex(t: ScoringTranscript, c: Config): Verdict {
  let re: RegExp;
  try {
    re = cached(c.pattern, c.caseSensitive);
  } catch (e) {
    return error((e as Error).message);
  }
  const replies = agentMessages(t, c.turn);
  if (!replies.length && c.shouldMatch) return fail(c.turn == null ? 'The agent never answered' : `The agent gave no reply ${c.turn}`);
  // Replies are checked on their first REGEX_MAX_INPUT_CHARS characters: a bound on the work per reply.
  const hit = replies.find((m) => re.test(normalized(m.content, false).slice(0, REGEX_MAX_INPUT_CHARS)));
  const shown = `/${c.pattern}/`;
  if (c.shouldMatch) {
    return hit ? pass(`Agent reply matched ${shown}: ${quote(hit.content)}`, hit.position) : fail(`No agent reply matched ${shown}`);
  }
  return hit ? fail(`Agent reply matched ${shown}: ${quote(hit.content)}`, hit.position) : pass(`No agent reply matched ${shown}`);
}
