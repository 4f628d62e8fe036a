import type { Static } from 'typebox';
import type { NoInput, WireMap } from './endpoints.ts';
import { pageOf, type Page } from './page.ts';
import { array, jsonText, object, url, yuan } from './wire/codec.ts';
import type { ActivityParams } from './schemas/activity.ts';
import type { PageQuery } from './schemas/common.ts';

/**
 * Marketing activities: themed selections of goods on the home page and
 * their landing pages. Money is integer cents.
 * @see spec §2 (/goods/activity_list); crmeb-api §3 (home, activity_list), §4.3, §5 activity display type
 */

/** Home block layout of an activity (crmeb-api §5). */
export const ACTIVITY_TYPE = { carousel: 1, grid: 2, bigImage: 3 } as const;
export type ActivityType = (typeof ACTIVITY_TYPE)[keyof typeof ACTIVITY_TYPE];

/** Most goods an activity shows in its home block; the landing page pages through all of them. */
export const ACTIVITY_BLOCK_GOODS = 12;

/** Goods of an activity, in the original's field names. */
export interface ActivityGoods {
  /** Goods id. */
  proId: number;
  /** Goods picture URL. */
  proImage: string;
  /** The same picture, under the name some blocks read. */
  image: string;
  storeName: string;
  /** Cents. */
  price: number;
  /** Old price, cents; 0 when there is none. */
  otPrice: number;
  /** Units sold, real plus the merchant's opening figure (not in the original's answer). */
  sales: number;
  /** Units in stock over all SKUs; 0 is sold out (not in the original's answer). */
  stock: number;
}

/** An activity on the home page with its first goods. */
export interface ActivityBlock {
  id: number;
  name: string;
  type: ActivityType;
  /** Up to {@link ACTIVITY_BLOCK_GOODS} goods on sale, in the activity's order. */
  productList: ActivityGoods[];
}

/** `data` of `GET /api/pc/activity/detail/{aid}`: the landing page's header. */
export interface ActivityDetail {
  id: number;
  name: string;
  type: ActivityType;
  /** Banner image URLs; JSON text of the list on the wire. */
  banner: string[];
  /** The activity's rules and description, plain text with line breaks. */
  instruction: string;
}

export interface ActivityEndpoints {
  'GET /api/front/activity/index/list': { input: NoInput; data: ActivityBlock[] };
  'GET /api/front/activity/list/:aid': {
    input: { params: Static<typeof ActivityParams>; query?: Static<typeof PageQuery> };
    data: Page<ActivityGoods>;
  };
  'GET /api/pc/activity/detail/:aid': { input: { params: Static<typeof ActivityParams> }; data: ActivityDetail };
}

// ——— The wire (crmeb-wire §3, §4) ———

export const activityGoodsCodec = object<ActivityGoods>()(
  { proImage: url, image: url, price: yuan, otPrice: yuan },
  { ficti: () => 0 },
);
export const activityBlockCodec = object<ActivityBlock>()({ productList: array(activityGoodsCodec) });
export const activityDetailCodec = object<ActivityDetail>()({ banner: jsonText(array(url), []) });

export const activityWire = {
  'GET /api/front/activity/index/list': array(activityBlockCodec),
  'GET /api/front/activity/list/:aid': pageOf(activityGoodsCodec),
  'GET /api/pc/activity/detail/:aid': activityDetailCodec,
} satisfies WireMap<ActivityEndpoints>;
