import type zhCN from './zh-CN.ts';

/** Messages of the points components in English. */
export default {
  'pointsToggle.label': 'Use points',
  'pointsToggle.available': '{count, number} points available',
  'pointsToggle.saving': '{count, number} points used, {amount} off',
  'pointsToggle.none': 'You have no points to use',
  'pointsToggle.belowMinimum': 'Not enough points to use on this order',
  'pointsAccount.label': 'My points',
  'pointsAccount.loading': 'Loading points',
  'pointsAccount.available': 'Available',
  'pointsAccount.frozen': 'Frozen',
  'pointsAccount.totalEarned': 'Earned in total',
  'pointsAccount.totalSpent': 'Spent in total',
  'pointsRecordList.label': 'Points history',
  'pointsRecordList.loading': 'Loading points history',
  'pointsRecordList.empty': 'No points history yet',
  'pointsRecordList.emptyHint': 'Earn points by shopping and writing reviews',
  'pointsRecordList.orderNo': 'Order no.: {orderNo}',
  'pointsRecordList.frozenUntil': 'Frozen until {date}',
} satisfies Record<keyof typeof zhCN, string>;
