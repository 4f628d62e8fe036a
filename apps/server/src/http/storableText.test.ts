import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from './storableText.ts';

describe('text PostgreSQL can store', () => {
  it('refuses NUL and lone surrogates of either half, and takes surrogate pairs and every other character', () => {
    for (const text of ['\u0000', 'a\u0000', '\uD800', 'a\uDBFFb', '\uDC00', 'x\uDFFF', '\uDE00\uD83D']) expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    for (const text of ['', 'plain', '王五', '\uD83D\uDE00', '\u0001\u007F\uFFFD\uFFFF', ' \t\n']) expect(isStorableText(text), JSON.stringify(text)).toBe(true);
  });

  it('names the first string that cannot be stored by its path, as validation names fields', () => {
    expect(findUnstorableText({ a: 'x', b: ['y', { c: 'z\u0000' }] })).toBe('b.1.c');
    expect(findUnstorableText([{ name: 'ok' }, { name: '\uD800' }])).toBe('1.name');
    expect(findUnstorableText({ first: '\u0000', second: '\u0000' })).toBe('first');
    expect(findUnstorableText('\u0000')).toBe('');
    expect(findUnstorableText({ a: 1, b: true, c: null, d: ['ok'] })).toBeNull();
  });

  it('names a member whose key cannot be stored, with U+FFFD in place of the characters', () => {
    expect(findUnstorableText({ ok: 'x', ['k\u0000']: 1 })).toBe('k\uFFFD');
    expect(findUnstorableText({ outer: { ['\uD800']: 'x' } })).toBe('outer.\uFFFD');
  });

  it('walks a value nested far deeper than the stack could recurse', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(findUnstorableText(deep)).toBe(Array.from({ length: 200_000 }, () => '0').join('.'));
  });
});
