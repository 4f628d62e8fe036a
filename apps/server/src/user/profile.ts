import { and, count, eq, gt } from 'drizzle-orm';
import { NICKNAME_MAX_LENGTH, type SignInProvider, type UserEditInput, type UserInfo, type UserType } from '@mall/api';
import type { Db } from '../db/client.ts';
import { appUser, productCollect, userCoupon, userIdentity } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { ImageStore } from '../upload/storage.ts';
import { prepareAvatar } from './avatar.ts';

/** The order third-party sign-ins are listed in. */
const PROVIDERS: readonly SignInProvider[] = ['google', 'facebook', 'twitter'];

/**
 * The signed-in shopper's profile (spec §3 User; crmeb-api §4.2): the
 * account, its spendable points, usable coupons, favourite goods and ways of
 * signing in; never the password hash.
 * @throws {HttpError} 404 `user.notFound` when the account is gone.
 */
export async function getUserInfo(db: Db, userId: number, now = new Date()): Promise<UserInfo> {
  const [user] = await db.select().from(appUser).where(eq(appUser.id, userId)).limit(1);
  if (!user) throw notFound('user.notFound');
  const [[coupons], [collects], identities] = await Promise.all([
    db
      .select({ n: count() })
      .from(userCoupon)
      .where(and(eq(userCoupon.userId, userId), eq(userCoupon.status, 0), gt(userCoupon.endTime, now))),
    db.select({ n: count() }).from(productCollect).where(eq(productCollect.userId, userId)),
    db.selectDistinct({ provider: userIdentity.provider }).from(userIdentity).where(eq(userIdentity.userId, userId)),
  ]);
  const linked = new Set(identities.map((row) => row.provider));
  return {
    uid: user.id,
    nickname: user.nickname,
    avatar: user.avatar,
    phone: user.phone ?? '',
    countryCode: user.countryCode,
    email: user.email ?? '',
    balance: user.balance,
    userType: user.userType as UserType,
    integral: user.integral,
    couponCount: coupons?.n ?? 0,
    collectCount: collects?.n ?? 0,
    hasPassword: user.passwordHash !== null,
    identities: PROVIDERS.filter((provider) => linked.has(provider)),
  };
}

/**
 * The nickname as stored: trimmed, not blank, at most {@link NICKNAME_MAX_LENGTH}
 * characters (code points, so an emoji counts once).
 * @throws {HttpError} 400 on `nickname`: `user.nicknameEmpty` (spec §5 "User name cannot be empty"), `user.nicknameTooLong`.
 */
export function cleanNickname(raw: string): string {
  const nickname = raw.trim();
  if (nickname === '') throw badRequest('user.nicknameEmpty', {}, 'nickname');
  if (Array.from(nickname).length > NICKNAME_MAX_LENGTH) throw badRequest('user.nicknameTooLong', { max: NICKNAME_MAX_LENGTH }, 'nickname');
  return nickname;
}

/**
 * `POST /api/front/user/edit` (crmeb-api §4.2; crmeb-wire §13): saves the
 * nickname and, when given, the avatar. The avatar must be one of the
 * shopper's uploads (attached as `avatar`, cropped to a centred square:
 * avatar.ts), the current avatar, or '' for none.
 * @throws {HttpError} 400 on `nickname` (see {@link cleanNickname}) or
 *   `avatar` (`upload.notYours`); nothing changes then.
 */
export async function editProfile(db: Db, images: ImageStore, userId: number, input: UserEditInput): Promise<null> {
  const nickname = cleanNickname(input.nickname);
  const [user] = await db.select({ avatar: appUser.avatar }).from(appUser).where(eq(appUser.id, userId)).limit(1);
  if (!user) throw notFound('user.notFound');
  const commitAvatar = input.avatar === undefined ? null : await prepareAvatar(db, images, userId, input.avatar, user.avatar);
  await db.transaction(async (tx) => {
    const avatar = commitAvatar ? await commitAvatar(tx) : undefined;
    await tx
      .update(appUser)
      .set(avatar === undefined ? { nickname } : { nickname, avatar })
      .where(eq(appUser.id, userId));
  });
  return null;
}
