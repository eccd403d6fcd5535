/**
 * A small, safe expression language for reading values out of an agent's JSON: paths
 * (`choices[0].delta.content`, `$["x-id"]`), `??`, `||`, `&&`, `==`, `!=`, `!`, parentheses and
 * JSON literals. It is parsed, never evaluated as code, so users can type it into a form.
 */
export type Expr =
  | { k: 'lit'; v: unknown }
  | { k: 'path'; segs: Array<string | number> }
  | { k: 'not'; e: Expr }
  | { k: 'bin'; op: '??' | '||' | '&&' | '==' | '!='; a: Expr; b: Expr };

type Tok = { t: 'id' | 'num' | 'str' | 'op'; v: string; at: number };

const OPS = ['??', '||', '&&', '==', '!=', '.', '[', ']', '(', ')', '!', '$'];

function tokenize(src: string): Tok[] {
  const toks: Tok[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i]!;
    if (/\s/.test(c)) i++;
    else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][\w$-]*/.exec(src.slice(i))![0];
      toks.push({ t: 'id', v: m, at: i });
      i += m.length;
    } else if (/[-\d]/.test(c)) {
      const m = /^-?\d+(\.\d+)?/.exec(src.slice(i));
      if (!m) throw new ExprError(`Unexpected "${c}" at ${i + 1}`);
      toks.push({ t: 'num', v: m[0], at: i });
      i += m[0].length;
    } else if (c === '"' || c === "'") {
      const end = findQuoteEnd(src, i);
      const raw = src.slice(i + 1, end);
      toks.push({ t: 'str', v: c === '"' ? JSON.parse(`"${raw}"`) : raw.replace(/\\'/g, "'"), at: i });
      i = end + 1;
    } else {
      const op = OPS.find((o) => src.startsWith(o, i));
      if (!op) throw new ExprError(`Unexpected "${c}" at ${i + 1}`);
      toks.push({ t: 'op', v: op, at: i });
      i += op.length;
    }
  }
  return toks;
}

function findQuoteEnd(src: string, start: number): number {
  for (let i = start + 1; i < src.length; i++) {
    if (src[i] === '\\') i++;
    else if (src[i] === src[start]) return i;
  }
  throw new ExprError(`Unclosed string starting at ${start + 1}`);
}

export class ExprError extends Error {}

/** Parses an expression; an empty one means "not used" and gives null. */
export function parseExpr(src: string): Expr | null {
  if (!src.trim()) return null;
  let toks: Tok[];
  try {
    toks = tokenize(src);
  } catch (e) {
    throw e instanceof ExprError ? e : new ExprError(`Bad string: ${(e as Error).message}`);
  }
  let pos = 0;
  const peek = () => toks[pos];
  const isOp = (v: string) => peek()?.t === 'op' && peek()!.v === v;
  const expect = (v: string) => {
    if (!isOp(v)) throw new ExprError(`Expected "${v}" ${peek() ? `at ${peek()!.at + 1}` : 'at the end'}`);
    pos++;
  };
  const binary = (ops: string[], next: () => Expr) => (): Expr => {
    let a = next();
    while (peek()?.t === 'op' && ops.includes(peek()!.v)) {
      const op = toks[pos++]!.v as '??';
      a = { k: 'bin', op, a, b: next() };
    }
    return a;
  };
  const primary = (): Expr => {
    const tok = peek();
    if (!tok) throw new ExprError('The expression ends too early');
    if (tok.t === 'op' && tok.v === '!') return pos++, { k: 'not', e: primary() };
    if (tok.t === 'op' && tok.v === '(') {
      pos++;
      const e = or();
      expect(')');
      return e;
    }
    if (tok.t === 'num') return pos++, { k: 'lit', v: Number(tok.v) };
    if (tok.t === 'str') return pos++, { k: 'lit', v: tok.v };
    if (tok.t === 'id' && ['true', 'false', 'null'].includes(tok.v)) return pos++, { k: 'lit', v: JSON.parse(tok.v) };
    return path();
  };
  const path = (): Expr => {
    const segs: Array<string | number> = [];
    const first = toks[pos++]!;
    if (first.t === 'id') segs.push(first.v);
    else if (!(first.t === 'op' && first.v === '$')) throw new ExprError(`Unexpected "${first.v}" at ${first.at + 1}`);
    for (;;) {
      if (isOp('.')) {
        pos++;
        const name = toks[pos++];
        if (name?.t !== 'id') throw new ExprError(`Expected a field name after "." ${name ? `at ${name.at + 1}` : 'at the end'}`);
        segs.push(name.v);
      } else if (isOp('[')) {
        pos++;
        const key = toks[pos++];
        if (key?.t === 'num') segs.push(Number(key.v));
        else if (key?.t === 'str') segs.push(key.v);
        else throw new ExprError('Expected a number or a quoted name inside [ ]');
        expect(']');
      } else return { k: 'path', segs };
    }
  };
  const eq = (): Expr => {
    const a = binary(['??'], primary)();
    if (peek()?.t === 'op' && (peek()!.v === '==' || peek()!.v === '!=')) {
      const op = toks[pos++]!.v as '==';
      return { k: 'bin', op, a, b: binary(['??'], primary)() };
    }
    return a;
  };
  const or = binary(['||'], binary(['&&'], eq));
  const e = or();
  if (pos < toks.length) throw new ExprError(`Unexpected "${toks[pos]!.v}" at ${toks[pos]!.at + 1}`);
  return e;
}

/** The error message for a bad expression, or null when it parses. */
export function exprError(src: string): string | null {
  try {
    parseExpr(src);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

export function evalExpr(e: Expr | null, root: unknown): unknown {
  if (!e) return undefined;
  switch (e.k) {
    case 'lit':
      return e.v;
    case 'path':
      return e.segs.reduce<unknown>((v, s) => (v !== null && typeof v === 'object' ? (v as Record<string | number, unknown>)[s] : undefined), root);
    case 'not':
      return !evalExpr(e.e, root);
    case 'bin': {
      const a = evalExpr(e.a, root);
      if (e.op === '??') return a ?? evalExpr(e.b, root);
      if (e.op === '||') return a || evalExpr(e.b, root);
      if (e.op === '&&') return a && evalExpr(e.b, root);
      const same = a === evalExpr(e.b, root);
      return e.op === '==' ? same : !same;
    }
  }
}
