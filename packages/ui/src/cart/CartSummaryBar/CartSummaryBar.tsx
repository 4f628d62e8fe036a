import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, SERVER_ACTION_GUARD_MS } from '../../base/Button/Button.tsx';
import { Checkbox } from '../../base/Checkbox/Checkbox.tsx';
import { Price } from '../../money/Price/Price.tsx';

export interface CartSummaryBarProps {
  /** Every in-stock line is selected (see `isAllSelected`). */
  allSelected: boolean;
  /** Units selected (see `selectedCount`); 0 disables 去结算 and 删除选中. */
  selectedCount: number;
  /** Total of the selected lines, integer cents (see `selectedTotalCents`). */
  totalCents: number;
  onToggleAll: (selected: boolean) => void;
  onDeleteSelected: () => void;
  /** 去结算: guarded against repeat presses for {@link SERVER_ACTION_GUARD_MS} ms. */
  onCheckout: () => void;
  /** The pre-order request is in flight: 去结算 shows a spinner. */
  checkingOut?: boolean;
}

const Bar = styled.section`
  position: sticky;
  bottom: 0;
  z-index: ${(p) => p.theme.zIndex.floating};
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[5]}px;
  height: 64px;
  padding: 0 0 0 ${(p) => p.theme.space[5]}px;
  background: ${(p) => p.theme.color.surface};
  border-radius: ${(p) => p.theme.radius.sm}px;
  box-shadow: 0 -2px 10px rgba(0, 0, 0, 0.06), ${(p) => p.theme.shadow.card};
  font-size: ${(p) => p.theme.font.size.md}px;
  color: ${(p) => p.theme.color.text};
`;

const Spacer = styled.div`
  flex: 1;
`;

const Count = styled.span`
  color: ${(p) => p.theme.color.textMuted};
  white-space: nowrap;
  b {
    margin: 0 2px;
    color: ${(p) => p.theme.color.brand};
    font-size: ${(p) => p.theme.font.size.lg}px;
    font-weight: ${(p) => p.theme.font.weight.bold};
  }
`;

const Total = styled.span`
  display: inline-flex;
  align-items: baseline;
  gap: ${(p) => p.theme.space[1]}px;
  white-space: nowrap;
`;

const Checkout = styled(Button)`
  align-self: stretch;
  height: auto;
  min-width: 148px;
  border-radius: 0 ${(p) => p.theme.radius.sm}px ${(p) => p.theme.radius.sm}px 0;
  font-size: ${(p) => p.theme.font.size.xl}px;
`;

/**
 * The cart's bottom bar, sticky to the bottom of the viewport: 全选, 删除选中,
 * "已选 N 件", the total of the selection (<Price>, integer cents) and 去结算.
 * 去结算 is disabled while nothing is selected (spec §5 "an item must be
 * selected"), ignores repeat presses within 500 ms (spec §5 debounce) and shows
 * a spinner while `checkingOut`.
 * @see spec §2 cart, §5; crmeb-api §3 /order/shopping_cart
 */
export function CartSummaryBar({
  allSelected,
  selectedCount,
  totalCents,
  onToggleAll,
  onDeleteSelected,
  onCheckout,
  checkingOut = false,
}: CartSummaryBarProps) {
  const intl = useIntl();
  const nothing = selectedCount <= 0;
  return (
    <Bar aria-label={intl.formatMessage({ id: 'cartSummaryBar.label' })}>
      <Checkbox
        label={<FormattedMessage id="cartSummaryBar.selectAll" />}
        checked={allSelected}
        onChange={() => onToggleAll(!allSelected)}
      />
      <Button variant="link" size="sm" disabled={nothing} onClick={onDeleteSelected}>
        <FormattedMessage id="cartSummaryBar.deleteSelected" />
      </Button>
      <Spacer />
      <Count aria-live="polite">
        <FormattedMessage id="cartSummaryBar.selectedCount" values={{ count: selectedCount, b: (chunks) => <b>{chunks}</b> }} />
      </Count>
      <Total>
        <FormattedMessage id="cartSummaryBar.total" />
        <Price cents={totalCents} size="xl" />
      </Total>
      <Checkout
        size="lg"
        disabled={nothing}
        loading={checkingOut}
        repeatGuardMs={SERVER_ACTION_GUARD_MS}
        onClick={onCheckout}
      >
        <FormattedMessage id="cartSummaryBar.checkout" />
      </Checkout>
    </Bar>
  );
}
