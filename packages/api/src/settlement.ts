import type { Static } from 'typebox';
import type { NoInput, WireMap } from './endpoints.ts';
import { pageOf, type Page } from './page.ts';
import type { IdParams } from './schemas/common.ts';
import { PICTURE_URL } from './pictureUrl.ts';
import type {
  AdminMerchantApplicationsQuery,
  AdminMerchantRejectBody,
  MerchantApplyBody,
  MerchantApplyRecordQuery,
} from './schemas/settlement.ts';
import { array, dateTime, jsonText, nullable, object, same, url, type Codec } from './wire/codec.ts';

/**
 * Merchant onboarding: a shopper applies to open a shop, an operator approves
 * (the shop opens) or rejects with a reason (spec §1, §3 Settlement
 * application, §4 merchant application statuses; crmeb-api §4.11
 * `settled/*`, §5 `auditStatus`, §6 rule 17; crmeb-wire §15).
 */

/** Application statuses (crmeb-api §5 merchant application `auditStatus`). */
export const MerchantApplyStatus = { pending: 1, approved: 2, rejected: 3 } as const;
export type MerchantApplyStatusValue = (typeof MerchantApplyStatus)[keyof typeof MerchantApplyStatus];

/** An application as its applicant sees it (`GET /api/front/merchant/settled/record`). */
export interface MerchantApplication {
  id: number;
  /** The business (shop) name. */
  name: string;
  categoryId: number;
  typeId: number;
  /** Contact person. */
  realName: string;
  email: string;
  /** Dial code without '+', '' when no phone was given. */
  countryCode: string;
  phone: string;
  /** The category's commission when applied, basis points (1 % = 100); a percentage on the wire (`5.5`). */
  handlingFee: number;
  /** Comma-separated keywords. */
  keywords: string;
  address: string;
  auditStatus: MerchantApplyStatusValue;
  /** The operator's reason when rejected; '' otherwise. */
  denialReason: string;
  /** Licence and permit image URLs; JSON text of the list on the wire, as the merchant detail's. */
  qualificationPicture: string[];
  createTime: Date;
  /** When last edited or resubmitted. */
  updateTime: Date;
  /** The shop it became once approved; null before. */
  merId: number | null;
}

/** An application as the operator sees it: the applicant and the names of its category and type. */
export interface AdminMerchantApplication extends MerchantApplication {
  /** The applicant's account. */
  uid: number;
  categoryName: string;
  typeName: string;
  /** When approved or rejected; null while pending. */
  auditTime: Date | null;
}

/** `data` of `GET /api/front/merchant/settled/agreement`. */
export interface SettlementAgreement {
  /** HTML, in the request's language (zh-CN when the mall has no text in it). */
  agreement: string;
}

export type MerchantApplyInput = Static<typeof MerchantApplyBody>;
export type MerchantApplyRecordInput = Static<typeof MerchantApplyRecordQuery>;
export type AdminMerchantApplicationsInput = Static<typeof AdminMerchantApplicationsQuery>;
export type AdminMerchantRejectInput = Static<typeof AdminMerchantRejectBody>;
type ApplicationIdInput = { params: Static<typeof IdParams> };

const pictureUrlPattern = new RegExp(`^${PICTURE_URL}$`);

/**
 * The qualification pictures of an apply request as a list: the list itself,
 * or the list read from the JSON text the provider's PC client sends. Null
 * when the text is no JSON list of strings, or an item is no picture URL;
 * the count is not checked here (see `MAX_QUALIFICATION_PICTURES`).
 */
export function readQualificationPictures(value: string[] | string): string[] | null {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!Array.isArray(list) || !list.every((item): item is string => typeof item === 'string' && item.length <= 300 && pictureUrlPattern.test(item))) {
    return null;
  }
  return list;
}

/** The limits of the application form, for clients that validate before sending (the schemas are in `@mall/api/schemas`). */
export {
  MAX_QUALIFICATION_PICTURES,
  MERCHANT_ADDRESS_MAX,
  MERCHANT_DENIAL_REASON_MAX,
  MERCHANT_KEYWORDS_MAX,
  MERCHANT_NAME_MAX,
  MERCHANT_REAL_NAME_MAX,
} from './schemas/settlement.ts';

export interface SettlementEndpoints {
  /** The settlement agreement (HTML) shown before applying, in the request's language. */
  'GET /api/front/merchant/settled/agreement': { input: NoInput; data: SettlementAgreement };
  /**
   * Sends a 6-digit code to the application's email (purpose
   * `merchant-settled`). Body: the email as bare text (crmeb-wire §15), or
   * JSON-quoted. Same limits as the other codes: 400 within 60 s, 429 past the hourly count.
   */
  'POST /api/front/captcha/email/merchant/settled': { input: { body: string }; data: null };
  /**
   * Applies to open a shop, or edits the shopper's own application (`id`)
   * while pending or rejected (a rejected one becomes pending again, its
   * reason cleared). 400 naming the field: the code is not one sent to this
   * email (`captcha`), the name or email is a shop's or another pending
   * application's, the shopper already has a pending application, 1–10
   * pictures that are not all the shopper's uploads, an unknown category or
   * type, an application not the shopper's or already approved (404 / 400).
   * The code is used up only when the application is saved.
   */
  'POST /api/front/merchant/settled/apply': { input: { body: MerchantApplyInput }; data: MerchantApplication };
  /** The shopper's applications, newest first (page 1, 10 a page by default). */
  'GET /api/front/merchant/settled/record': { input: { query?: MerchantApplyRecordInput }; data: Page<MerchantApplication> };
  /** Every application, newest first, optionally of one status. */
  'GET /api/admin/merchant-applications': { input: { query?: AdminMerchantApplicationsInput }; data: Page<AdminMerchantApplication> };
  /** One application; 404 for an unknown id. */
  'GET /api/admin/merchant-applications/:id': { input: ApplicationIdInput; data: AdminMerchantApplication };
  /**
   * Approves a pending application: creates the shop (open, not
   * self-operated) in the same transaction and links it (`merId`); the shop
   * is on the shop street and in shop search at once, and the applicant gets
   * an email. 400 unless pending, or when a shop already has the name.
   */
  'POST /api/admin/merchant-applications/:id/approve': { input: ApplicationIdInput; data: AdminMerchantApplication };
  /** Rejects a pending application with a reason the applicant is shown and emailed. 400 unless pending. */
  'POST /api/admin/merchant-applications/:id/reject': {
    input: ApplicationIdInput & { body: AdminMerchantRejectInput };
    data: AdminMerchantApplication;
  };
}

// ——— The wire (crmeb-wire §15) ———

/** A share in basis points in the model, a percentage on the wire (as the merchant category's `handlingFee`). */
const percent: Codec<number, number> = { encode: (bp) => bp / 100, decode: (p) => Math.round(Number(p) * 100) };

const applicationFields = {
  handlingFee: percent,
  qualificationPicture: jsonText(array(url), []),
  createTime: dateTime,
  updateTime: dateTime,
};
export const merchantApplicationCodec = object<MerchantApplication>()(applicationFields);
export const adminMerchantApplicationCodec = object<AdminMerchantApplication>()({ ...applicationFields, auditTime: nullable(dateTime) });

export const settlementWire = {
  'GET /api/front/merchant/settled/agreement': same<SettlementAgreement>(),
  'POST /api/front/captcha/email/merchant/settled': same<null>(),
  'POST /api/front/merchant/settled/apply': merchantApplicationCodec,
  'GET /api/front/merchant/settled/record': pageOf(merchantApplicationCodec),
  'GET /api/admin/merchant-applications': pageOf(adminMerchantApplicationCodec),
  'GET /api/admin/merchant-applications/:id': adminMerchantApplicationCodec,
  'POST /api/admin/merchant-applications/:id/approve': adminMerchantApplicationCodec,
  'POST /api/admin/merchant-applications/:id/reject': adminMerchantApplicationCodec,
} satisfies WireMap<SettlementEndpoints>;
