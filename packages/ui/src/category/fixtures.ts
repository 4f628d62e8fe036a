/**
 * Story data for the category family: a two-level platform category tree like
 * `GET /api/front/product/category` returns. Not part of the package.
 */
import type { CategoryFilterNode } from './CategoryFilter/CategoryFilter.tsx';

export const categoryTree: CategoryFilterNode[] = [
  {
    id: 1,
    name: '手机数码',
    childList: [
      { id: 11, name: '手机' },
      { id: 12, name: '平板电脑' },
      { id: 13, name: '智能手表' },
      { id: 14, name: '耳机耳麦' },
      { id: 15, name: '充电器/数据线' },
      { id: 16, name: '移动电源' },
    ],
  },
  {
    id: 2,
    name: '家用电器',
    childList: [
      { id: 21, name: '空调' },
      { id: 22, name: '洗衣机' },
      { id: 23, name: '冰箱' },
      { id: 24, name: '厨房小电' },
      { id: 25, name: '生活电器' },
    ],
  },
  {
    id: 3,
    name: '食品生鲜',
    childList: [
      { id: 31, name: '休闲零食' },
      { id: 32, name: '坚果炒货' },
      { id: 33, name: '水果' },
      { id: 34, name: '茶叶' },
    ],
  },
  {
    id: 4,
    name: '服饰鞋包',
    childList: [
      { id: 41, name: '男装' },
      { id: 42, name: '女装' },
      { id: 43, name: '运动鞋' },
      { id: 44, name: '箱包' },
    ],
  },
  { id: 5, name: '图书文具' },
  {
    id: 6,
    name: '美妆个护',
    childList: [
      { id: 61, name: '面部护肤' },
      { id: 62, name: '香水彩妆' },
    ],
  },
  { id: 7, name: '母婴玩具', childList: [{ id: 71, name: '奶粉' }, { id: 72, name: '纸尿裤' }] },
  { id: 8, name: '家居家装', childList: [{ id: 81, name: '家纺' }, { id: 82, name: '灯具' }] },
];

/** Many top-level categories with long names, to show wrapping. */
export const manyCategories: CategoryFilterNode[] = [
  ...categoryTree,
  { id: 9, name: '汽车用品' },
  { id: 10, name: '运动户外', childList: [{ id: 101, name: '户外装备' }, { id: 102, name: '健身器材' }] },
  { id: 110, name: '宠物生活' },
  { id: 120, name: '医药保健' },
  { id: 130, name: '珠宝首饰' },
  { id: 140, name: '礼品鲜花' },
  { id: 150, name: '农资园艺' },
  { id: 160, name: '二手优品' },
  { id: 170, name: '进口好物（保税仓直发）' },
];
