import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { addressSchema, cleanAddressValues, type AddressFormValues } from './addressSchema.ts';

const valid: AddressFormValues = {
  realName: '张伟',
  phone: '13800138000',
  countryCode: '86',
  email: '',
  country: '中国',
  detail: '广东省深圳市南山区科苑路 15 号科兴科学园 B 栋 1201',
  postCode: '518057',
  isDefault: false,
};

/** The first message id of every failing field, as Formik shows it. */
function errorsOf(values: Partial<AddressFormValues>): Record<string, string> {
  try {
    addressSchema.validateSync({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    const out: Record<string, string> = {};
    for (const err of e.inner) out[err.path ?? ''] ??= err.errors[0] ?? '';
    return out;
  }
}

describe('addressSchema', () => {
  it('accepts a complete address, with or without email', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ email: 'zhang.wei@example.com' })).toEqual({});
  });

  it('requires name, phone, detailed address and post code (spec §5)', () => {
    expect(errorsOf({ realName: '  ', phone: '', detail: '', postCode: '' })).toEqual({
      realName: 'addressForm.realNameRequired',
      phone: 'addressForm.phoneRequired',
      detail: 'addressForm.detailRequired',
      postCode: 'addressForm.postCodeRequired',
    });
  });

  it('checks the phone is 5–15 digits', () => {
    expect(errorsOf({ phone: '138-0013' })).toEqual({ phone: 'addressForm.phoneInvalid' });
    expect(errorsOf({ phone: '1234' })).toEqual({ phone: 'addressForm.phoneInvalid' });
    expect(errorsOf({ phone: '1'.repeat(16) })).toEqual({ phone: 'addressForm.phoneInvalid' });
    expect(errorsOf({ phone: ' 0812345678 ' })).toEqual({});
  });

  it('checks the email only when given', () => {
    expect(errorsOf({ email: 'not-an-email' })).toEqual({ email: 'addressForm.emailInvalid' });
    expect(errorsOf({ email: '   ' })).toEqual({});
  });

  it('accepts post codes of 2–12 letters or digits, with inner spaces or hyphens', () => {
    for (const code of ['10', 'SW1A 1AA', '100-0001', 'K1A0B1', '123456789012']) expect(errorsOf({ postCode: code })).toEqual({});
    for (const code of ['1', '1234567890123', '5180#57', '-5180', '518 '.padStart(5, ' ') + '!'])
      expect(errorsOf({ postCode: code })).toEqual({ postCode: 'addressForm.postCodeInvalid' });
  });

  it('limits the lengths of name, country and detailed address', () => {
    expect(errorsOf({ realName: '名'.repeat(65) })).toEqual({ realName: 'addressForm.realNameTooLong' });
    expect(errorsOf({ country: 'x'.repeat(65) })).toEqual({ country: 'addressForm.countryTooLong' });
    expect(errorsOf({ detail: '路'.repeat(501) })).toEqual({ detail: 'addressForm.detailTooLong' });
    expect(errorsOf({ detail: '路'.repeat(500) })).toEqual({});
  });
});

describe('cleanAddressValues', () => {
  it('trims text and drops the plus of the dial code', () => {
    expect(
      cleanAddressValues({ ...valid, realName: ' 张伟 ', countryCode: '+66', email: ' a@b.co ', postCode: ' 10110 ' }),
    ).toEqual({ ...valid, realName: '张伟', countryCode: '66', email: 'a@b.co', postCode: '10110' });
  });
});

/** Every module `file` imports statically, directly or not, within the package (relative imports only). */
function staticImports(file: string, seen = new Set<string>()): Set<string> {
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/^(?:import|export)[^;]*?from '(\.[^']+)';/gm)) {
    const target = path.resolve(path.dirname(file), specifier!);
    if (!seen.has(target)) {
      seen.add(target);
      staticImports(target, seen);
    }
  }
  return seen;
}

describe('the address form’s rules', () => {
  it('load without the phone metadata and country names of the sign-in forms (about 49 KB gzip on the checkout)', () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const loaded = [...staticImports(path.join(here, 'addressSchema.ts'))].map((file) => path.relative(path.join(here, '../..'), file));
    expect(loaded).toContain(path.join('auth', 'shared', 'patterns.ts'));
    expect(loaded.filter((file) => file.includes('CountryPicker') || file.includes('signInRules'))).toEqual([]);
  });
});
