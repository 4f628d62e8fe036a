/**
 * Story data for the goods family: realistic goods of a Chinese mall, with
 * pictures from `fixtures/images.ts` (no network). Not part of the package.
 */
import { fixtureImage } from '../fixtures/images.ts';
import type { GoodsCardGoods } from './GoodsCard/GoodsCard.tsx';
import type { MerchantServiceConfig } from './MerchantServiceButton/merchantService.ts';
import type { ShopCardMerchant } from './ShopCard/ShopCard.tsx';
import type { PurchaseProduct, PurchaseSku } from './GoodsPurchasePanel/GoodsPurchasePanel.tsx';
import type { SkuAttr } from './skuSelection.ts';

/** Goods as the list endpoint returns them (prices in cents). */
export const goodsList: GoodsCardGoods[] = [
  { id: 101, storeName: '星河 Nova 60 Pro 12GB+512GB 雅川青 卫星通话 智能手机', image: fixtureImage(1), price: 699900, otPrice: 749900, sales: 12873, stock: 320, merName: '星河官方旗舰店' },
  { id: 102, storeName: '米粒空气净化器 4 Pro 除甲醛 除菌 智能家用', image: fixtureImage(2), price: 129900, otPrice: 149900, sales: 5621, stock: 86, merName: '米粒自营旗舰店' },
  { id: 103, storeName: '松果森林 每日坚果 750g/30袋 混合果仁 休闲零食大礼包', image: fixtureImage(3), price: 12990, otPrice: 0, sales: 203456, stock: 5000, merName: '松果森林旗舰店' },
  { id: 104, storeName: '疾风 飞驰 3 Elite 男款竞速跑鞋', image: fixtureImage(4), price: 109900, otPrice: 129900, sales: 874, stock: 0, merName: '疾风官方旗舰店' },
  { id: 105, storeName: '暖居 电饭煲 4L 智能预约 IH 电磁加热', image: fixtureImage(5), price: 39900, otPrice: 59900, sales: 33210, stock: 412, merName: '暖居生活电器旗舰店' },
  { id: 106, storeName: '跃动 运动卫衣 男女同款 秋冬加绒', image: fixtureImage(0), price: 19900, otPrice: 29900, sales: 1520, stock: 64, merName: '跃动官方旗舰店' },
  { id: 107, storeName: '果味小铺 猪肉脯 200g 靖江风味 肉干肉脯', image: fixtureImage(1), price: 2990, otPrice: 3990, sales: 98765, stock: 2300, merName: '果味小铺旗舰店' },
  { id: 108, storeName: '凌风 云佳 1.5 匹 新一级能效 变频冷暖 壁挂式空调', image: fixtureImage(2), price: 259900, otPrice: 299900, sales: 4410, stock: 35, merName: '凌风官方旗舰店' },
  { id: 109, storeName: '山野味 芒果干 120g×3 袋 果脯蜜饯', image: fixtureImage(3), price: 3590, otPrice: 0, sales: 45012, stock: 900 },
  { id: 110, storeName: '简笔 A4 复印纸 70g 500 张/包 5 包装', image: fixtureImage(4), price: 8990, otPrice: 10990, sales: 7720, stock: 0, merName: '简笔办公旗舰店' },
];

/** A name long enough to need the two-line clamp. */
export const longNameGoods: GoodsCardGoods = {
  id: 111,
  storeName: '【官方正品 顺丰包邮】澜湾 Lanwan 10 公斤 滚筒洗衣机 全自动 家用 大容量 变频 除菌 一级能效 智能投放 洗烘一体机 EG100HMATE81SU1',
  image: fixtureImage(5),
  price: 329900,
  otPrice: 459900,
  sales: 1203456,
  stock: 12,
  merName: '澜湾官方旗舰店（家电专营）',
};

/** Pictures of a detail page (the goods' `sliderImage`). */
export const galleryImages: string[] = [fixtureImage(1, 800), fixtureImage(2, 800), fixtureImage(3, 800), fixtureImage(4, 800), fixtureImage(5, 800)];

/** The goods record of a phone with two axes. */
export const phoneProduct: PurchaseProduct = {
  storeName: '星河 Nova 60 Pro 智能手机 卫星通话 超可靠玄武架构 全焦段超清影像',
  storeInfo: '卫星通话，无网也能打电话\n第二代昆仑玻璃，耐摔能力提升\n5000mAh 大电池，88W 超级快充',
  price: 699900,
  otPrice: 749900,
  sales: 12873,
  stock: 26,
  unitName: '台',
};

/** Axes of the phone: 颜色 × 存储. */
export const phoneAttrs: SkuAttr[] = [
  { attrName: '颜色', attrValues: ['雅川青', '白沙银', '南糯紫', '雅丹黑'] },
  { attrName: '存储', attrValues: ['12GB+256GB', '12GB+512GB', '12GB+1TB'] },
];

function sku(id: number, price: number, otPrice: number, stock: number): PurchaseSku {
  return { id, price, otPrice, stock };
}

/** SKUs of the phone, keyed like `productValue`; 雅丹黑 is sold out, and some sizes too. */
export const phoneSkus: Record<string, PurchaseSku> = {
  '雅川青,12GB+256GB': sku(1001, 649900, 699900, 8),
  '雅川青,12GB+512GB': sku(1002, 699900, 749900, 5),
  '雅川青,12GB+1TB': sku(1003, 799900, 849900, 0),
  '白沙银,12GB+256GB': sku(1004, 649900, 699900, 3),
  '白沙银,12GB+512GB': sku(1005, 699900, 749900, 0),
  '白沙银,12GB+1TB': sku(1006, 799900, 849900, 2),
  '南糯紫,12GB+256GB': sku(1007, 649900, 699900, 0),
  '南糯紫,12GB+512GB': sku(1008, 699900, 749900, 120),
  '南糯紫,12GB+1TB': sku(1009, 799900, 849900, 0),
  '雅丹黑,12GB+256GB': sku(1010, 649900, 699900, 0),
  '雅丹黑,12GB+512GB': sku(1011, 699900, 749900, 0),
  '雅丹黑,12GB+1TB': sku(1012, 799900, 849900, 0),
};

/** Single-specification goods: one axis 规格 with the value 默认. */
export const nutsProduct: PurchaseProduct = {
  storeName: '松果森林 每日坚果 750g/30袋 混合果仁 休闲零食大礼包',
  storeInfo: '6 种坚果果干科学配比\n独立小包装，每天一袋刚刚好',
  price: 12990,
  otPrice: 15990,
  sales: 203456,
  stock: 500,
  unitName: '盒',
};

export const singleSpecAttrs: SkuAttr[] = [{ attrName: '规格', attrValues: ['默认'] }];

export const nutsSkus: Record<string, PurchaseSku> = { 默认: sku(2001, 12990, 15990, 500) };

/** The shop of the phone's detail page (`merchantInfo`), with its four recommended goods. */
export const detailShop: ShopCardMerchant = {
  id: 1,
  name: '星河官方旗舰店',
  avatar: fixtureImage(1, 120),
  isSelf: true,
  starLevel: 5,
  followerCount: 1283046,
  proList: [
    { id: 121, storeName: '星河 StarPad Pro 13.2 英寸 平板电脑', image: fixtureImage(2, 240), price: 529900 },
    { id: 122, storeName: '星河 StarBuds Pro 3 无线蓝牙耳机', image: fixtureImage(3, 240), price: 139900 },
    { id: 123, storeName: '星河 WATCH GT 4 智能手表 46mm', image: fixtureImage(4, 240), price: 148800 },
    { id: 124, storeName: '星河 88W 超级快充充电器套装', image: fixtureImage(5, 240), price: 19900 },
  ],
};

/** A third-party shop with a long name, no logo and only two recommended goods. */
export const smallShop: ShopCardMerchant = {
  id: 12,
  name: '深圳市优选好物数码科技有限公司官方授权旗舰店（华南仓）',
  avatar: '',
  isSelf: false,
  starLevel: 3,
  followerCount: 1,
  proList: [
    { id: 131, storeName: 'Type-C 数据线 1 米 两条装', image: fixtureImage(0, 240), price: 2990 },
    { id: 132, storeName: '手机支架 桌面 可折叠', image: fixtureImage(1, 240), price: 1590 },
  ],
};

/** One customer-service config per channel of a shop. */
export const shopServices = {
  phone: { serviceType: 'phone', serviceLink: '', servicePhone: '400-822-9999', serviceEmail: '' },
  h5: { serviceType: 'H5', serviceLink: 'https://kefu.mall.example.com/chat?merId=1', servicePhone: '', serviceEmail: '' },
  email: { serviceType: 'email', serviceLink: '', servicePhone: '', serviceEmail: 'service@huawei-shop.example.com' },
  message: { serviceType: 'message', serviceLink: '', servicePhone: '', serviceEmail: '', serviceMessage: '工作日 9:00–18:00 回复' },
} satisfies Record<string, MerchantServiceConfig>;
