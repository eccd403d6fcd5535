import { REGEX_MAX_PATTERN_CHARS } from './scoring';

/**
 * Why a user-written pattern is refused, or null when it may run. Patterns are written by
 * people and run against every agent reply on shared workers, so only the constructs a
 * linear-time matcher can execute are allowed: no back-references and no lookarounds, which
 * are exactly what turns a regex into a potential ReDoS. The browser's form and the server's
 * input schema both call this, so a refused pattern is refused with the same words.
 */
export function unsafeRegexReason(pattern: string): string | null {
  if (!pattern) return 'Enter a pattern';
  if (pattern.length > REGEX_MAX_PATTERN_CHARS) return `Patterns are limited to ${REGEX_MAX_PATTERN_CHARS} characters`;
  try {
    new RegExp(pattern);
  } catch (error) {
    return `Not a valid regular expression: ${(error as Error).message.replace(/^Invalid regular expression: /, '')}`;
  }
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      const next = pattern[i + 1] ?? '';
      if (/[1-9]/.test(next) || next === 'k') return 'Back-references are not allowed (they can make matching take exponential time)';
      i++;
    } else if (c === '(' && pattern[i + 1] === '?') {
      const kind = pattern.slice(i + 2, i + 4);
      if (kind.startsWith('=') || kind.startsWith('!') || kind === '<=' || kind === '<!') {
        return 'Lookarounds are not allowed (they cannot be matched in linear time)';
      }
    }
  }
  return null;
}

function otherCase(ch: string): string | null {
  const lower = ch.toLowerCase();
  const upper = ch.toUpperCase();
  const other = ch === lower ? upper : lower;
  return other !== ch && other.length === 1 ? other : null;
}

/** A character class's contents plus the other case of every letter and letter range in it. */
function foldClass(body: string): string {
  let extra = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c === '\\') {
      i++;
      continue;
    }
    if (body[i + 1] === '-' && body[i + 2] && body[i + 2] !== ']' && body[i + 2] !== '\\') {
      const end = body[i + 2]!;
      const [lo, hi] = [otherCase(c), otherCase(end)];
      if (lo && hi && lo <= hi && /^[a-zA-Z]$/.test(c) && /^[a-zA-Z]$/.test(end)) extra += `${lo}-${hi}`;
      i += 2;
      continue;
    }
    const o = otherCase(c);
    if (o) extra += o;
  }
  return body + extra;
}

/**
 * Rewrites a pattern so it matches case-insensitively without the `i` flag (which V8's
 * linear-time engine does not support): each letter becomes a class of both its cases.
 */
export function foldCase(pattern: string): string {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\') {
      const next = pattern[i + 1] ?? '';
      const len = next === 'x' ? 4 : next === 'u' ? 6 : next === 'c' ? 3 : 2;
      out += pattern.slice(i, i + len);
      i += len - 1;
    } else if (c === '[') {
      let j = i + 1;
      if (pattern[j] === '^') j++;
      if (pattern[j] === ']') j++;
      while (j < pattern.length && pattern[j] !== ']') j += pattern[j] === '\\' ? 2 : 1;
      const head = pattern[i + 1] === '^' ? '[^' : '[';
      out += `${head}${foldClass(pattern.slice(i + head.length, j))}]`;
      i = j;
    } else if (c === '(' && pattern[i + 1] === '?') {
      // Group syntax such as (?: or (?<name> holds letters that are not text to match.
      const close = pattern[i + 2] === '<' ? pattern.indexOf('>', i) : i + 2;
      out += pattern.slice(i, close + 1);
      i = close;
    } else if (c === '{') {
      const close = pattern.indexOf('}', i);
      const body = close > 0 ? pattern.slice(i, close + 1) : c;
      out += body;
      i += body.length - 1;
    } else {
      const o = otherCase(c);
      out += o ? `[${c}${o}]` : c;
    }
  }
  return out;
}
