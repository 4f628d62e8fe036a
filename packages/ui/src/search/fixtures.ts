/**
 * Story data for the search family. Not part of the package.
 */
import type { SearchKeyword } from './SearchEmpty/SearchEmpty.tsx';
import type { SearchCategoryCrumb } from './SearchResultHeader/SearchResultHeader.tsx';

/** The path to 手机 under 数码 (cid 12). */
export const phoneCategoryPath: SearchCategoryCrumb[] = [
  { id: 1, name: '数码', href: '/goods/goods_search?cid=1' },
  { id: 12, name: '手机', href: '/goods/goods_search?cid=12' },
];

/** Hot keywords (`GET /api/front/search/keyword`). */
export const hotKeywords: SearchKeyword[] = [
  { id: 1, title: '手机' },
  { id: 2, title: '坚果礼盒' },
  { id: 3, title: '羽绒服' },
  { id: 4, title: '空气净化器' },
  { id: 5, title: '跑鞋' },
  { id: 6, title: '电饭煲' },
];
