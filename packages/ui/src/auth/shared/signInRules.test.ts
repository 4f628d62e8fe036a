import { describe, expect, it } from 'vitest';
import { object, type Schema } from 'yup';
import { agreementRule, captchaRule, emailRule, passwordRule, phoneRule, repeatPasswordRule } from './signInRules.ts';

/** The message ids a schema answers for `values`, by field. */
function problems(schema: Schema, values: Record<string, unknown>): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const out: Record<string, string> = {};
    for (const inner of (error as { inner: { path: string; message: string }[] }).inner) out[inner.path] ??= inner.message;
    return out;
  }
}

describe('sign-in rules (spec §5)', () => {
  it('email: emailEmpty, then correctEmail', () => {
    const schema = object({ email: emailRule() });
    expect(problems(schema, { email: '  ' })).toEqual({ email: 'signIn.emailEmpty' });
    expect(problems(schema, { email: 'shopper@mall' })).toEqual({ email: 'signIn.correctEmail' });
    expect(problems(schema, { email: 'a b@mall.com' })).toEqual({ email: 'signIn.correctEmail' });
    expect(problems(schema, { email: ' shopper@mall.com ' })).toEqual({});
  });

  it('phone: emptyPhone, then the chosen country’s format', () => {
    const schema = object({ phone: phoneRule() });
    expect(problems(schema, { country: 'CN', phone: '' })).toEqual({ phone: 'signIn.emptyPhone' });
    expect(problems(schema, { country: 'CN', phone: '12345678901' })).toEqual({ phone: 'signIn.correctPhone' });
    expect(problems(schema, { country: 'CN', phone: '138 0013 8000' })).toEqual({});
    expect(problems(schema, { country: 'TH', phone: '13800138000' })).toEqual({ phone: 'signIn.correctPhone' });
    expect(problems(schema, { country: 'TH', phone: '081 234 5678' })).toEqual({});
  });

  it('password: emptyPassword', () => {
    const schema = object({ password: passwordRule() });
    expect(problems(schema, { password: '' })).toEqual({ password: 'signIn.emptyPassword' });
    expect(problems(schema, { password: ' x ' })).toEqual({});
  });

  it('agreement: must be ticked', () => {
    const schema = object({ agreement: agreementRule() });
    expect(problems(schema, { agreement: false })).toEqual({ agreement: 'signIn.agreement' });
    expect(problems(schema, { agreement: true })).toEqual({});
  });

  it('code: emptyCaptche, then 6 digits, the server’s codes (correctCaptche)', () => {
    const schema = object({ captcha: captchaRule() });
    expect(problems(schema, { captcha: '' })).toEqual({ captcha: 'signIn.emptyCaptche' });
    expect(problems(schema, { captcha: '12 34' })).toEqual({ captcha: 'signIn.correctCaptche' });
    expect(problems(schema, { captcha: '12-345' })).toEqual({ captcha: 'signIn.correctCaptche' });
    expect(problems(schema, { captcha: ' 123456 ' })).toEqual({});
    expect(problems(schema, { captcha: 'Ab1234' })).toEqual({ captcha: 'signIn.correctCaptche' });
    expect(problems(schema, { captcha: '12345' })).toEqual({ captcha: 'signIn.correctCaptche' });
  });

  it('repeat: againPassword, then diffPassword', () => {
    const schema = object({ newPassword: passwordRule(), passwordAgain: repeatPasswordRule('newPassword') });
    expect(problems(schema, { newPassword: 'secret123', passwordAgain: '' })).toEqual({ passwordAgain: 'signIn.againPassword' });
    expect(problems(schema, { newPassword: 'secret123', passwordAgain: 'secret124' })).toEqual({ passwordAgain: 'signIn.diffPassword' });
    expect(problems(schema, { newPassword: 'secret123', passwordAgain: 'secret123' })).toEqual({});
  });
});
