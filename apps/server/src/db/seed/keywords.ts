import type { hotKeyword } from '../schema.ts';

/*
 * Hot search keywords, best first: the header shows the first three. Each
 * matches goods of the seed, so a click never lands on an empty result.
 */
const TITLES = ['手机', '羽绒服', '空气炸锅', '蓝牙耳机', '笔记本电脑', '运动鞋', '四件套', '扫地机器人', '积木', '零食大礼包'];

/** Hot keyword rows: ids in display order, and `sort` falling with it (sort desc = id asc). */
export const HOT_KEYWORDS: Array<typeof hotKeyword.$inferInsert> = TITLES.map((title, i) => ({
  id: i + 1,
  title,
  sort: (TITLES.length - i) * 10,
}));
