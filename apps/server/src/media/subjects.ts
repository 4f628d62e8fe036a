import type { IconName } from './icons.ts';
import type { Family } from './palette.ts';

/**
 * What a picture shows: an icon (icon tiles, covers, banner decorations), the
 * colour family it is drawn in, and its name in zh-CN, which is the picture's
 * accessible name (`<title>`) and is never drawn. Leaves also have product
 * drawings (products/), which goods pictures show instead of the icon.
 */
export interface Subject {
  icon: IconName;
  family: Family;
  label: string;
}

/*
 * Every subject the artwork knows, by the key that appears in URLs
 * (`/media/art/goods/phone-3.svg`). Keys are lowercase letters only so they
 * can be told from the numbers that follow them.
 */
const SUBJECTS = {
  // Departments (top-level categories).
  digital: { icon: 'monitor-smartphone', family: 'digital', label: '手机数码' },
  office: { icon: 'briefcase', family: 'office', label: '电脑办公' },
  appliance: { icon: 'tv', family: 'appliance', label: '家用电器' },
  fashion: { icon: 'gem', family: 'fashion', label: '服饰鞋包' },
  beauty: { icon: 'sparkles', family: 'beauty', label: '美妆个护' },
  food: { icon: 'shopping-basket', family: 'food', label: '食品生鲜' },
  home: { icon: 'armchair', family: 'home', label: '家居家装' },
  baby: { icon: 'baby', family: 'baby', label: '母婴玩具' },
  sports: { icon: 'trophy', family: 'sports', label: '运动户外' },
  culture: { icon: 'library-big', family: 'culture', label: '图书文娱' },
  // Leaf categories.
  phone: { icon: 'smartphone', family: 'digital', label: '手机' },
  tablet: { icon: 'tablet', family: 'digital', label: '平板电脑' },
  audio: { icon: 'headphones', family: 'digital', label: '耳机音箱' },
  wearable: { icon: 'watch', family: 'digital', label: '智能穿戴' },
  laptop: { icon: 'laptop', family: 'office', label: '笔记本' },
  monitor: { icon: 'monitor', family: 'office', label: '显示器' },
  keyboard: { icon: 'keyboard', family: 'office', label: '键鼠外设' },
  printer: { icon: 'printer', family: 'office', label: '办公打印' },
  fridge: { icon: 'refrigerator', family: 'appliance', label: '冰箱' },
  washer: { icon: 'washing-machine', family: 'appliance', label: '洗衣机' },
  kitchen: { icon: 'cooking-pot', family: 'appliance', label: '厨房小电' },
  cleaner: { icon: 'robot-vacuum', family: 'appliance', label: '清洁电器' },
  menswear: { icon: 'shirt', family: 'fashion', label: '男装' },
  womenswear: { icon: 'shirt', family: 'fashion', label: '女装' },
  shoes: { icon: 'footprints', family: 'fashion', label: '鞋靴' },
  bags: { icon: 'handbag', family: 'fashion', label: '箱包' },
  skincare: { icon: 'droplets', family: 'beauty', label: '护肤' },
  makeup: { icon: 'perfume-bottle', family: 'beauty', label: '彩妆香水' },
  haircare: { icon: 'spray-can', family: 'beauty', label: '洗护' },
  oral: { icon: 'toothbrush', family: 'beauty', label: '口腔护理' },
  fruit: { icon: 'apple', family: 'food', label: '水果' },
  snack: { icon: 'cookie', family: 'food', label: '零食' },
  tea: { icon: 'coffee', family: 'food', label: '茶饮冲调' },
  grain: { icon: 'wheat', family: 'food', label: '粮油调味' },
  bedding: { icon: 'bed-double', family: 'home', label: '床上用品' },
  furniture: { icon: 'sofa', family: 'home', label: '家具' },
  lighting: { icon: 'lamp-desk', family: 'home', label: '灯饰照明' },
  cookware: { icon: 'utensils-crossed', family: 'home', label: '厨具餐具' },
  formula: { icon: 'milk', family: 'baby', label: '奶粉辅食' },
  diaper: { icon: 'baby', family: 'baby', label: '尿裤湿巾' },
  blocks: { icon: 'toy-brick', family: 'baby', label: '积木' },
  toys: { icon: 'puzzle', family: 'baby', label: '益智玩具' },
  sneakers: { icon: 'sport-shoe', family: 'sports', label: '运动鞋' },
  fitness: { icon: 'dumbbell', family: 'sports', label: '健身' },
  camping: { icon: 'tent', family: 'sports', label: '露营' },
  cycling: { icon: 'bike', family: 'sports', label: '骑行' },
  books: { icon: 'book-open', family: 'culture', label: '图书' },
  stationery: { icon: 'pen-tool', family: 'culture', label: '文具' },
  instrument: { icon: 'guitar', family: 'culture', label: '乐器' },
  games: { icon: 'gamepad-2', family: 'culture', label: '电玩' },
  // Service guarantees and the mall itself.
  genuine: { icon: 'shield-check', family: 'brand', label: '正品保障' },
  returns: { icon: 'rotate-ccw', family: 'brand', label: '七天无理由' },
  express: { icon: 'truck', family: 'brand', label: '极速发货' },
  aftersale: { icon: 'headset', family: 'brand', label: '售后无忧' },
  mall: { icon: 'shopping-bag', family: 'brand', label: '商城' },
  store: { icon: 'store', family: 'brand', label: '店铺' },
} as const satisfies Record<string, Subject>;

/** Key of a known subject. */
export type SubjectKey = keyof typeof SUBJECTS;

/** The subject named `key`, or undefined for an unknown key (URLs come from outside). */
export function findSubject(key: string): Subject | undefined {
  return Object.hasOwn(SUBJECTS, key) ? SUBJECTS[key as SubjectKey] : undefined;
}
