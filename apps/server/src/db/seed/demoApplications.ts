import { licenceImageUrl } from '../../media/urls.ts';
import type { merchant, merchantApply } from '../schema.ts';
import { TYPE_ID } from './merchantTypes.ts';

type ShopRow = typeof merchant.$inferInsert & { id: number; name: string };
type ApplicationRow = typeof merchantApply.$inferInsert;

/** The shop the demo shopper's approved application became: the last seeded shop. */
const APPROVED_SHOP_ID = 11;

const at = (month: number, day: number, hour = 2) => new Date(Date.UTC(2025, month - 1, day, hour, 0, 0));

/**
 * The demo shopper's applications to open a shop, one in each status
 * (spec §4 merchant application statuses; the issue "Merchant onboarding":
 * "seed one application in each status"): an approved one that became a
 * seeded shop, a rejected one with the operator's reason, and a pending one.
 * Their pictures are licences the mall draws (media/). Fixed rows, ids 1–3.
 */
export function demoApplications(userId: number, shops: readonly ShopRow[], feeOf: (categoryId: number) => number): ApplicationRow[] {
  const shop = shops.find((s) => s.id === APPROVED_SHOP_ID);
  if (!shop) throw new Error(`demo applications: no shop ${APPROVED_SHOP_ID}`);
  return [
    {
      id: 1,
      userId,
      name: shop.name,
      realName: shop.realName ?? '',
      countryCode: '86',
      phone: '13800138000',
      email: shop.email ?? '',
      categoryId: shop.categoryId,
      typeId: shop.typeId,
      handlingFeeBp: feeOf(shop.categoryId),
      keywords: shop.keywords ?? '',
      address: shop.address ?? '',
      qualificationPictures: shop.qualificationPictures ?? [licenceImageUrl('business', 9001)],
      auditStatus: 2,
      merId: shop.id,
      auditedAt: at(3, 12),
      createdAt: at(3, 1),
      updatedAt: at(3, 12),
    },
    {
      id: 2,
      userId,
      name: '巧手手作工艺品店',
      realName: '王小巧',
      countryCode: '86',
      phone: '13800138000',
      email: 'handmade.demo@mall.example.com',
      categoryId: 7,
      typeId: TYPE_ID.specialty,
      handlingFeeBp: feeOf(7),
      keywords: '手工,陶艺,编织',
      address: '浙江省杭州市西湖区龙井路18号 手作工坊',
      qualificationPictures: [licenceImageUrl('business', 9021)],
      auditStatus: 3,
      denialReason: '营业执照图片不清晰，请上传清晰完整的营业执照，并补充品牌授权书。',
      auditedAt: at(5, 20),
      createdAt: at(5, 8),
      updatedAt: at(5, 20),
    },
    {
      id: 3,
      userId,
      name: '茶韵茗茶专营店',
      realName: '李茗',
      countryCode: '86',
      phone: '13800138000',
      email: 'tea.demo@mall.example.com',
      categoryId: 6,
      typeId: TYPE_ID.specialty,
      handlingFeeBp: feeOf(6),
      keywords: '茶叶,绿茶,普洱',
      address: '福建省福州市鼓楼区五一北路100号 茶韵大厦3层',
      qualificationPictures: [licenceImageUrl('business', 9031), licenceImageUrl('food', 9032)],
      auditStatus: 1,
      createdAt: at(6, 2),
      updatedAt: at(6, 2),
    },
  ];
}
