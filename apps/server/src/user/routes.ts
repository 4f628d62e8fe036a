import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import type { AuthDeps } from '../auth/login.ts';
import { CODES_PER_IP_PER_HOUR, SIGN_INS_PER_IP_PER_10_MIN } from '../auth/routes.ts';
import { route } from '../http/route.ts';
import { localeOf } from '../i18n/locale.ts';
import type { ImageStore } from '../upload/storage.ts';
import { bindEmail, bindPhone, sendEmailBindCode, sendPhoneBindCode } from './bindContact.ts';
import { getUserMenus } from './menu.ts';
import { sendPasswordCode, updatePasswordByCode, updatePasswordWithOld } from './passwordChange.ts';
import { editProfile, getUserInfo } from './profile.ts';

/** What the account centre needs besides the database: codes and password attempts (auth), and the image store (avatars). */
export interface UserDeps {
  auth: AuthDeps;
  images: ImageStore;
}

/** Code sends are limited per client address as the sign-in ones are (auth/routes.ts). */
const codeLimit = { rateLimit: { max: CODES_PER_IP_PER_HOUR, timeWindow: '1 hour' }, successMessage: 'auth.codeSent' } as const;
const changeLimit = { rateLimit: { max: SIGN_INS_PER_IP_PER_10_MIN, timeWindow: '10 minutes' } } as const;

/**
 * The signed-in shopper's account centre (spec §2 user info; crmeb-api §4.1,
 * §4.2; crmeb-wire §13): profile, menu, password and phone/email changes.
 */
export function userRoutes(app: FastifyInstance, db: Db, deps: UserDeps): void {
  const { auth } = deps;
  const locale = (request: { headers: { 'accept-language'?: string | undefined } }) => localeOf(request.headers['accept-language']);
  route(app, db, 'GET /api/front/user/info', ({ session }) => getUserInfo(db, session.userId));
  route(app, db, 'GET /api/front/user/menu/user', ({ request }) => getUserMenus(db, locale(request)));
  route(app, db, 'POST /api/front/user/edit', ({ session, body }) => editProfile(db, deps.images, session.userId, body), {
    successMessage: 'user.edited',
  });
  route(app, db, 'POST /api/front/captcha/phone/password', ({ session, request }) => sendPasswordCode(auth, session.userId, 'sms', locale(request)), codeLimit);
  route(app, db, 'POST /api/front/captcha/email/password', ({ session, request }) => sendPasswordCode(auth, session.userId, 'email', locale(request)), codeLimit);
  route(app, db, 'POST /api/front/user/phone/update/password', ({ session, body }) => updatePasswordByCode(auth, session.userId, 'sms', body), {
    ...changeLimit,
    successMessage: 'user.passwordChanged',
  });
  route(app, db, 'POST /api/front/user/email/update/password', ({ session, body }) => updatePasswordByCode(auth, session.userId, 'email', body), {
    ...changeLimit,
    successMessage: 'user.passwordChanged',
  });
  route(app, db, 'POST /api/front/user/password/update', ({ session, body }) => updatePasswordWithOld(auth, session.userId, body), {
    ...changeLimit,
    successMessage: 'user.passwordChanged',
  });
  route(app, db, 'POST /api/front/captcha/phone/bind', ({ session, body, request }) => sendPhoneBindCode(auth, session.userId, body, locale(request)), codeLimit);
  route(app, db, 'POST /api/front/captcha/email/bind', ({ session, body, request }) => sendEmailBindCode(auth, session.userId, body, locale(request)), codeLimit);
  route(app, db, 'POST /api/front/user/phone/bind', ({ session, body }) => bindPhone(auth, session.userId, body), {
    ...changeLimit,
    successMessage: 'user.phoneBound',
  });
  route(app, db, 'POST /api/front/user/email/bind', ({ session, body }) => bindEmail(auth, session.userId, body), {
    ...changeLimit,
    successMessage: 'user.emailBound',
  });
}
