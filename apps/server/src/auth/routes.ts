import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.ts';
import { deleteSession } from '../http/session.ts';
import { localeOf } from '../i18n/locale.ts';
import {
  loginWithEmailPassword,
  loginWithPhoneCode,
  loginWithPhonePassword,
  registerVisitor,
  registerWithEmail,
  registerWithPhone,
  resetPasswordByEmail,
  type AuthDeps,
} from './login.ts';
import { HttpError } from '../http/errors.ts';
import type { SharedStore } from '../shared/store.ts';
import { loginMethodInfo, loginPicture, type ProviderSettings } from './methods.ts';
import { facebookVerifier } from './providers/facebook.ts';
import { googleVerifier } from './providers/google.ts';
import { signInWithProvider } from './providers/identity.ts';
import { twitterSignIn } from './providers/twitter.ts';
import { QrLogin } from './qrLogin.ts';
import { sendPhoneCode, sendRegisterEmailCode, sendResetEmailCode } from './sendCodes.ts';

/** Codes one client address may ask for per hour, whatever the phone or email (per-target limits are in codes.ts). */
export const CODES_PER_IP_PER_HOUR = 20;
/** Sign-in and registration calls one client address may make per 10 minutes. */
export const SIGN_INS_PER_IP_PER_10_MIN = 60;
/** Guest accounts one client address may open per hour. */
export const VISITORS_PER_IP_PER_HOUR = 10;

const codeLimit = { rateLimit: { max: CODES_PER_IP_PER_HOUR, timeWindow: '1 hour' } };
/** The email-code calls: the provider's clients send the address as bare text (crmeb-wire §1 "Bare axios calls"). */
const emailCode = { ...codeLimit, successMessage: 'auth.codeSent', rawTextBody: true } as const;
const signInLimit = { rateLimit: { max: SIGN_INS_PER_IP_PER_10_MIN, timeWindow: '10 minutes' } };

/** QR ticket polls one desktop may make per minute (it polls every 2 s). */
const QR_POLLS_PER_MIN = 60;

function off(provider: string): HttpError {
  return new HttpError(403, 'auth.providerOff', { provider });
}

/**
 * Sign-in, registration, codes, third-party and QR sign-in, session check
 * and sign-out (spec §2 Sign-in dialog, §4, §7; crmeb-api §4.1).
 */
export function authRoutes(app: FastifyInstance, deps: AuthDeps, providers: ProviderSettings, store: SharedStore, now: () => number): void {
  const { db } = deps;
  const google = providers.google ? googleVerifier(providers.google) : undefined;
  const facebook = providers.facebook ? facebookVerifier(providers.facebook) : undefined;
  const twitter = providers.twitter ? twitterSignIn(providers.twitter, store) : undefined;
  const qr = new QrLogin(db, store, now);
  route(app, db, 'POST /api/front/login/mobile/password', ({ body }) => loginWithPhonePassword(deps, body), signInLimit);
  route(app, db, 'POST /api/front/login/email', ({ body }) => loginWithEmailPassword(deps, body), signInLimit);
  route(app, db, 'POST /api/front/login/mobile/captcha', ({ body }) => loginWithPhoneCode(deps, body), signInLimit);
  route(app, db, 'POST /api/front/login/register/mobile', ({ body }) => registerWithPhone(deps, body), signInLimit);
  route(app, db, 'POST /api/front/login/register/email', ({ body }) => registerWithEmail(deps, body), signInLimit);
  route(app, db, 'POST /api/front/login/register/visitor', ({ body }) => registerVisitor(deps, body), {
    rateLimit: { max: VISITORS_PER_IP_PER_HOUR, timeWindow: '1 hour' },
  });
  route(app, db, 'POST /api/front/login/sendCode', ({ body, request }) => sendPhoneCode(deps, body, localeOf(request.headers['accept-language'])), {
    ...codeLimit,
    successMessage: 'auth.codeSent',
  });
  route(
    app,
    db,
    'POST /api/front/login/email/captcha',
    ({ body, request }) => sendRegisterEmailCode(deps, body, localeOf(request.headers['accept-language'])),
    emailCode,
  );
  route(
    app,
    db,
    'POST /api/front/login/email/forget/password',
    ({ body, request }) => sendResetEmailCode(deps, body, localeOf(request.headers['accept-language'])),
    emailCode,
  );
  route(app, db, 'POST /api/front/login/email/reset/password', ({ body }) => resetPasswordByEmail(deps, body), {
    ...signInLimit,
    successMessage: 'auth.passwordReset',
  });
  route(app, db, 'GET /api/front/login/method/info', ({ locale }) =>
    loginMethodInfo(db, deps.visitorOpen, providers, locale),
  );
  route(app, db, 'GET /api/pc/login/getLoginPic', ({ locale }) => loginPicture(db, locale));
  route(app, db, 'POST /api/front/login/google', async ({ body }) => {
    if (!google) throw off('Google');
    return signInWithProvider(db, await google(body));
    // The provider's backend reads the ID token as the bare body (crmeb-api §4.1).
  }, { ...signInLimit, rawTextBody: true });
  route(app, db, 'POST /api/front/login/facebook', async ({ body }) => {
    if (!facebook) throw off('Facebook');
    return signInWithProvider(db, await facebook(body));
  }, signInLimit);
  route(app, db, 'GET /api/front/login/twitter/request/token', async () => {
    if (!twitter) throw off('Twitter');
    return twitter.start();
  }, signInLimit);
  route(app, db, 'POST /api/front/login/twitter', async ({ body }) => {
    if (!twitter) throw off('Twitter');
    return signInWithProvider(db, await twitter.finish(body));
  }, signInLimit);
  route(app, db, 'POST /api/front/login/qr/ticket', () => qr.create(), signInLimit);
  route(app, db, 'GET /api/front/login/qr/status', ({ query }) => qr.status(query.ticket, query.pollKey), {
    rateLimit: { max: QR_POLLS_PER_MIN, timeWindow: '1 minute' },
  });
  route(app, db, 'POST /api/front/login/qr/scan', ({ body }) => qr.scan(body.ticket));
  route(app, db, 'POST /api/front/login/qr/confirm', ({ body, session }) => qr.confirm(body.ticket, session.userId));
  route(app, db, 'POST /api/front/login/token/is/exist', async ({ session }) => session !== null);
  route(app, db, 'GET /api/front/login/logout', async ({ session }) => {
    if (session) await deleteSession(db, session.tokenHash);
    return null;
  });
}
