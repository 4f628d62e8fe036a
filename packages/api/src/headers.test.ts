import { describe, expect, it } from 'vitest';
import { readRequestToken, toStoredToken, tokenHeaderValue } from './headers.ts';
import { passwordProblem } from './auth.ts';
import { isHomePath } from './session.ts';

describe('token header rules (spec §7)', () => {
  it('stores with the Bearer prefix and sends without its 7 characters', () => {
    expect(toStoredToken('t0k')).toBe('Bearer t0k');
    expect(tokenHeaderValue('Bearer t0k')).toBe('t0k');
    expect(tokenHeaderValue('t0k')).toBe('t0k');
  });

  it('the server reads authori-zation, or Authorization: Bearer', () => {
    expect(readRequestToken({ 'authori-zation': 'abc' })).toBe('abc');
    expect(readRequestToken({ 'authori-zation': 'Bearer abc' })).toBe('abc');
    expect(readRequestToken({ authorization: 'Bearer xyz' })).toBe('xyz');
    expect(readRequestToken({ authorization: 'bearer   xyz ' })).toBe('xyz');
    expect(readRequestToken({ authorization: 'Basic Zm9v' })).toBeUndefined();
    expect(readRequestToken({ 'authori-zation': '  ' })).toBeUndefined();
    expect(readRequestToken({})).toBeUndefined();
  });
});

describe('password rule', () => {
  it('needs 8–20 characters of at least two classes', () => {
    expect(passwordProblem('Demo@123456')).toBeNull();
    expect(passwordProblem('abcdefgh1')).toBeNull();
    expect(passwordProblem('abc!defgh')).toBeNull();
    expect(passwordProblem('abcdefghij')).toBe('classes');
    expect(passwordProblem('1234567890')).toBe('classes');
    expect(passwordProblem('a1')).toBe('length');
    expect(passwordProblem('a1'.repeat(11))).toBe('length');
  });
});

describe('home page detection', () => {
  it('knows the home page with and without a locale prefix', () => {
    expect(isHomePath('/')).toBe(true);
    expect(isHomePath('/?a=1')).toBe(true);
    expect(isHomePath('/lao/')).toBe(true);
    expect(isHomePath('/zh-CN')).toBe(true);
    expect(isHomePath('/goods_detail/1')).toBe(false);
    expect(isHomePath('/en/goods_detail/1')).toBe(false);
    expect(isHomePath('/users')).toBe(false);
  });
});
