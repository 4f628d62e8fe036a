/**
 * The shapes the settlement (merchant onboarding) components take. They
 * mirror the API client's settlement model (handling fees in basis points,
 * times as `Date`s, pictures as URL arrays), so a page passes what its data
 * hooks return with at most the category and type names added; @mall/ui
 * declares them itself because it does not import the client.
 * @see spec §3 Settlement application, §4 Merchant application statuses; crmeb-wire §15; crmeb-api §4.11, §5 (auditStatus)
 */

/** A merchant category to choose (`GET /api/front/merchant/all/category/list`). */
export interface SettlementCategory {
  id: number;
  name: string;
  /** The platform's handling fee, basis points (1 % = 100). */
  handlingFee: number;
}

/** A shop type to choose (`GET /api/front/merchant/all/type/list`), with its description. */
export interface SettlementShopType {
  id: number;
  name: string;
  /** What the type means (e.g. what a flagship store must prove); shown under the select. */
  info: string;
}

/**
 * What the settlement form submits, trimmed: the application without its
 * pictures' upload state. `countryCode` is the dial code of the phone's
 * country, digits only (`'86'`); `phone` is '' when none was given.
 */
export interface SettlementApplication {
  /** Company (business) name: the shop's name once approved. */
  name: string;
  realName: string;
  countryCode: string;
  phone: string;
  email: string;
  /** The e-mail verification code. */
  captcha: string;
  categoryId: number;
  typeId: number;
  keywords: string;
  address: string;
  /** URLs of the qualification pictures, in order (1 to the form's most). */
  qualificationPicture: string[];
}

/** 1 waiting for review, 2 approved, 3 failed audit (with a reason). */
export type SettlementAuditStatus = 1 | 2 | 3;

/** One of the shopper's applications, as the record list shows it. */
export interface SettlementRecordData {
  id: number;
  name: string;
  realName: string;
  email: string;
  /** '' when none was given. */
  phone: string;
  categoryId: number;
  typeId: number;
  /** The category's name; '' when the category is no longer listed. */
  categoryName: string;
  /** The shop type's name; '' when the type is no longer listed. */
  typeName: string;
  /** Basis points (1 % = 100). */
  handlingFee: number;
  keywords: string;
  address: string;
  auditStatus: SettlementAuditStatus;
  /** Why the application failed audit; '' otherwise. */
  denialReason: string;
  /** URLs of the qualification pictures. */
  qualificationPicture: string[];
  createTime: Date;
}
