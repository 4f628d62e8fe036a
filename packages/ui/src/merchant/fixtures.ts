/**
 * Story data for the merchant family. Not part of the package.
 */
import { fixtureImage } from '../fixtures/images.ts';
import type { MerchantFilterOption } from './MerchantFilterBar/MerchantFilterBar.tsx';
import type { MerchantCardMerchant } from './MerchantCard/MerchantCard.tsx';
import type { ShopQualification } from './QualificationPanel/QualificationPanel.tsx';
import type { ShopCategoryNode } from './ShopCategoryTree/ShopCategoryTree.tsx';
import type { ShopHeaderShop } from './ShopHeader/ShopHeader.tsx';
import type { StreetShop } from './ShopStreetCard/ShopStreetCard.tsx';

export const selfMerchant: MerchantCardMerchant = { id: 1, name: '星河官方旗舰店', avatar: fixtureImage(1, 120), isSelf: true, starLevel: 5 };

export const thirdPartyMerchant: MerchantCardMerchant = { id: 7, name: '松果森林坚果专营店', avatar: fixtureImage(3, 120), isSelf: false, starLevel: 4 };

export const longNameMerchant: MerchantCardMerchant = {
  id: 12,
  name: '深圳市优选好物数码科技有限公司官方授权旗舰店（华南仓）',
  avatar: fixtureImage(5, 120),
  isSelf: false,
  starLevel: 3,
};

/** Shops of the shop street (`MerchantSearchResponse`, crmeb-api §4.11), prices in cents. */
export const streetShops: StreetShop[] = [
  {
    id: 1,
    name: '星河官方旗舰店',
    avatar: fixtureImage(1, 120),
    isSelf: true,
    starLevel: 5,
    streetBackImage: fixtureImage(1, 600, 240),
    proList: [
      { id: 101, storeName: '星河 Nova 60 Pro 12GB+512GB 雅川青', image: fixtureImage(1), price: 699900, sales: 12873 },
      { id: 201, storeName: '星河 StarPad 11.5 英寸 柔光版', image: fixtureImage(2), price: 219900, sales: 3021 },
      { id: 121, storeName: '星河 StarBuds Pro 3 无线耳机', image: fixtureImage(3), price: 119900, sales: 8810 },
    ],
  },
  {
    id: 7,
    name: '松果森林坚果专营店',
    avatar: fixtureImage(3, 120),
    isSelf: false,
    starLevel: 4,
    streetBackImage: fixtureImage(3, 600, 240),
    proList: [
      { id: 103, storeName: '松果森林 每日坚果 750g/30袋', image: fixtureImage(3), price: 12990, sales: 203456 },
      { id: 203, storeName: '松果森林 坚果礼盒 1.5kg', image: fixtureImage(4), price: 15900, sales: 40211 },
    ],
  },
  {
    id: 9,
    name: '疾风官方旗舰店',
    avatar: fixtureImage(4, 120),
    isSelf: false,
    starLevel: 4,
    streetBackImage: fixtureImage(4, 600, 240),
    proList: [
      { id: 104, storeName: '疾风 飞驰 3 Elite 男款竞速跑鞋', image: fixtureImage(4), price: 109900, sales: 874 },
      { id: 204, storeName: '疾风 羽毛球拍 全碳素 超轻', image: fixtureImage(5), price: 29900, sales: 1520 },
      { id: 214, storeName: '疾风 运动短袖 速干', image: fixtureImage(0), price: 9900, sales: 6620 },
    ],
  },
  {
    id: 11,
    name: '暖居生活电器旗舰店',
    avatar: '',
    isSelf: true,
    starLevel: 3,
    streetBackImage: '',
    proList: [],
  },
];

/** A street shop whose name runs long. */
export const longNameStreetShop: StreetShop = {
  ...streetShops[0]!,
  id: 12,
  name: longNameMerchant.name,
  isSelf: false,
  starLevel: 3,
};

/** The header data of a shop (`GET /api/front/merchant/index/info/{id}`). */
export const shopIndexInfo: ShopHeaderShop = {
  id: 1,
  name: '星河官方旗舰店',
  avatar: fixtureImage(1, 120),
  isSelf: true,
  starLevel: 5,
  isCollect: false,
  pcBackImage: fixtureImage(2, 1200, 160),
  backImage: '',
};

/** The qualification page data (`GET /api/front/merchant/detail/{id}`, pictures as a list). */
export const shopQualification: ShopQualification = {
  id: 1,
  realName: '王经理',
  email: 'service@huawei-store.example.com',
  phone: '400-830-8300',
  address: '广东省深圳市龙岗区坂田星河基地 B 区 1 号楼',
  qualificationPicture: [fixtureImage(1, 600, 800), fixtureImage(2, 600, 800), fixtureImage(4, 600, 800)],
  intro: '星河官方旗舰店，提供星河手机、平板、笔记本电脑、智能穿戴等全系列产品。\n正品保障，全国联保，7 天无理由退货。',
  createTime: new Date('2021-03-15T04:00:00Z'),
  collectNum: 128640,
};

/** Shop categories of the mall (`GET /api/front/merchant/all/category/list`). */
export const merchantCategories: MerchantFilterOption[] = [
  { id: 1, name: '数码家电' },
  { id: 2, name: '服饰鞋包' },
  { id: 3, name: '食品生鲜' },
  { id: 4, name: '美妆个护' },
  { id: 5, name: '家居百货' },
];

/** Shop types of the mall (`GET /api/front/merchant/all/type/list`). */
export const merchantTypes: MerchantFilterOption[] = [
  { id: 1, name: '旗舰店' },
  { id: 2, name: '专营店' },
  { id: 3, name: '专卖店' },
];

/** A shop's own two-level category tree (`GET /api/front/product/merchant/{id}/category/list`). */
export const shopCategories: ShopCategoryNode[] = [
  {
    id: 31,
    name: '手机',
    childList: [
      { id: 311, name: 'Nova 系列' },
      { id: 312, name: 'Pura 系列' },
      { id: 313, name: 'nova 系列' },
    ],
  },
  {
    id: 32,
    name: '平板电脑',
    childList: [
      { id: 321, name: 'StarPad Pro' },
      { id: 322, name: 'StarPad' },
    ],
  },
  { id: 33, name: '智能穿戴' },
  {
    id: 34,
    name: '配件',
    childList: [
      { id: 341, name: '耳机' },
      { id: 342, name: '充电器与数据线' },
    ],
  },
];
