import { describe, expect, it } from 'vitest';
import { interpolate, renderTemplate, templateError } from './body-template';
import { evalExpr, exprError, parseExpr } from './reply-expr';

const read = (src: string, json: unknown) => evalExpr(parseExpr(src), json);

describe('reply paths and expressions', () => {
  const json = { choices: [{ delta: { content: 'hi' }, finish_reason: null }], type: 'done', 'x-id': 7, nested: { a: [1, { b: 'deep' }] } };
  it('reads paths, brackets, quoted names and the root', () => {
    expect(read('choices[0].delta.content', json)).toBe('hi');
    expect(read('$.nested.a[1].b', json)).toBe('deep');
    expect(read('$["x-id"]', json)).toBe(7);
    expect(read('missing.deeper[3]', json)).toBeUndefined();
    expect(read('$', 'plain')).toBe('plain');
    expect(read('', json)).toBeUndefined();
  });

  it('combines with ??, ||, &&, ==, != and !', () => {
    expect(read('reply ?? type', json)).toBe('done');
    expect(read('type == "done"', json)).toBe(true);
    expect(read("type != 'done'", json)).toBe(false);
    expect(read('choices[0].finish_reason', json)).toBeNull();
    expect(read('type == "error" && message', json)).toBe(false);
    expect(read('!(type == "done") || "fallback"', json)).toBe('fallback');
    expect(read('x-id == 7', json)).toBe(true);
  });

  it('says what is wrong with a bad expression and never runs code', () => {
    expect(exprError('choices[0')).toBe('Expected "]" at the end');
    expect(exprError('a.')).toBe('Expected a field name after "." at the end');
    expect(exprError('a b')).toBe('Unexpected "b" at 3');
    expect(exprError('constructor.constructor("return process")()')).not.toBeNull();
    expect(exprError('a; process.exit()')).toBe('Unexpected ";" at 2');
  });
});

describe('body templates', () => {
  const vars = { message: 'Hi "there"', turn: 2, messages: [{ role: 'user', content: 'Hi' }], vars: { account: 'A-1' }, persona: { name: 'Sam' } };
  it('puts whole placeholders in as JSON values and others as text', () => {
    const template = JSON.parse('{"q": "{{message}}", "n": "{{turn}}", "m": "{{messages}}", "who": "I am {{persona.name}}, {{vars.account}}", "none": "{{vars.missing}}"}');
    expect(renderTemplate(template, vars)).toEqual({ q: 'Hi "there"', n: 2, m: vars.messages, who: 'I am Sam, A-1', none: null });
    expect(interpolate('https://a/x?u={{message}}', vars, encodeURIComponent)).toBe('https://a/x?u=Hi%20%22there%22');
  });

  it('refuses templates that are not JSON or use unknown variables', () => {
    expect(templateError('{"turn": {{turn}}}')).toMatch(/^The body template is not valid JSON: .*Put placeholders in quotes/);
    expect(templateError('{"q": "{{mesage}}"}')).toMatch(/^Unknown template variable \{\{mesage\}\}/);
    expect(templateError('')).toBeNull();
    expect(templateError('{"q": "{{ message }}", "h": "{{history}}"}')).toBeNull();
  });
});
