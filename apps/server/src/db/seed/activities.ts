import { bannerImageUrl, coverImageUrl } from '../../media/urls.ts';
import type { BannerSlug } from '../../media/banners.ts';
import type { SubjectKey } from '../../media/subjects.ts';
import type { activity, activityProduct } from '../schema.ts';
import type { DepartmentKey, LeafCategory } from './categories.ts';
import type { CatalogRows } from './goodsCatalog.ts';
import { createRng } from './prng.ts';

/** Activities and the goods in them, with fixed ids. */
export interface ActivityRows {
  activities: Array<typeof activity.$inferInsert & { id: number }>;
  goods: Array<typeof activityProduct.$inferInsert>;
}

/** When the demo activities start; they have no end, so they stay live whenever the demo runs. */
export const ACTIVITIES_START = new Date(Date.UTC(2025, 0, 1, 0, 0, 0));

interface ActivityDef {
  name: string;
  /** 1 carousel, 2 big/small grid, 3 big image (crmeb-api §5). */
  type: 1 | 2 | 3;
  department: DepartmentKey;
  banner: BannerSlug;
  cover: SubjectKey;
  instruction: string;
}

/** One activity of each home layout, each on a department with a banner of its theme. */
const ACTIVITIES: readonly ActivityDef[] = [
  {
    name: '数码焕新季',
    type: 1,
    department: 'digital',
    banner: 'digital-week',
    cover: 'phone',
    instruction: '活动期间精选手机、平板、耳机与智能穿戴限时直降。\n活动价已直接体现在商品价格中，无需领券。\n支持7天无理由退换，全国联保。',
  },
  {
    name: '焕新家 好物节',
    type: 2,
    department: 'home',
    banner: 'home-living',
    cover: 'furniture',
    instruction: '床品、家具、灯饰与厨具精选好物低至5折。\n大件家具支持送货上门与免费安装。\n活动商品数量有限，售完即止。',
  },
  {
    name: '户外露营季',
    type: 3,
    department: 'sports',
    banner: 'outdoor-camping',
    cover: 'camping',
    instruction: '帐篷、睡袋、骑行与健身装备一站配齐。\n部分商品包邮，下单后48小时内发货。\n如遇质量问题，收货后15天内可申请换货。',
  },
];

/**
 * Three demo activities, one of each home layout (carousel, big/small grid,
 * big image), each with a banner and a cover, rules as text, and 6–12 goods
 * of its department that are on the shelves and in stock, ordered by
 * `sort` (higher first). Live from {@link ACTIVITIES_START}, without end.
 */
export function buildActivities(seed: number, catalog: CatalogRows, leaves: readonly LeafCategory[]): ActivityRows {
  const r = createRng((seed ^ 0x6a09e667) >>> 0);
  const departmentOf = new Map(leaves.map((l) => [l.id, l.department]));
  const rows: ActivityRows = { activities: [], goods: [] };
  ACTIVITIES.forEach((def, i) => {
    const id = i + 1;
    rows.activities.push({
      id,
      name: def.name,
      type: def.type,
      banner: [bannerImageUrl(def.banner), coverImageUrl(def.cover, id)],
      instruction: def.instruction,
      sort: (ACTIVITIES.length - i) * 10,
      isShow: true,
      startTime: ACTIVITIES_START,
      endTime: null,
    });
    const candidates = catalog.products.filter(
      (p) => departmentOf.get(p.categoryId) === def.department && p.isShow !== false && (p.stock ?? 0) > 0,
    );
    const picked = r.shuffle(r.sample(candidates, r.int(6, 12)));
    picked.forEach((p, k) => rows.goods.push({ activityId: id, productId: p.id, sort: (picked.length - k) * 10 }));
  });
  return rows;
}
