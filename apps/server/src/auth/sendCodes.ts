import { CODE_TTL_SECONDS, type SendCodeInput } from '@mall/api';
import { badRequest } from '../http/errors.ts';
import type { ServerLocale } from '../i18n/locale.ts';
import { translate } from '../i18n/translate.ts';
import { accountByEmail, e164, normalizeEmail } from './accounts.ts';
import { normalizeCountryCode } from './countryCode.ts';
import type { AuthDeps } from './login.ts';

/** The message around a code, in the shopper's language. */
export function composeCode(locale: ServerLocale) {
  return (code: string) => ({
    subject: translate('code.subject', {}, locale),
    text: translate('code.text', { code, minutes: CODE_TTL_SECONDS / 60 }, locale),
  });
}

/**
 * `POST /api/front/login/sendCode`: a code by SMS for the quick login or
 * phone registration (spec §7; the two share the code, as both end signed in).
 * @throws {HttpError} see {@link VerificationCodes.issue}.
 */
export async function sendPhoneCode(deps: AuthDeps, input: SendCodeInput, locale: ServerLocale): Promise<null> {
  const target = e164(normalizeCountryCode(input.countryCode), input.phone);
  await deps.codes.issue({ channel: 'sms', target, purpose: 'phone-sign-in' }, composeCode(locale), 'phone');
  return null;
}

/**
 * `POST /api/front/login/email/captcha`: a code for registering an email.
 * Refused for an email that already has an account (crmeb-api §4.1), so the
 * form can say "sign in instead": registration must tell, whereas password
 * reset must not (docs/adr/0004-verification-codes.md, "What the code calls reveal").
 * @throws {HttpError} 400 `auth.emailTaken`; see {@link VerificationCodes.issue}.
 */
export async function sendRegisterEmailCode(deps: AuthDeps, rawEmail: string, locale: ServerLocale): Promise<null> {
  const email = normalizeEmail(rawEmail);
  if (await accountByEmail(deps.db, email)) throw badRequest('auth.emailTaken', {}, 'email');
  await deps.codes.issue({ channel: 'email', target: email, purpose: 'email-register' }, composeCode(locale), 'email');
  return null;
}

/**
 * `POST /api/front/login/email/forget/password`: a code for resetting the
 * password of an email's account. The answer does not tell whether an
 * account uses the email: without one, the same limits apply and a code is
 * kept as usual, but nothing is sent (docs/adr/0004-verification-codes.md,
 * "What the code calls reveal").
 * @throws {HttpError} see {@link VerificationCodes.issue}.
 */
export async function sendResetEmailCode(deps: AuthDeps, rawEmail: string, locale: ServerLocale): Promise<null> {
  const email = normalizeEmail(rawEmail);
  const known = (await accountByEmail(deps.db, email)) !== undefined;
  await deps.codes.issue({ channel: 'email', target: email, purpose: 'email-reset' }, composeCode(locale), 'email', { send: known });
  return null;
}
