import { boolean, object, string } from 'yup';
import { isValidPhoneNumber } from '../../auth/CountryPicker/countries.ts';
import { dialCodeOf } from '../../auth/shared/phoneCountry.ts';
import { captchaRule, emailRule } from '../../auth/shared/signInRules.ts';
import type { SettlementApplication } from '../types.ts';

/**
 * The limits of a settlement application. The API contract holds the real
 * ones (the page passes them in); these defaults are the same numbers, so
 * a story or a page without them still behaves as the server does.
 */
export interface SettlementLimits {
  /** Most characters of the company name. */
  nameMax: number;
  /** Most characters of the real name. */
  realNameMax: number;
  /** Most characters of the keywords. */
  keywordsMax: number;
  /** Most characters of the address. */
  addressMax: number;
  /** Most qualification pictures (spec §5: up to 10). */
  picturesMax: number;
}

/** The defaults of {@link SettlementLimits}. */
export const SETTLEMENT_LIMITS: SettlementLimits = {
  nameMax: 50,
  realNameMax: 30,
  keywordsMax: 100,
  addressMax: 200,
  picturesMax: 10,
};

/** MIME types the qualification pictures may have (spec §5: JPG, PNG, JPEG). */
export const SETTLEMENT_PICTURE_TYPES = ['image/jpeg', 'image/png'] as const;

/** The values of the settlement form, as typed. */
export interface SettlementFormValues {
  name: string;
  realName: string;
  /** ISO code of the phone's country (the picker's value), e.g. `'CN'`. */
  country: string;
  /** The national number; optional. */
  phone: string;
  email: string;
  captcha: string;
  /** The chosen category's id as the select holds it; '' until chosen. */
  categoryId: string;
  /** The chosen shop type's id as the select holds it; '' until chosen. */
  typeId: string;
  keywords: string;
  address: string;
  /** The agreement box. */
  agreed: boolean;
}

/** The form's values before anything is typed. */
export const EMPTY_SETTLEMENT_VALUES: SettlementFormValues = {
  name: '',
  realName: '',
  country: 'CN',
  phone: '',
  email: '',
  captcha: '',
  categoryId: '',
  typeId: '',
  keywords: '',
  address: '',
  agreed: false,
};

/** Message ids of the form's own rules (the e-mail and code rules are the sign-in ones: `signIn.*`). */
export type SettlementRuleMessage =
  | 'settlementForm.emptyName'
  | 'settlementForm.emptyRealName'
  | 'settlementForm.emptyCategory'
  | 'settlementForm.emptyType'
  | 'settlementForm.emptyAddress'
  | 'settlementForm.tooLong'
  | 'settlementForm.agreement'
  | 'settlementForm.emptyPictures'
  | 'settlementForm.picturesUploading';

const tooLong: SettlementRuleMessage = 'settlementForm.tooLong';

/**
 * Yup rules of the settlement form (spec §5 Settlement): company name, real
 * name, code and merchant category required, the shop type and address too
 * (the server requires them, crmeb-api §4.11); the e-mail valid
 * (`signIn.emailEmpty`, `signIn.correctEmail`), the code 6 digits
 * (`signIn.emptyCaptche`, `signIn.correctCaptche`); the phone optional but a
 * number of the chosen country when given (`signIn.correctPhone`); texts at
 * most their limit once trimmed (`settlementForm.tooLong`, shown with
 * `{max}`); the agreement ticked. The pictures are checked apart
 * ({@link picturesError}): they are not values of the form.
 */
export function settlementSchema(limits: SettlementLimits = SETTLEMENT_LIMITS) {
  return object({
    name: string().trim().required('settlementForm.emptyName' satisfies SettlementRuleMessage).max(limits.nameMax, tooLong),
    realName: string()
      .trim()
      .required('settlementForm.emptyRealName' satisfies SettlementRuleMessage)
      .max(limits.realNameMax, tooLong),
    country: string().required(),
    phone: string()
      .trim()
      .test('phone-format', 'signIn.correctPhone', function check(value) {
        const country: unknown = this.parent?.country;
        return !value || (typeof country === 'string' && isValidPhoneNumber(country, value));
      }),
    email: emailRule(),
    captcha: captchaRule(),
    categoryId: string().required('settlementForm.emptyCategory' satisfies SettlementRuleMessage),
    typeId: string().required('settlementForm.emptyType' satisfies SettlementRuleMessage),
    keywords: string().trim().max(limits.keywordsMax, tooLong),
    address: string().trim().required('settlementForm.emptyAddress' satisfies SettlementRuleMessage).max(limits.addressMax, tooLong),
    agreed: boolean().oneOf([true], 'settlementForm.agreement' satisfies SettlementRuleMessage),
  });
}

/**
 * The pictures' message id, or undefined when they may be sent: at least
 * one uploaded (spec §5 "qualification pictures must be uploaded"), none
 * still uploading.
 */
export function picturesError(uploaded: number, uploading: number): SettlementRuleMessage | undefined {
  if (uploading > 0) return 'settlementForm.picturesUploading';
  if (uploaded === 0) return 'settlementForm.emptyPictures';
  return undefined;
}

/** The application the values make with the pictures `pictures` (URLs): texts trimmed, ids as numbers, the phone as digits with its dial code. */
export function settlementApplicationOf(values: SettlementFormValues, pictures: string[]): SettlementApplication {
  // The server takes digits only; the shopper may have typed the number grouped.
  const phone = values.phone.replace(/\D/g, '');
  return {
    name: values.name.trim(),
    realName: values.realName.trim(),
    countryCode: phone ? dialCodeOf(values.country) : '',
    phone,
    email: values.email.trim(),
    captcha: values.captcha.trim(),
    categoryId: Number(values.categoryId),
    typeId: Number(values.typeId),
    keywords: values.keywords.trim(),
    address: values.address.trim(),
    qualificationPicture: pictures,
  };
}
