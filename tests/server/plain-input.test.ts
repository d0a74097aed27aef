import { describe, expect, it } from 'vitest';
import { deepInputProblem, MAX_INPUT_DEPTH, numberProblem, textProblem } from '#server/validation/plain-input.ts';

describe('plain input', () => {
  it.each(['Maria José', 'O’Brien-Smith', '🙂 emoji (a surrogate pair)', 'zero\u200bwidth', 'ümlaut', ''])('accepts %j', (text) => {
    expect(textProblem(text)).toBeUndefined();
  });

  it.each([
    ['a\u0000b', 'control'], ['\u0001', 'control'], ['\u001f', 'control'], ['\u007f', 'control'], ['\u0085', 'control'], ['\u009b31m', 'control'], ['\u001b[31m', 'control'],
    ['a\tb', 'tabs or line breaks'], ['a\nb', 'tabs or line breaks'], ['a\r\nb', 'tabs or line breaks'],
    ['\ud800', 'lone surrogates'], ['x\udc00', 'lone surrogates'], ['\udbff\udbff', 'lone surrogates'], ['\ude00\ud83d', 'lone surrogates'],
  ])('refuses %j in a one-line text', (text, why) => {
    expect(textProblem(text)).toContain(why);
  });

  it('allows tab, \\n and \\r\\n in a multi-line text, but no other control and no lone \\r', () => {
    expect(textProblem('line 1\r\nline 2\n\tindented', true)).toBeUndefined();
    expect(textProblem('a\rb', true)).toContain('carriage return');
    expect(textProblem('a\u0000b', true)).toContain('control');
  });

  it('refuses non-finite numbers only', () => {
    for (const n of [0, -1, 1e308, Number.MAX_SAFE_INTEGER, 0.5]) expect(numberProblem(n)).toBeUndefined();
    for (const n of [Infinity, -Infinity, NaN]) expect(numberProblem(n)).toBeDefined();
  });

  it('finds the first bad text, key or number anywhere, with its path', () => {
    expect(deepInputProblem({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual({ path: '/a/1/c', message: 'must not contain control characters' });
    expect(deepInputProblem({ ['k\u0007']: 1 })?.message).toMatch(/property name that must not contain control/);
    expect(deepInputProblem([1, 2, Infinity])).toEqual({ path: '/2', message: 'must be a finite number' });
    expect(deepInputProblem({ a: 'fine', b: [1, true, null] })).toBeUndefined();
  });

  it('refuses nesting deeper than the limit without overflowing the stack', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(deepInputProblem(deep)?.message).toContain(`${MAX_INPUT_DEPTH} levels`);
  });
});
