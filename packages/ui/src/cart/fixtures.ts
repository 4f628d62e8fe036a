/**
 * Story data of the cart family: carts as `GET /api/front/cart/list` returns
 * them (grouped by merchant, money in cents). Not part of the published package.
 */
import { fixtureImage } from '../fixtures/images.ts';
import type { CartGroupData, CartLine } from './CartList/CartList.tsx';

function line(partial: Omit<CartLine, 'image'> & { seed: number }): CartLine {
  const { seed, ...rest } = partial;
  return { ...rest, image: fixtureImage(seed, 160) };
}

/** Two shops, four lines, one of them sold out. */
export const cartGroups: CartGroupData[] = [
  {
    merId: 1,
    merName: '星河官方旗舰店',
    cartInfoList: [
      line({
        id: 101,
        productId: 11,
        productAttrUnique: 1101,
        cartNum: 1,
        seed: 1,
        storeName: 'XINGHE StarPad 11.5 英寸平板电脑 2.8K 护眼全面屏 办公学习娱乐',
        sku: '曜石黑,8GB+256GB',
        price: 219900,
        otPrice: 249900,
        stock: 56,
        attrStatus: true,
      }),
      line({
        id: 102,
        productId: 12,
        productAttrUnique: 1201,
        cartNum: 2,
        seed: 2,
        storeName: 'XINGHE StarBuds 6i 主动降噪真无线蓝牙耳机',
        sku: '冰霜银',
        price: 49900,
        otPrice: 59900,
        stock: 120,
        attrStatus: true,
      }),
    ],
  },
  {
    merId: 2,
    merName: '松果森林食品专营店',
    cartInfoList: [
      line({
        id: 201,
        productId: 21,
        productAttrUnique: 2101,
        cartNum: 3,
        seed: 3,
        storeName: '每日坚果混合装 750g/30袋 孕妇儿童零食',
        sku: '原味,30袋装',
        price: 8990,
        otPrice: 12900,
        stock: 4,
        attrStatus: true,
      }),
      line({
        id: 202,
        productId: 22,
        productAttrUnique: 2201,
        cartNum: 1,
        seed: 4,
        storeName: '手剥山核桃 临安特产 奶油味 500g',
        sku: '奶油味,500g',
        price: 6800,
        otPrice: 6800,
        stock: 0,
        attrStatus: false,
      }),
    ],
  },
];

/** Lines whose SKU no longer exists (`isValid=false`). */
export const invalidCartGroups: CartGroupData[] = [
  {
    merId: 3,
    merName: '疾风官方旗舰店',
    cartInfoList: [
      line({
        id: 301,
        productId: 31,
        productAttrUnique: 3101,
        cartNum: 1,
        seed: 5,
        storeName: '疾风 超轻20 男子跑步鞋 减震回弹',
        sku: '标准白,42',
        price: 39900,
        otPrice: 59900,
        stock: 0,
        attrStatus: false,
      }),
    ],
  },
];

/** A shop with a very long name and a long goods title. */
export const longTextCartGroups: CartGroupData[] = [
  {
    merId: 4,
    merName: '广州市天河区美好生活家居日用品百货旗舰店（官方直营・正品保障・七天无理由退换）',
    cartInfoList: [
      line({
        id: 401,
        productId: 41,
        productAttrUnique: 4101,
        cartNum: 99,
        seed: 6,
        storeName:
          '加厚大号收纳箱 透明塑料整理箱 衣柜衣物储物箱 带滑轮可叠加 家用搬家打包箱子 特大号三件套 赠防尘袋和标签贴纸 限时特惠',
        sku: '透明白,特大号 75L × 3 个装,带滑轮,加厚款',
        price: 12990,
        otPrice: 19990,
        stock: 999,
        attrStatus: true,
      }),
    ],
  },
];
