import { describe, expect, it } from 'vitest';
import { cleanLeaveMessage, leaveMessageSchema, type LeaveMessageValues } from './leaveMessageSchema.ts';

const valid: LeaveMessageValues = { name: '张伟', contact: '13800138000', content: '订单什么时候发货？' };

/** The message id of the first error of `field`, or undefined when the values pass. */
function errorOf(values: LeaveMessageValues, field: keyof LeaveMessageValues): string | undefined {
  try {
    leaveMessageSchema.validateSyncAt(field, values);
    return undefined;
  } catch (error) {
    return (error as { message: string }).message;
  }
}

describe('leaveMessageSchema', () => {
  it('accepts valid values', () => {
    expect(leaveMessageSchema.isValidSync(valid)).toBe(true);
  });

  it('requires every field, blanks included', () => {
    expect(errorOf({ ...valid, name: '  ' }, 'name')).toBe('leaveMessageDialog.nameRequired');
    expect(errorOf({ ...valid, contact: '' }, 'contact')).toBe('leaveMessageDialog.contactRequired');
    expect(errorOf({ ...valid, content: '\n ' }, 'content')).toBe('leaveMessageDialog.contentRequired');
  });

  it('limits the name to 32 and the content to 500 characters, after trimming', () => {
    expect(errorOf({ ...valid, name: 'a'.repeat(32) }, 'name')).toBeUndefined();
    expect(errorOf({ ...valid, name: ` ${'a'.repeat(32)} ` }, 'name')).toBeUndefined();
    expect(errorOf({ ...valid, name: 'a'.repeat(33) }, 'name')).toBe('leaveMessageDialog.nameTooLong');
    expect(errorOf({ ...valid, content: '字'.repeat(500) }, 'content')).toBeUndefined();
    expect(errorOf({ ...valid, content: '字'.repeat(501) }, 'content')).toBe('leaveMessageDialog.contentTooLong');
  });

  it('takes a phone number of 5 to 20 digits, +, spaces and hyphens', () => {
    for (const phone of ['12345', '+86 138-0013-8000', '400-800-8888', '1'.repeat(20)]) {
      expect(errorOf({ ...valid, contact: phone }, 'contact'), phone).toBeUndefined();
    }
    for (const phone of ['1234', '1'.repeat(21), '138O0138000', '(021) 5555']) {
      expect(errorOf({ ...valid, contact: phone }, 'contact'), phone).toBe('leaveMessageDialog.contactInvalid');
    }
  });

  it('takes an email address', () => {
    expect(errorOf({ ...valid, contact: 'zhang.wei@example.com' }, 'contact')).toBeUndefined();
    expect(errorOf({ ...valid, contact: 'zhang.wei@example' }, 'contact')).toBe('leaveMessageDialog.contactInvalid');
    expect(errorOf({ ...valid, contact: `${'a'.repeat(60)}@example.com` }, 'contact')).toBe(
      'leaveMessageDialog.contactInvalid',
    );
  });

  it('trims the values it sends', () => {
    expect(cleanLeaveMessage({ name: ' 张伟 ', contact: ' 13800138000\t', content: '\n问题 ' })).toEqual({
      name: '张伟',
      contact: '13800138000',
      content: '问题',
    });
  });
});
