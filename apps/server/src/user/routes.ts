import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { UserInfo, UserType } from '@mall/api';
import type { Db } from '../db/client.ts';
import { appUser } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { localeOf } from '../i18n/locale.ts';
import { getUserMenus } from './menu.ts';

/** The signed-in shopper's profile (spec §3 User); never the password hash. */
export async function getUserInfo(db: Db, userId: number): Promise<UserInfo> {
  const [user] = await db.select().from(appUser).where(eq(appUser.id, userId)).limit(1);
  if (!user) throw notFound('user.notFound');
  return {
    uid: user.id,
    nickname: user.nickname,
    avatar: user.avatar,
    phone: user.phone ?? '',
    countryCode: user.countryCode,
    email: user.email ?? '',
    balance: user.balance,
    userType: user.userType as UserType,
  };
}

export function userRoutes(app: FastifyInstance, db: Db): void {
  route(app, db, 'GET /api/front/user/info', ({ session }) => getUserInfo(db, session.userId));
  route(app, db, 'GET /api/front/user/menu/user', ({ request }) => getUserMenus(db, localeOf(request.headers['accept-language'])));
}
