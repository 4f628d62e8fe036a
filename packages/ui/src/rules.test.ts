import {
  ADDRESS_LIMITS as SERVER_ADDRESS_LIMITS,
  CART_MAX_QUANTITY,
  CODE_RESEND_SECONDS,
  EMAIL_MAX_LENGTH as SERVER_EMAIL_MAX_LENGTH,
  KEYWORD_MAX_LENGTH,
  NICKNAME_MAX_LENGTH,
  ORDER_NOTE_MAX,
} from '@mall/api';
import {
  AddressEditBody,
  EmailPasswordLoginBody,
  PhoneCaptchaLoginBody,
  REFUND_EXPLAIN_MAX as SERVER_REFUND_EXPLAIN_MAX,
  REVIEW_COMMENT_MAX,
  REVIEW_PICS_MAX,
  RefundReturnBody,
  ServiceMessageBody,
  Yuan,
} from '@mall/api/schemas';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { ADDRESS_LIMITS, addressSchema, cleanAddressValues, type AddressFormValues } from './address/AddressForm/addressSchema.ts';
import { SEND_CODE_COUNTDOWN_SECONDS } from './auth/SendCodeButton/countdown.ts';
import { captchaRule, EMAIL_MAX_LENGTH, emailRule } from './auth/shared/signInRules.ts';
import { SEARCH_FIELD_MAX_LENGTH } from './base/SearchField/SearchField.tsx';
import { CART_LINE_MAX_QUANTITY } from './cart/CartList/CartList.tsx';
import { NICKNAME_MAX_DEFAULT } from './profile/UserInfoForm/UserInfoForm.tsx';
import { MAX_PRICE_CENTS } from './search/PriceRangeFilter/priceRange.ts';
import { cleanLeaveMessage, LEAVE_MESSAGE_LIMITS, leaveMessageSchema } from './floating/LeaveMessageDialog/leaveMessageSchema.ts';
import { REFUND_EXPLAIN_MAX } from './refund/RefundForm/refundFormSchema.ts';
import { cleanReturnParcel, RETURN_PARCEL_LIMITS, returnParcelSchema } from './refund/RefundStatusCard/returnParcelSchema.ts';
import { REVIEW_PICTURES_MAX, REVIEW_TEXT_MAX } from './review/ReviewForm/reviewFormSchema.ts';
import { MAX_PURCHASE_QUANTITY } from './goods/GoodsPurchasePanel/GoodsPurchasePanel.tsx';
import { BUYER_NOTE_MAX } from './order/OrderSummary/OrderSummary.tsx';

/*
 * @mall/ui keeps its own rules (another mall may have another backend), and @mall/api holds the mall
 * server's. They must agree, or a form lets through what the server refuses, or refuses what it takes: each
 * limit is compared, and each rule is given the same values as the server's schema, read by the validator
 * the server uses (Ajv, patterns in Unicode mode), with the same verdict expected.
 */
const ajv = new Ajv({ strict: false });

/** Whether the server's `schema` takes `body` with `field` set to `value`. */
function serverTakes(schema: object, body: Record<string, unknown>, field: string, value: unknown): boolean {
  return ajv.validate(schema, { ...body, [field]: value });
}

const ZH = '收货人';
const LONE_SURROGATE = '\uD800';

describe('the forms’ limits are the server’s', () => {
  it('quantities, lengths, the resend time and the price bound', () => {
    expect(MAX_PURCHASE_QUANTITY).toBe(CART_MAX_QUANTITY);
    expect(CART_LINE_MAX_QUANTITY).toBe(CART_MAX_QUANTITY);
    expect(SEARCH_FIELD_MAX_LENGTH).toBe(KEYWORD_MAX_LENGTH);
    expect(NICKNAME_MAX_DEFAULT).toBe(NICKNAME_MAX_LENGTH);
    // The price filter's highest bound is one the server takes (yuan with two decimals).
    expect(MAX_PRICE_CENTS / 100).toBeLessThanOrEqual((Yuan as unknown as { maximum: number }).maximum);
    expect(BUYER_NOTE_MAX).toBe(ORDER_NOTE_MAX);
    expect(SEND_CODE_COUNTDOWN_SECONDS).toBe(CODE_RESEND_SECONDS);
    expect(EMAIL_MAX_LENGTH).toBe(SERVER_EMAIL_MAX_LENGTH);
    expect(REFUND_EXPLAIN_MAX).toBe(SERVER_REFUND_EXPLAIN_MAX);
    expect(REVIEW_TEXT_MAX).toBe(REVIEW_COMMENT_MAX);
    expect(REVIEW_PICTURES_MAX).toBe(REVIEW_PICS_MAX);
    // The schemas' length keywords, as the validator reads them.
    const lengths = (schema: unknown) => schema as { minLength?: number; maxLength?: number };
    const message = { name: lengths(ServiceMessageBody.properties.name), contact: lengths(ServiceMessageBody.properties.contact), content: lengths(ServiceMessageBody.properties.content) };
    expect(LEAVE_MESSAGE_LIMITS).toEqual({ name: message.name.maxLength, contact: message.contact.maxLength, content: message.content.maxLength });
    const parcel = { expressName: lengths(RefundReturnBody.properties.expressName), trackingNo: lengths(RefundReturnBody.properties.trackingNo) };
    expect(RETURN_PARCEL_LIMITS).toEqual({ expressName: parcel.expressName.maxLength, trackingNoMin: parcel.trackingNo.minLength, trackingNoMax: parcel.trackingNo.maxLength });
    expect(ADDRESS_LIMITS).toEqual({
      realName: SERVER_ADDRESS_LIMITS.realName,
      phone: SERVER_ADDRESS_LIMITS.phone,
      country: SERVER_ADDRESS_LIMITS.country,
      detail: SERVER_ADDRESS_LIMITS.detail,
      postCode: SERVER_ADDRESS_LIMITS.postCodeMax,
    });
  });
});

describe('the forms’ rules give the server’s verdicts', () => {
  const emails = ['shopper@mall.example', 'a@b.c', 'no-at.example', 'two@@mall.example', 'sp ace@mall.example', 'x@nodot', `${'a'.repeat(245)}@mall.example`, `nul\u0000@mall.example`, `${LONE_SURROGATE}@mall.example`, '名字@例子.中国'];

  it('email', () => {
    const rule = emailRule();
    const body = { email: '', password: 'Secret123' };
    for (const email of emails) expect([email, rule.isValidSync(email)]).toEqual([email, serverTakes(EmailPasswordLoginBody, body, 'email', email)]);
  });

  it('verification code', () => {
    const rule = captchaRule();
    const body = { phone: '13800138000', captcha: '' };
    for (const code of ['123456', '12345', '1234567', 'abc123', '12 456', '１２３４５６']) {
      expect([code, rule.isValidSync(code)]).toEqual([code, serverTakes(PhoneCaptchaLoginBody, body, 'captcha', code)]);
    }
  });

  it('address', () => {
    const valid: AddressFormValues = { realName: ZH, phone: '13800138000', countryCode: '86', email: '', country: '中国', detail: '上海市浦东新区世纪大道 100 号', postCode: '200120', isDefault: false };
    const samples: { [K in keyof AddressFormValues]?: unknown[] } = {
      realName: ['王', 'x'.repeat(64), 'x'.repeat(65)],
      phone: ['12345', '1234', '123456789012345', '1234567890123456', '138-0013-8000'],
      email: ['', 'shopper@mall.example', 'not-an-email', `${'a'.repeat(245)}@mall.example`],
      country: ['', 'x'.repeat(64), 'x'.repeat(65)],
      detail: ['一', 'x'.repeat(500), 'x'.repeat(501)],
      postCode: ['SW1A 1AA', '100-0001', '1', '12', 'x'.repeat(12), 'x'.repeat(13), '-12', ' 12 ', 'A_1'],
    };
    for (const [field, values] of Object.entries(samples)) {
      for (const value of values) {
        const values = { ...valid, [field]: value } as AddressFormValues;
        const form = addressSchema.isValidSync(values);
        // The server gets what the form sends: its values cleaned (trimmed).
        const server = ajv.validate(AddressEditBody, cleanAddressValues(values));
        expect([field, value, form]).toEqual([field, value, server]);
      }
    }
  });

  it('a message to customer service', () => {
    const valid = { name: '王女士', contact: '13800138000', content: '请问什么时候发货？' };
    const samples: Record<string, unknown[]> = {
      name: ['王', 'x'.repeat(32), 'x'.repeat(33), '   '],
      contact: ['13800138000', '+86 138-0013-8000', '1234', '123456789012345678901', 'shopper@mall.example', 'not-a-contact'],
      content: ['好', 'x'.repeat(500), 'x'.repeat(501), '  '],
    };
    for (const [field, values] of Object.entries(samples)) {
      for (const value of values) {
        const values_ = { ...valid, [field]: value } as typeof valid;
        expect([field, value, leaveMessageSchema.isValidSync(values_)]).toEqual([field, value, ajv.validate(ServiceMessageBody, cleanLeaveMessage(values_))]);
      }
    }
  });

  it('a return parcel', () => {
    const valid = { expressName: '顺丰速运', trackingNo: 'SF1234567890' };
    const samples: Record<string, unknown[]> = {
      expressName: ['顺丰', 'x'.repeat(50), 'x'.repeat(51), '  '],
      trackingNo: ['SF1234567890', 'ab-12', '123', 'x'.repeat(40), 'x'.repeat(41), 'SF 123456', 'SF_123456'],
    };
    for (const [field, values] of Object.entries(samples)) {
      for (const value of values) {
        const parcel = { ...valid, [field]: value } as typeof valid;
        const sent = { refundOrderNo: 'RE2026112600001', ...cleanReturnParcel(parcel) };
        expect([field, value, returnParcelSchema.isValidSync(parcel)]).toEqual([field, value, ajv.validate(RefundReturnBody, sent)]);
      }
    }
  });
});
