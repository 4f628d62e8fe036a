/**
 * The words every refund component shares: the label and colour of each
 * stage, the name of each kind of refund and of each way the money goes back.
 * @see spec §4 Refund statuses, §3 Refund; crmeb-api §5 (refund order)
 */
import type { RefundKind, RefundStageName } from './types.ts';

/** The colour a stage is drawn in: waiting on someone (warning), the shopper's turn (brand), refused (danger), done (success). */
export type RefundStageTone = 'warning' | 'brand' | 'danger' | 'success';

/** Label message id of each stage. */
export const REFUND_STAGE_LABEL = {
  review: 'refundStageBadge.review',
  refused: 'refundStageBadge.refused',
  awaitingReturn: 'refundStageBadge.awaitingReturn',
  returning: 'refundStageBadge.returning',
  refunding: 'refundStageBadge.refunding',
  refunded: 'refundStageBadge.refunded',
  refundedByMerchant: 'refundStageBadge.refundedByMerchant',
} as const satisfies Record<RefundStageName, string>;

/** Colour of each stage: the shopper's own turn (send the goods back) stands out in the brand red. */
export const REFUND_STAGE_TONE: Record<RefundStageName, RefundStageTone> = {
  review: 'warning',
  refused: 'danger',
  awaitingReturn: 'brand',
  returning: 'warning',
  refunding: 'warning',
  refunded: 'success',
  refundedByMerchant: 'success',
};

/** Name message id of each kind of refund. */
export const REFUND_KIND_LABEL = {
  1: 'refundKind.refundOnly',
  2: 'refundKind.returnAndRefund',
} as const satisfies Record<RefundKind, string>;

const CHANNEL_LABEL: Record<string, string> = {
  yue: 'refundChannel.yue',
  stripe: 'refundChannel.stripe',
  cod: 'refundChannel.cod',
};

/**
 * Message id naming where the money went ('yue' balance, 'stripe' the card,
 * 'cod' offline), or undefined for '' and any other channel (shown as sent).
 */
export function refundChannelLabel(channel: string): string | undefined {
  return Object.hasOwn(CHANNEL_LABEL, channel) ? CHANNEL_LABEL[channel] : undefined;
}
