/**
 * The field rules of the sign-in dialog's forms, as Yup schemas. Messages
 * are message ids of the auth family (`signIn.<spec key>`), translated when
 * shown, so a reader finds each rule under the spec §5 key it implements.
 * @see spec §5 Validation rules, §8 (validation messages)
 */
import { boolean, string } from 'yup';
import { isValidPhoneNumber } from '../CountryPicker/countries.ts';
import { CAPTCHA_PATTERN, EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './patterns.ts';

export { CAPTCHA_PATTERN, EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './patterns.ts';

/** Message ids of the rules (spec §5 keys, plus the phone-format check of the country picker). */
export type SignInRuleMessage =
  | 'signIn.emailEmpty'
  | 'signIn.correctEmail'
  | 'signIn.emptyPhone'
  | 'signIn.correctPhone'
  | 'signIn.emptyPassword'
  | 'signIn.agreement'
  | 'signIn.emptyCaptche'
  | 'signIn.correctCaptche'
  | 'signIn.againPassword'
  | 'signIn.diffPassword';

/** Email: required (emailEmpty), then the usual pattern (correctEmail); surrounding spaces ignored. */
export const emailRule = () =>
  string()
    .trim()
    .required('signIn.emailEmpty' satisfies SignInRuleMessage)
    .max(EMAIL_MAX_LENGTH, 'signIn.correctEmail' satisfies SignInRuleMessage)
    .matches(EMAIL_PATTERN, 'signIn.correctEmail' satisfies SignInRuleMessage);

/**
 * Phone: required (emptyPhone), then valid for the country chosen in the
 * picker (`country`, an ISO code, a sibling field) by libphonenumber's
 * mobile rules (`signIn.correctPhone`).
 * @see spec §2 Country picker, §5 emptyPhone
 */
export const phoneRule = () =>
  string()
    .trim()
    .required('signIn.emptyPhone' satisfies SignInRuleMessage)
    .test('phone-format', 'signIn.correctPhone' satisfies SignInRuleMessage, function check(value) {
      const country: unknown = this.parent?.country;
      return !value || (typeof country === 'string' && isValidPhoneNumber(country, value));
    });

/** Password: required (emptyPassword). Strength is the server's rule; its message comes back as the form's error. */
export const passwordRule = () => string().required('signIn.emptyPassword' satisfies SignInRuleMessage);

/** The privacy agreement box must be ticked (spec §5 agreement: login and register). */
export const agreementRule = () => boolean().oneOf([true], 'signIn.agreement' satisfies SignInRuleMessage);

/** Code: required (emptyCaptche), 6 digits (correctCaptche); surrounding spaces ignored. */
export const captchaRule = () =>
  string()
    .trim()
    .required('signIn.emptyCaptche' satisfies SignInRuleMessage)
    .matches(CAPTCHA_PATTERN, 'signIn.correctCaptche' satisfies SignInRuleMessage);

/** Repeat of the password in the sibling field `field`: required (againPassword), equal to it (diffPassword). */
export const repeatPasswordRule = (field: string) =>
  string()
    .required('signIn.againPassword' satisfies SignInRuleMessage)
    // A test, not `oneOf`: Yup checks `oneOf` before `required`, which would report an empty repeat as different.
    .test('same-password', 'signIn.diffPassword' satisfies SignInRuleMessage, function same(value) {
      return !value || value === this.parent?.[field];
    });
