import { describe, expect, it } from 'vitest';
import type { ReturnParcel } from '../types.ts';
import { cleanReturnParcel, returnParcelSchema } from './returnParcelSchema.ts';

const valid: ReturnParcel = { expressName: '顺丰速运', trackingNo: 'SF1432880054512' };

/** The message id of the first error of `field`, or undefined when the values pass. */
function errorOf(values: ReturnParcel, field: keyof ReturnParcel): string | undefined {
  try {
    returnParcelSchema.validateSyncAt(field, values);
    return undefined;
  } catch (error) {
    return (error as { message: string }).message;
  }
}

describe('returnParcelSchema', () => {
  it('accepts a carrier and a tracking number', () => {
    expect(returnParcelSchema.isValidSync(valid)).toBe(true);
    expect(returnParcelSchema.isValidSync({ expressName: ' 中通 ', trackingNo: ' 78-1234 ' })).toBe(true);
  });

  it('requires both, blanks included', () => {
    expect(errorOf({ ...valid, expressName: ' ' }, 'expressName')).toBe('returnParcelForm.expressNameRequired');
    expect(errorOf({ ...valid, trackingNo: '' }, 'trackingNo')).toBe('returnParcelForm.trackingNoRequired');
  });

  it('limits the carrier to 50 characters', () => {
    expect(errorOf({ ...valid, expressName: '顺'.repeat(50) }, 'expressName')).toBeUndefined();
    expect(errorOf({ ...valid, expressName: '顺'.repeat(51) }, 'expressName')).toBe('returnParcelForm.expressNameTooLong');
  });

  it('takes 4–40 letters, digits or dashes as a tracking number', () => {
    expect(errorOf({ ...valid, trackingNo: 'SF12' }, 'trackingNo')).toBeUndefined();
    expect(errorOf({ ...valid, trackingNo: 'A'.repeat(40) }, 'trackingNo')).toBeUndefined();
    for (const bad of ['SF1', 'A'.repeat(41), 'SF 1432', 'SF_1432', '顺丰1432', '<b>1432</b>']) {
      expect(errorOf({ ...valid, trackingNo: bad }, 'trackingNo'), bad).toBe('returnParcelForm.trackingNoInvalid');
    }
  });
});

describe('cleanReturnParcel', () => {
  it('trims both fields', () => {
    expect(cleanReturnParcel({ expressName: ' 顺丰速运 ', trackingNo: ' SF1432880054512\n' })).toEqual(valid);
  });
});
