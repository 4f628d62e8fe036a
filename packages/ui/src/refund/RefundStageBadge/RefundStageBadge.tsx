import styled from '@emotion/styled';
import { BadgeCheck, CircleCheck, CircleX, Clock, PackageOpen, RefreshCw, Truck, type LucideIcon } from 'lucide-react';
import { useIntl } from 'react-intl';
import { REFUND_STAGE_LABEL, REFUND_STAGE_TONE, type RefundStageTone } from '../refundWords.ts';
import type { RefundStageName } from '../types.ts';

export interface RefundStageBadgeProps {
  stage: RefundStageName;
  /** `sm` (default): a list entry's badge; `lg`: the head of the detail page, bigger icon and text. */
  size?: 'sm' | 'lg';
  className?: string;
}

/** The icon of each stage, so the stage reads without relying on colour alone. */
export const REFUND_STAGE_ICON: Record<RefundStageName, LucideIcon> = {
  review: Clock,
  refused: CircleX,
  awaitingReturn: PackageOpen,
  returning: Truck,
  refunding: RefreshCw,
  refunded: CircleCheck,
  refundedByMerchant: BadgeCheck,
};

const Root = styled.span<{ tone: RefundStageTone; large: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[1]}px;
  flex: none;
  font-size: ${(p) => (p.large ? p.theme.font.size.xl : p.theme.font.size.md)}px;
  font-weight: ${(p) => p.theme.font.weight.bold};
  white-space: nowrap;
  color: ${(p) => p.theme.color[p.tone]};
  svg {
    flex: none;
  }
`;

/**
 * A refund's stage as an icon and a label in its colour (商家审核中 amber,
 * 商家已拒绝 red, 退款中 · 待退货 brand red as it waits on the shopper,
 * 退款中 · 待商家收货 and 退款中 amber, 已退款 and 商家已退款 green).
 * @see spec §4 Refund statuses
 */
export function RefundStageBadge({ stage, size = 'sm', className }: RefundStageBadgeProps) {
  const intl = useIntl();
  const Icon = REFUND_STAGE_ICON[stage];
  const large = size === 'lg';
  return (
    <Root tone={REFUND_STAGE_TONE[stage]} large={large} className={className}>
      <Icon size={large ? 24 : 16} aria-hidden />
      {intl.formatMessage({ id: REFUND_STAGE_LABEL[stage] })}
    </Root>
  );
}
