/**
 * Story data of the points family: a shopper's points in sum and a page of
 * their changes (whole points, times as `Date`s). Not part of the package.
 */
import type { PointsSummary } from './PointsAccount/PointsAccount.tsx';
import type { PointsEarnItem } from './PointsEarnList/PointsEarnList.tsx';
import type { PointsRecord } from './PointsRecordList/PointsRecordList.tsx';

export const pointsSummary: PointsSummary = { available: 1280, frozen: 320, totalEarned: 5600, totalSpent: 4000 };

/** A new shopper: nothing yet. */
export const emptyPointsSummary: PointsSummary = { available: 0, frozen: 0, totalEarned: 0, totalSpent: 0 };

/** The latest changes, newest first: points still frozen, points spent on an order, a review reward. */
export const pointsRecords: PointsRecord[] = [
  {
    id: 31,
    title: '订单奖励积分',
    orderNo: 'SH202503141432080001',
    amount: 320,
    createTime: new Date('2025-03-14T06:33:40Z'),
    frozenUntil: new Date('2025-03-21T06:33:40Z'),
  },
  { id: 30, title: '下单抵扣积分', orderNo: 'SH202503101015300003', amount: -500, createTime: new Date('2025-03-10T02:16:02Z') },
  { id: 29, title: '评价奖励积分', amount: 20, createTime: new Date('2025-03-05T12:00:00Z') },
  { id: 28, title: '订单奖励积分', orderNo: 'SH202502281830450004', amount: 1200, createTime: new Date('2025-02-28T10:31:00Z') },
  { id: 27, title: '订单退款退回积分', orderNo: 'SH202502150800000006', amount: -200, createTime: new Date('2025-02-16T03:00:00Z') },
];

/** The mall's ways to earn points: 1 point per ￥1 paid, frozen 7 days; 10 per review, 20 with pictures. */
export const pointsEarnRules: PointsEarnItem[] = [
  { way: 'shopping', points: 1, pointsWithPics: 0, frozenDays: 7 },
  { way: 'review', points: 10, pointsWithPics: 20, frozenDays: 0 },
];
