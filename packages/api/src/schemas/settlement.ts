import { Type } from 'typebox';
import { Captcha } from './auth.ts';
import { CountryCode, Email, Id, PageQueryProps, Phone, PlainText, Text } from './common.ts';
import { PICTURE_URL } from '../pictureUrl.ts';

export { PICTURE_URL };

/**
 * Request schemas of merchant onboarding (spec §3 Settlement application,
 * §5; crmeb-api §4.11 `settled/*`, §6 rule 17; crmeb-wire §15).
 */

/** Most qualification (licence, permit) pictures on one application (crmeb-wire §15: up to 10). */
export const MAX_QUALIFICATION_PICTURES = 10;
/** Most characters of the business (shop) name. */
export const MERCHANT_NAME_MAX = 50;
/** Most characters of the contact person's name. */
export const MERCHANT_REAL_NAME_MAX = 30;
/** Most characters of the address. */
export const MERCHANT_ADDRESS_MAX = 200;
/** Most characters of the keywords (comma-separated, searched by the shop search). */
export const MERCHANT_KEYWORDS_MAX = 100;
/** Most characters of an operator's reason for rejecting an application. */
export const MERCHANT_DENIAL_REASON_MAX = 255;
/** Most characters of the JSON text of the picture list (10 URLs of at most 300 characters, quoted, with commas). */
export const QUALIFICATION_PICTURES_TEXT_MAX = MAX_QUALIFICATION_PICTURES * 303 + 2;

export const PictureUrl = Type.String({ maxLength: 300, pattern: `^${PICTURE_URL}$` });

/**
 * The qualification pictures as a list of URLs, or as the provider's PC
 * client sends them: JSON text of that list (`"[\"/uploads/…\"]"`). The
 * server reads the text (`readQualificationPictures`, settlement.ts) and
 * holds either form to 1–{@link MAX_QUALIFICATION_PICTURES} pictures, each an
 * upload of the applicant or one the application being edited already has.
 */
export const QualificationPictures = Type.Union([
  Type.Array(PictureUrl, { minItems: 1, maxItems: MAX_QUALIFICATION_PICTURES }),
  Type.String({ minLength: 1, maxLength: QUALIFICATION_PICTURES_TEXT_MAX }),
]);

/**
 * Body of `POST /api/front/merchant/settled/apply` (crmeb-api §4.11, crmeb-wire
 * §15). `id` edits the shopper's own application while pending or rejected
 * (resubmitting a rejected one makes it pending again). `handlingFee` is the
 * category's, copied by the provider's form; the server takes the category's
 * own and ignores it. `country` is sent as "" by the provider's form and ignored.
 */
export const MerchantApplyBody = Type.Object({
  id: Type.Optional(Id),
  name: Text(MERCHANT_NAME_MAX),
  realName: Text(MERCHANT_REAL_NAME_MAX),
  phone: Type.Optional(Type.Union([Phone, Type.Literal('')])),
  countryCode: Type.Optional(Type.Union([CountryCode, Type.Literal('')])),
  email: Email,
  captcha: Captcha,
  categoryId: Id,
  typeId: Id,
  handlingFee: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  keywords: Type.Optional(PlainText(MERCHANT_KEYWORDS_MAX)),
  address: Text(MERCHANT_ADDRESS_MAX),
  qualificationPicture: QualificationPictures,
  country: Type.Optional(PlainText(60)),
});

/** Query of `GET /api/front/merchant/settled/record` (the provider's client sends none: page 1, 10 a page). */
export const MerchantApplyRecordQuery = Type.Object({ ...PageQueryProps });

/** Application statuses (crmeb-api §5): 1 pending, 2 approved, 3 rejected. */
export const MerchantApplyStatusFilter = Type.Enum([1, 2, 3]);

/** Query of `GET /api/admin/merchant-applications`: paging, and optionally one status. */
export const AdminMerchantApplicationsQuery = Type.Object({
  ...PageQueryProps,
  status: Type.Optional(MerchantApplyStatusFilter),
});

/** Body of `POST /api/admin/merchant-applications/{id}/reject`: the reason the applicant is shown. */
export const AdminMerchantRejectBody = Type.Object({ reason: Text(MERCHANT_DENIAL_REASON_MAX) });
