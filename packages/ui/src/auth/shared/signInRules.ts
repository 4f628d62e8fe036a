/**
 * The field rules of the sign-in dialog's forms, as Yup schemas. Messages
 * are message ids of the auth family (`signIn.<spec key>`), translated when
 * shown, so a reader finds each rule under the spec §5 key it implements.
 * @see spec §5 Validation rules, §8 (validation messages)
 */
import { boolean, string } from 'yup';
import { isValidPhoneNumber } from '../CountryPicker/countries.ts';

/**
 * The usual address pattern (spec §5 correctEmail): something, `@`,
 * something, a dot, something, no spaces or characters a database cannot
 * store. The server's pattern (`@mall/api` `EMAIL_PATTERN`; `rules.test.ts`
 * fails when they differ), so the form never lets through an address the
 * server refuses.
 */
// eslint-disable-next-line no-control-regex -- U+0000 is refused on purpose: a database cannot store it.
export const EMAIL_PATTERN = /^[^\s@\u0000\uD800-\uDFFF]+@[^\s@\u0000\uD800-\uDFFF]+\.[^\s@\u0000\uD800-\uDFFF]+$/u;

/** Longest email address the server takes (`@mall/api` `EMAIL_MAX_LENGTH`). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * What a verification code may hold (spec §5 correctCaptche): 6 digits, the
 * server's pattern (`@mall/api` `CAPTCHA_PATTERN`), so a mistyped code is said
 * at once rather than after a round trip.
 */
export const CAPTCHA_PATTERN = /^[0-9]{6}$/;

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

/** Code: required (emptyCaptche), letters and digits only (correctCaptche); surrounding spaces ignored. */
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
