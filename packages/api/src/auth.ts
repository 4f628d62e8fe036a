import type { NoInput, WireMap } from './endpoints.ts';
import { nullable, object, same, url } from './wire/codec.ts';
import type { Static } from 'typebox';
import type {
  EmailPasswordLoginBody,
  EmailRegisterBody,
  EmailResetPasswordBody,
  FacebookLoginBody,
  PhoneCaptchaLoginBody,
  PhonePasswordLoginBody,
  PhoneRegisterBody,
  QrStatusQuery,
  QrTicketBody,
  SendCodeBody,
  TwitterLoginBody,
  TwitterRequestTokenQuery,
  VisitorRegisterBody,
} from './schemas/auth.ts';

/**
 * Signing in and out.
 * @see spec §3 (Login payloads, Session), §4 Session, §7; crmeb-api §4.1
 */

/** How the account was created. */
export type UserType = 'phone' | 'email' | 'tourist' | 'google' | 'facebook' | 'twitter';

/** `data` of every login call. */
export interface LoginResponse {
  /** The session token; store it as `Bearer <token>` (spec §7). */
  token: string;
  uid: number;
  /** Nickname (the mall's historical spelling). */
  nikeName: string;
  phone: string;
  email: string;
  userType: UserType;
  /** `login` for an existing account, `register` for a new one. */
  type: 'login' | 'register';
  /** A guest's secret for finding their orders later (crmeb-api §6.23); '' for other accounts. */
  identity: string;
}

export type PhonePasswordLoginInput = Static<typeof PhonePasswordLoginBody>;
export type PhoneCaptchaLoginInput = Static<typeof PhoneCaptchaLoginBody>;
export type EmailPasswordLoginInput = Static<typeof EmailPasswordLoginBody>;
export type PhoneRegisterInput = Static<typeof PhoneRegisterBody>;
export type EmailRegisterInput = Static<typeof EmailRegisterBody>;
export type VisitorRegisterInput = Static<typeof VisitorRegisterBody>;
export type SendCodeInput = Static<typeof SendCodeBody>;
export type EmailResetPasswordInput = Static<typeof EmailResetPasswordBody>;
export type FacebookLoginInput = Static<typeof FacebookLoginBody>;
export type TwitterLoginInput = Static<typeof TwitterLoginBody>;
export type TwitterRequestTokenInput = Static<typeof TwitterRequestTokenQuery>;
export type QrStatusInput = Static<typeof QrStatusQuery>;
export type QrTicketInput = Static<typeof QrTicketBody>;

/**
 * `data` of `GET /api/front/login/twitter/request/token` (crmeb-api §4.1): the
 * storefront keeps it in the `twitterToken` cookie and sends the browser to
 * `authorizationURL`. `tokenSecret` is always '': the server keeps the secret.
 */
export interface TwitterRequestToken {
  token: string;
  tokenSecret: string;
  authorizationURL: string;
}

/** A QR sign-in ticket (`POST /api/front/login/qr/ticket`). */
export interface QrTicket {
  /** Goes into the QR code: the phone confirms this ticket. */
  ticket: string;
  /** Kept by the desktop only: polling the status needs it, so a photo of the QR code is not enough. */
  pollKey: string;
  /** Lifetime in seconds (120). */
  expiresIn: number;
}

/** Where a QR sign-in stands; `login` is set once, with `confirmed`, and the ticket is then spent. */
export interface QrStatus {
  status: 'waiting' | 'scanned' | 'confirmed' | 'expired';
  login: LoginResponse | null;
}

/** Lifetime of a QR sign-in ticket: 2 minutes. */
export const QR_TICKET_TTL_SECONDS = 120;

/**
 * Which ways of signing in the mall offers (`GET /api/front/login/method/info`;
 * spec §3 Login method info, crmeb-api §4.1). Third-party providers are on
 * when the server is configured for them; their ids are public by design.
 */
export interface LoginMethodInfo {
  googleOpen: boolean;
  googleClientId: string;
  /** Where the storefront sends the browser to sign in with Google ('' when Google is off; see `googleAuthorizeUrl`). */
  googleAuthUrl: string;
  facebookOpen: boolean;
  facebookAppId: string;
  /** Facebook's login dialog the storefront sends the browser to ('' when Facebook is off; see `facebookAuthorizeUrl`). */
  facebookDialogUrl: string;
  twitterOpen: boolean;
  /**
   * Signing in by scanning a QR code with a signed-in phone is offered (the
   * mall's addition; a provider backend does not send it, so it reads as off).
   */
  qrLoginOpen?: boolean;
  /** Guest (visitor) sign-in with an email is offered (spec §6). */
  visitorOpen: boolean;
  /**
   * The privacy agreement shown at `/middlewares/privacy_agreement` (HTML
   * from the mall's settings), in the request's language
   * (`Accept-Language`: zh-CN, en, fr, th, lao), zh-CN when that language has
   * none. Site setting `login.agreement`: an object by locale, or one string
   * for every locale.
   */
  agreement: string;
}

/** `data` of `GET /api/pc/login/getLoginPic`: the picture beside the sign-in form. */
export interface LoginPicture {
  loginLeftImage: string;
}

/** How long a verification code stays valid: 5 minutes (crmeb-api §4.1 default). */
export const CODE_TTL_SECONDS = 300;
/** A new code for the same phone or email is refused for 60 s (spec §4 Send-code button, §9). */
export const CODE_RESEND_SECONDS = 60;

/** Default dial code (spec §9). */
export const DEFAULT_COUNTRY_CODE = '86';

/** Password rule: 8–20 characters with at least two of letters, digits and symbols. */
export const PASSWORD_RULE = { min: 8, max: 20, classes: 2 } as const;

/**
 * Checks the password rule; returns the reason it fails, or null when it passes.
 * Shared by the server and by forms so both say the same.
 */
export function passwordProblem(password: string): 'length' | 'classes' | null {
  if (password.length < PASSWORD_RULE.min || password.length > PASSWORD_RULE.max) return 'length';
  const classes = [/[A-Za-z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  return classes >= PASSWORD_RULE.classes ? null : 'classes';
}

export interface AuthEndpoints {
  'POST /api/front/login/mobile/password': { input: { body: PhonePasswordLoginInput }; data: LoginResponse };
  /** Whether the token in the request headers is a live session. */
  'POST /api/front/login/token/is/exist': { input: NoInput; data: boolean };
  /** Ends the session of the token in the headers; answers 200 even without one. */
  'GET /api/front/login/logout': { input: NoInput; data: null };
  /** Signs in with a code sent by SMS; a new phone number gets an account (quick login). */
  'POST /api/front/login/mobile/captcha': { input: { body: PhoneCaptchaLoginInput }; data: LoginResponse };
  'POST /api/front/login/email': { input: { body: EmailPasswordLoginInput }; data: LoginResponse };
  /** 400 when the phone already has an account. */
  'POST /api/front/login/register/mobile': { input: { body: PhoneRegisterInput }; data: LoginResponse };
  /** 400 when the email already has an account. */
  'POST /api/front/login/register/email': { input: { body: EmailRegisterInput }; data: LoginResponse };
  /** A guest account for buying without registering; 403 unless `visitorOpen`. */
  'POST /api/front/login/register/visitor': { input: { body: VisitorRegisterInput }; data: LoginResponse };
  /** Sends a 6-digit code by SMS (form `phone`, `countryCode`); `data` null, the message says it was sent. */
  'POST /api/front/login/sendCode': { input: { body: SendCodeInput }; data: null };
  /** Sends a code to an email that has no account yet (registration). Body: the email as a JSON string. */
  'POST /api/front/login/email/captcha': { input: { body: string }; data: null };
  /** Sends a code to an email that has an account (password reset). Body: the email as a JSON string. */
  'POST /api/front/login/email/forget/password': { input: { body: string }; data: null };
  'POST /api/front/login/email/reset/password': { input: { body: EmailResetPasswordInput }; data: null };
  'GET /api/front/login/method/info': { input: NoInput; data: LoginMethodInfo };
  'GET /api/pc/login/getLoginPic': { input: NoInput; data: LoginPicture };
  /** Signs in with a Google ID token (verified: signature, audience, issuer, expiry); 403 when Google is off. */
  'POST /api/front/login/google': { input: { body: string }; data: LoginResponse };
  /**
   * Signs in with Facebook: the access token is checked with Facebook, which
   * also tells who the person is (a sent id must be theirs; a sent name,
   * picture or email is ignored); 403 when Facebook is off.
   */
  'POST /api/front/login/facebook': { input: { body: FacebookLoginInput }; data: LoginResponse };
  /** Starts Twitter's OAuth 1.0a sign-in; 403 when Twitter is off. */
  'GET /api/front/login/twitter/request/token': { input: { query: TwitterRequestTokenInput }; data: TwitterRequestToken };
  /** Finishes Twitter's sign-in from `/middlewares/callback_twitter`. */
  'POST /api/front/login/twitter': { input: { body: TwitterLoginInput }; data: LoginResponse };
  /** A ticket for signing in by scanning a QR code with a signed-in phone. */
  'POST /api/front/login/qr/ticket': { input: NoInput; data: QrTicket };
  /** The desktop polls this until `confirmed` (with the session) or `expired`. */
  'GET /api/front/login/qr/status': { input: { query: QrStatusInput }; data: QrStatus };
  /** The phone has opened the ticket (signed in); the desktop may say "confirm on your phone". */
  'POST /api/front/login/qr/scan': { input: { body: QrTicketInput }; data: null };
  /** The phone's owner confirms: the desktop's next poll signs in as them. */
  'POST /api/front/login/qr/confirm': { input: { body: QrTicketInput }; data: null };
}

// ——— The wire (crmeb-wire §2) ———

export const authWire = {
  'POST /api/front/login/mobile/password': same<LoginResponse>(),
  'POST /api/front/login/token/is/exist': same<boolean>(),
  'GET /api/front/login/logout': same<null>(),
  'POST /api/front/login/mobile/captcha': same<LoginResponse>(),
  'POST /api/front/login/email': same<LoginResponse>(),
  'POST /api/front/login/register/mobile': same<LoginResponse>(),
  'POST /api/front/login/register/email': same<LoginResponse>(),
  'POST /api/front/login/register/visitor': same<LoginResponse>(),
  'POST /api/front/login/sendCode': same<null>(),
  'POST /api/front/login/email/captcha': same<null>(),
  'POST /api/front/login/email/forget/password': same<null>(),
  'POST /api/front/login/email/reset/password': same<null>(),
  'GET /api/front/login/method/info': same<LoginMethodInfo>(),
  'GET /api/pc/login/getLoginPic': object<LoginPicture>()({ loginLeftImage: url }),
  'POST /api/front/login/google': same<LoginResponse>(),
  'POST /api/front/login/facebook': same<LoginResponse>(),
  'GET /api/front/login/twitter/request/token': same<TwitterRequestToken>(),
  'POST /api/front/login/twitter': same<LoginResponse>(),
  'POST /api/front/login/qr/ticket': same<QrTicket>(),
  'GET /api/front/login/qr/status': object<QrStatus>()({ login: nullable(same<LoginResponse>()) }),
  'POST /api/front/login/qr/scan': same<null>(),
  'POST /api/front/login/qr/confirm': same<null>(),
} satisfies WireMap<AuthEndpoints>;
