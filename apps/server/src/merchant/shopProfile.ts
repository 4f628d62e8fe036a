import type { MerchantDetail, MerchantIndexInfo, MerchantServiceInfo, MerchantServiceType } from '@mall/api';
import { countFollowers, isFollowing } from '../collect/shopFollows.ts';
import type { Db } from '../db/client.ts';
import { pickText } from '../i18n/content.ts';
import type { ServerLocale } from '../i18n/locale.ts';
import { findOpenShop, type MerchantRow } from './openShop.ts';

function serviceOf(shop: MerchantRow): MerchantServiceInfo {
  return {
    // The table's CHECK constraint holds it to these four.
    serviceType: shop.serviceType as MerchantServiceType,
    serviceLink: shop.serviceLink,
    servicePhone: shop.phone,
    serviceMessage: shop.serviceMessage,
    serviceEmail: shop.serviceEmail,
  };
}

/**
 * The shop header of the shop pages (crmeb-api §4.11 `index/info`), with the
 * follower count and, for a signed-in shopper (`userId`), whether they follow
 * it. The name in `locale` where translated.
 * @throws {HttpError} 404 for an unknown or closed shop.
 */
export async function getShopIndexInfo(db: Db, id: number, userId: number | null, locale: ServerLocale): Promise<MerchantIndexInfo> {
  const shop = await findOpenShop(db, id);
  const [followerCount, isCollect] = await Promise.all([countFollowers(db, id), isFollowing(db, userId, id)]);
  return {
    id: shop.id,
    name: pickText(shop.i18n, 'name', locale, shop.name),
    categoryId: shop.categoryId,
    typeId: shop.typeId,
    isSelf: shop.isSelf,
    backImage: shop.backImage,
    avatar: shop.avatar,
    starLevel: shop.starLevel,
    isCollect,
    followerCount,
    ...serviceOf(shop),
    pcBanner: shop.pcBanner,
    pcBackImage: shop.pcBackImage,
  };
}

/**
 * The shop's qualification tab (crmeb-api §4.11 `detail`; spec §3
 * Merchant/shop): contact, licences, introduction, join date, followers.
 * Name and introduction in `locale` where translated.
 * @throws {HttpError} 404 for an unknown or closed shop.
 */
export async function getShopDetail(db: Db, id: number, locale: ServerLocale): Promise<MerchantDetail> {
  const shop = await findOpenShop(db, id);
  return {
    id: shop.id,
    name: pickText(shop.i18n, 'name', locale, shop.name),
    realName: shop.realName,
    email: shop.email,
    phone: shop.phone,
    address: shop.address,
    qualificationPicture: shop.qualificationPictures,
    intro: pickText(shop.i18n, 'intro', locale, shop.intro),
    serviceHours: shop.serviceHours,
    createTime: shop.createdAt,
    collectNum: await countFollowers(db, id),
  };
}

/**
 * How the shop's customer service is reached (crmeb-api §4.11 `customer/service/info`, §5).
 * @throws {HttpError} 404 for an unknown or closed shop.
 */
export async function getShopService(db: Db, id: number): Promise<MerchantServiceInfo> {
  return serviceOf(await findOpenShop(db, id));
}
