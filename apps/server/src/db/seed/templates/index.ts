import { applianceTemplates } from './appliance.ts';
import { babyTemplates } from './baby.ts';
import { beautyTemplates } from './beauty.ts';
import { cultureTemplates } from './culture.ts';
import { digitalTemplates } from './digital.ts';
import { fashionTemplates } from './fashion.ts';
import { foodTemplates } from './food.ts';
import { homeTemplates } from './home.ts';
import { officeTemplates } from './office.ts';
import { sportsTemplates } from './sports.ts';
import type { LeafTemplate } from './types.ts';

export type { AxisSpec, GoodsName, LeafTemplate } from './types.ts';

/** Goods templates of every leaf category, by the leaf's artwork subject key. */
export const LEAF_TEMPLATES = {
  ...digitalTemplates,
  ...officeTemplates,
  ...applianceTemplates,
  ...fashionTemplates,
  ...beautyTemplates,
  ...foodTemplates,
  ...homeTemplates,
  ...babyTemplates,
  ...sportsTemplates,
  ...cultureTemplates,
} as const satisfies Record<string, LeafTemplate>;

/** Key of a leaf category that has a goods template. */
export type LeafKey = keyof typeof LEAF_TEMPLATES;
