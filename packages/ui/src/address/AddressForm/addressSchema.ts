import { boolean, object, string } from 'yup';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../../auth/shared/patterns.ts';

/**
 * The values of the address form, shaped like the body of
 * `POST /api/front/address/edit` (crmeb-api §4.14). `countryCode` is the dial
 * code without `+` (e.g. `86`); `email` is '' when not given.
 */
export interface AddressFormValues {
  /** Consignee. */
  realName: string;
  /** National number, digits only. */
  phone: string;
  countryCode: string;
  email: string;
  country: string;
  detail: string;
  postCode: string;
  isDefault: boolean;
}

/** Limits of the address fields, in characters (crmeb-api §4.14): the server's (`@mall/api` `ADDRESS_LIMITS`; `rules.test.ts` fails when they differ). */
export const ADDRESS_LIMITS = { realName: 64, phone: 15, country: 64, detail: 500, postCode: 12 } as const;

const PHONE = /^[0-9]{5,15}$/;
/** Letters and digits, with inner spaces or hyphens allowed (e.g. `SW1A 1AA`, `100-0001`). */
const POST_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]*[A-Za-z0-9]$/;

/**
 * Yup rules of the address form. Errors are message ids under `addressForm.*`,
 * translated where they are shown. Consignee, phone, detailed address and post
 * code are required (spec §5 Address); the email is optional but must be valid
 * when given (spec §5 correctEmail).
 * @see spec §3 Address, §5; crmeb-api §4.14
 */
export const addressSchema = object({
  realName: string()
    .trim()
    .required('addressForm.realNameRequired')
    .max(ADDRESS_LIMITS.realName, 'addressForm.realNameTooLong'),
  phone: string().trim().required('addressForm.phoneRequired').matches(PHONE, 'addressForm.phoneInvalid'),
  countryCode: string(),
  email: string().trim().max(EMAIL_MAX_LENGTH, 'addressForm.emailInvalid').matches(EMAIL_PATTERN, { message: 'addressForm.emailInvalid', excludeEmptyString: true }),
  country: string().trim().max(ADDRESS_LIMITS.country, 'addressForm.countryTooLong'),
  detail: string()
    .trim()
    .required('addressForm.detailRequired')
    .max(ADDRESS_LIMITS.detail, 'addressForm.detailTooLong'),
  postCode: string()
    .trim()
    .required('addressForm.postCodeRequired')
    .min(2, 'addressForm.postCodeInvalid')
    .max(ADDRESS_LIMITS.postCode, 'addressForm.postCodeInvalid')
    .matches(POST_CODE, 'addressForm.postCodeInvalid'),
  isDefault: boolean(),
});

/** The values as they should be sent: text fields trimmed, `+` dropped from the dial code. */
export function cleanAddressValues(values: AddressFormValues): AddressFormValues {
  return {
    realName: values.realName.trim(),
    phone: values.phone.trim(),
    countryCode: values.countryCode.trim().replace(/^\+/, ''),
    email: values.email.trim(),
    country: values.country.trim(),
    detail: values.detail.trim(),
    postCode: values.postCode.trim(),
    isDefault: values.isDefault,
  };
}
