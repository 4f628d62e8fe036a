import type { RefundStage, RefundStatusValue, RefundTypeValue } from '@mall/api';

/**
 * The stage a shopper is told (spec §4 refund statuses) from a refund's
 * stored status, type, return parcel and origin.
 */
export function refundStage(row: {
  refundStatus: number;
  refundType: number;
  returnTrackingNo: string;
  byMerchant: boolean;
}): RefundStage {
  switch (row.refundStatus as RefundStatusValue) {
    case 0:
      return 'review';
    case 1:
      return 'refused';
    case 2:
      if ((row.refundType as RefundTypeValue) !== 2) return 'refunding';
      return row.returnTrackingNo ? 'returning' : 'awaitingReturn';
    default:
      return row.byMerchant ? 'refundedByMerchant' : 'refunded';
  }
}
