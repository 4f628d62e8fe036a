import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './mask.ts';

describe('maskPhone', () => {
  it('keeps the first three and last four digits of a mobile number', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
  });
  it('drops spaces and dashes before masking', () => {
    expect(maskPhone('138 1234-5678')).toBe('138****5678');
  });
  it('shows only the last two digits of a short number', () => {
    expect(maskPhone('12345')).toBe('****45');
  });
  it('hides a number of one or two digits whole', () => {
    expect(maskPhone('12')).toBe('****');
  });
  it('gives nothing for nothing', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('  ')).toBe('');
  });
});

describe('maskEmail', () => {
  it('keeps the first character of the name and the domain', () => {
    expect(maskEmail('alice@example.com')).toBe('a***@example.com');
  });
  it('does not tell the name length', () => {
    expect(maskEmail('ab@example.com')).toBe('a***@example.com');
    expect(maskEmail('abcdefghij@example.com')).toBe('a***@example.com');
  });
  it('hides a one-character name whole', () => {
    expect(maskEmail('a@example.com')).toBe('***@example.com');
  });
  it('keeps a first character outside the BMP whole', () => {
    expect(maskEmail('😀x@example.com')).toBe('😀***@example.com');
  });
  it('hides a one-character name outside the BMP whole', () => {
    expect(maskEmail('😀@example.com')).toBe('***@example.com');
  });
  it('masks text without an @ as a name', () => {
    expect(maskEmail('alice')).toBe('a***');
  });
  it('gives nothing for nothing', () => {
    expect(maskEmail('')).toBe('');
  });
});
