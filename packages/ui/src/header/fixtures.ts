/**
 * Story data for the header family. Not part of the package.
 */

/** A made-up mall logo (a red mark with a bag), as a data URI: no text, so no font is needed. */
export const logoUrl = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="180" height="56" viewBox="0 0 180 56">' +
    '<rect x="0" y="4" width="48" height="48" rx="10" fill="#d7261e"/>' +
    '<path d="M14 22h20l-2 20H16z" fill="#fff"/><path d="M19 22v-3a5 5 0 0 1 10 0v3" stroke="#fff" stroke-width="3" fill="none"/>' +
    '<rect x="58" y="14" width="110" height="10" rx="5" fill="#222"/>' +
    '<rect x="58" y="32" width="74" height="8" rx="4" fill="#d7261e"/>' +
    '</svg>',
)}`;

/** Hot search keywords (`GET /api/front/search/keyword`); the header shows the first three. */
export const hotKeywords = [
  { id: 1, title: '星河手机' },
  { id: 2, title: '空气净化器' },
  { id: 3, title: '坚果礼盒' },
  { id: 4, title: '运动跑鞋' },
  { id: 5, title: '电饭煲' },
  { id: 6, title: '洗衣机' },
];

export const signedInUser = { nickname: '张小凡', avatar: undefined as string | undefined };

/** A signed-in shopper with every field the user menu shows (`GET /api/front/user/info`). */
export const fullUser = {
  nickname: '张小凡',
  avatar: undefined as string | undefined,
  phone: '138****8000',
  email: 'xiaofan.zhang@example.com',
};

/**
 * The server's user menu (`routine_my_menus`): one entry has an empty
 * `pc_url` and must be hidden; one has its own query, which `menuCur` joins.
 */
export const userMenus = [
  { id: 61, name: '我的收藏', pc_url: '/users/collection_list' },
  { id: 62, name: '我的优惠券', pc_url: '/users/coupon_list?type=1' },
  { id: 63, name: '地址管理', pc_url: '/users/address_list' },
  { id: 64, name: '我的积分', pc_url: '' },
  { id: 65, name: '个人资料', pc_url: '/users/user_info' },
  { id: 70, name: '商家入驻', pc_url: '/users/merchant_settled' },
  { id: 71, name: '申请记录', pc_url: '/users/application_record' },
];

/** The separate mobile mall (spec §1): the top bar link and the QR code. */
export const mobileUrl = 'https://m.mall.example.com/';

/** The platform category tree (`GET /api/front/product/category`) as the header's drawer shows it. */
export const headerCategories = [
  {
    id: 1,
    name: '手机数码',
    childList: [
      { id: 101, name: '手机' },
      { id: 102, name: '平板电脑' },
      { id: 103, name: '智能手表' },
      { id: 104, name: '蓝牙耳机' },
      { id: 105, name: '充电器/数据线' },
      { id: 106, name: '移动电源' },
      { id: 107, name: '手机壳/贴膜' },
      { id: 108, name: '数码相机' },
    ],
  },
  {
    id: 2,
    name: '电脑办公',
    childList: [
      { id: 201, name: '笔记本' },
      { id: 202, name: '台式机' },
      { id: 203, name: '显示器' },
      { id: 204, name: '键盘鼠标' },
      { id: 205, name: '打印机' },
      { id: 206, name: '办公文具' },
    ],
  },
  {
    id: 3,
    name: '家用电器',
    childList: [
      { id: 301, name: '空调' },
      { id: 302, name: '冰箱' },
      { id: 303, name: '洗衣机' },
      { id: 304, name: '电视' },
      { id: 305, name: '电饭煲' },
      { id: 306, name: '空气净化器' },
      { id: 307, name: '吸尘器' },
    ],
  },
  {
    id: 4,
    name: '食品生鲜',
    childList: [
      { id: 401, name: '休闲零食' },
      { id: 402, name: '坚果炒货' },
      { id: 403, name: '新鲜水果' },
      { id: 404, name: '茶叶' },
      { id: 405, name: '粮油调味' },
      { id: 406, name: '牛奶乳品' },
    ],
  },
  {
    id: 5,
    name: '服饰内衣',
    childList: [
      { id: 501, name: '女装' },
      { id: 502, name: '男装' },
      { id: 503, name: '内衣袜子' },
      { id: 504, name: '童装' },
    ],
  },
  {
    id: 6,
    name: '鞋靴箱包',
    childList: [
      { id: 601, name: '运动鞋' },
      { id: 602, name: '休闲鞋' },
      { id: 603, name: '双肩包' },
      { id: 604, name: '拉杆箱' },
    ],
  },
  {
    id: 7,
    name: '美妆个护',
    childList: [
      { id: 701, name: '面部护肤' },
      { id: 702, name: '香水彩妆' },
      { id: 703, name: '洗发护发' },
      { id: 704, name: '口腔护理' },
    ],
  },
  {
    id: 8,
    name: '母婴玩具',
    childList: [
      { id: 801, name: '奶粉' },
      { id: 802, name: '纸尿裤' },
      { id: 803, name: '童车童床' },
      { id: 804, name: '益智玩具' },
    ],
  },
  {
    id: 9,
    name: '家居家装',
    childList: [
      { id: 901, name: '家纺' },
      { id: 902, name: '灯具' },
      { id: 903, name: '厨具' },
      { id: 904, name: '收纳整理' },
    ],
  },
  { id: 10, name: '图书音像' },
];

/** Where a category leads: the search route with its cid (spec §2). */
export function categoryHref(cid: number): string {
  return `/goods/goods_search?cid=${cid}`;
}

/** What every header story starts from (callbacks are added by each story file): a guest with an empty cart. */
export const headerBaseArgs = {
  logoUrl,
  homeHref: '/',
  keywords: hotKeywords,
  cartCount: 0,
  cartHref: '/order/shopping_cart',
  user: null,
  ordersHref: '/users/order_list?orderStatus=1',
};
