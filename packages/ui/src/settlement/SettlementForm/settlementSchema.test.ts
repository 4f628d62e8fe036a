import { describe, expect, it } from 'vitest';
import { EMPTY_SETTLEMENT_VALUES, picturesError, settlementApplicationOf, settlementSchema, type SettlementFormValues } from './settlementSchema.ts';

const filled: SettlementFormValues = {
  ...EMPTY_SETTLEMENT_VALUES,
  name: ' 悦享数码 ',
  realName: '王小明',
  email: 'shop@example.com',
  captcha: '123456',
  categoryId: '3',
  typeId: '1',
  address: '深圳',
  agreed: true,
};

/** The message ids the schema reports, by field. */
async function errorsOf(values: SettlementFormValues, limits?: Parameters<typeof settlementSchema>[0]) {
  try {
    await settlementSchema(limits).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    // The first message of each field, as Formik shows it.
    const first: Record<string, string> = {};
    for (const e of inner) first[e.path] ??= e.message;
    return first;
  }
}

describe('settlementSchema', () => {
  it('accepts a filled application', async () => {
    expect(await errorsOf(filled)).toEqual({});
  });

  it('names every required field with the spec §5 keys', async () => {
    expect(await errorsOf(EMPTY_SETTLEMENT_VALUES)).toEqual({
      name: 'settlementForm.emptyName',
      realName: 'settlementForm.emptyRealName',
      email: 'signIn.emailEmpty',
      captcha: 'signIn.emptyCaptche',
      categoryId: 'settlementForm.emptyCategory',
      typeId: 'settlementForm.emptyType',
      address: 'settlementForm.emptyAddress',
      agreed: 'settlementForm.agreement',
    });
  });

  it('refuses a malformed e-mail and code, a foreign phone number and a long name', async () => {
    expect(await errorsOf({ ...filled, email: 'a@b', captcha: '12 34', phone: '123', name: 'x'.repeat(6) }, { nameMax: 5, realNameMax: 5, keywordsMax: 5, addressMax: 5, picturesMax: 10 })).toEqual({
      email: 'signIn.correctEmail',
      captcha: 'signIn.correctCaptche',
      phone: 'signIn.correctPhone',
      name: 'settlementForm.tooLong',
    });
  });

  it('counts the trimmed length against the limit', async () => {
    expect(await errorsOf({ ...filled, name: '  abcde  ' }, { nameMax: 5, realNameMax: 50, keywordsMax: 50, addressMax: 50, picturesMax: 10 })).toEqual({});
  });
});

describe('picturesError', () => {
  it('wants at least one picture, none uploading', () => {
    expect(picturesError(0, 0)).toBe('settlementForm.emptyPictures');
    expect(picturesError(2, 1)).toBe('settlementForm.picturesUploading');
    expect(picturesError(1, 0)).toBeUndefined();
  });
});

describe('settlementApplicationOf', () => {
  it('trims, turns ids into numbers and gives the dial code only with a phone', () => {
    expect(settlementApplicationOf(filled, ['https://x/a.jpg'])).toEqual({
      name: '悦享数码',
      realName: '王小明',
      countryCode: '',
      phone: '',
      email: 'shop@example.com',
      captcha: '123456',
      categoryId: 3,
      typeId: 1,
      keywords: '',
      address: '深圳',
      qualificationPicture: ['https://x/a.jpg'],
    });
    expect(settlementApplicationOf({ ...filled, country: 'TH', phone: ' 812345678 ' }, []).countryCode).toBe('66');
  });
});
