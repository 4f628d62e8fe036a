import { Type } from 'typebox';
import { CAPTCHA_PATTERN } from '../limits.ts';
import { CountryCode, Email, Phone, PlainText } from './common.ts';

/** A password as sent (the 8–20 characters, two-classes rule is checked with a field-naming message, see `passwordProblem`). */
const Password = PlainText(64, 1);

/** A verification code: 6 digits (crmeb-api §4.1; spec §5 emptyCaptche, correctCaptche). */
export const Captcha = Type.String({ pattern: CAPTCHA_PATTERN });

/** Body of `POST /api/front/login/mobile/password` (spec §3 login payloads: phone). */
export const PhonePasswordLoginBody = Type.Object({
  phone: Phone,
  countryCode: Type.Optional(CountryCode),
  password: Password,
});

/** Body of `POST /api/front/login/mobile/captcha` (spec §3: SMS). */
export const PhoneCaptchaLoginBody = Type.Object({
  phone: Phone,
  countryCode: Type.Optional(CountryCode),
  captcha: Captcha,
});

/** Body of `POST /api/front/login/email` (spec §3: email). */
export const EmailPasswordLoginBody = Type.Object({
  email: Email,
  password: Password,
});

/** Body of `POST /api/front/login/register/mobile` (spec §3: phone register). */
export const PhoneRegisterBody = Type.Object({
  phone: Phone,
  countryCode: Type.Optional(CountryCode),
  captcha: Captcha,
  password: Password,
});

/** Body of `POST /api/front/login/register/email` (spec §3: email register). */
export const EmailRegisterBody = Type.Object({
  email: Email,
  captcha: Captcha,
  password: Password,
});

/** Body of `POST /api/front/login/register/visitor` (spec §3: guest). The phone is not checked (spec §5). */
export const VisitorRegisterBody = Type.Object({
  email: Email,
  phone: Type.Optional(PlainText(20)),
  countryCode: Type.Optional(Type.Union([CountryCode, Type.Literal('')])),
});

/** Body (JSON, form or multipart) of `POST /api/front/login/sendCode` (spec §7). */
export const SendCodeBody = Type.Object({
  phone: Phone,
  countryCode: Type.Optional(CountryCode),
});

/** Body of `POST /api/front/login/email/captcha` and `/email/forget/password`: the email itself, as a JSON string. */
export const EmailOnlyBody = Email;

/** Body of `POST /api/front/login/email/reset/password` (spec §3: password reset). */
export const EmailResetPasswordBody = Type.Object({
  email: Email,
  captcha: Captcha,
  newPassword: Password,
  passwordAgain: Password,
});

/** Body of `POST /api/front/login/google`: the Google ID token (a JWT) as a JSON string. */
export const GoogleLoginBody = Type.String({ minLength: 20, maxLength: 4096, pattern: '^[\\w-]+\\.[\\w-]+\\.[\\w-]+$' });

/**
 * Body of `POST /api/front/login/facebook` (crmeb-api §4.1 fields, plus the
 * `accessToken` the server asks Facebook about: the original trusted the id
 * the browser sent). The redirect sign-in sends only the token; older
 * clients' `id` must be the token's user, their `name`, `picture` and
 * `email` are accepted for compatibility and ignored.
 */
export const FacebookLoginBody = Type.Object({
  id: Type.Optional(Type.String({ pattern: '^[0-9]{1,32}$' })),
  name: Type.Optional(PlainText(100)),
  picture: Type.Optional(PlainText(2048)),
  email: Type.Optional(PlainText(254)),
  accessToken: PlainText(1024, 10),
});

/** Query of `GET /api/front/login/twitter/request/token`: only the PC storefront (`end=pc`) is served. */
export const TwitterRequestTokenQuery = Type.Object({ end: Type.Literal('pc') });

/** Body of `POST /api/front/login/twitter` (crmeb-api §4.1). The token secret stays on the server; a sent one is ignored. */
export const TwitterLoginBody = Type.Object({
  oauthToken: PlainText(200, 1),
  oauthTokenSecret: Type.Optional(PlainText(200)),
  oauthVerifier: PlainText(200, 1),
});

/** A QR sign-in ticket as the desktop and the phone name it. */
const Ticket = Type.String({ pattern: '^[\\w-]{16,64}$' });

/** Query of `GET /api/front/login/qr/status`: the ticket and the desktop's secret poll key. */
export const QrStatusQuery = Type.Object({ ticket: Ticket, pollKey: Ticket });

/** Body of `POST /api/front/login/qr/scan` and `/qr/confirm` (the signed-in phone). */
export const QrTicketBody = Type.Object({ ticket: Ticket });
