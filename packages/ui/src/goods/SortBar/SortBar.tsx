import styled from '@emotion/styled';
import { ArrowDown, ArrowDownUp, ArrowUp } from 'lucide-react';
import { useIntl } from 'react-intl';
import { focusRing } from '../../theme/theme.ts';
import { VisuallyHidden } from '../../base/VisuallyHidden/VisuallyHidden.tsx';

/** A sort direction as the goods list query takes it; '' means not sorted by that field. */
export type SortOrder = '' | 'asc' | 'desc';

/** The two sort fields of the goods list query (`priceOrder`, `salesOrder`). */
export interface SortState {
  priceOrder: SortOrder;
  salesOrder: SortOrder;
}

export interface SortBarProps extends SortState {
  /** Called with the next sort; at most one of the two fields is set. */
  onChange: (next: SortState) => void;
  /** Number of goods found; shown as "共 N 件商品" when given. */
  total?: number;
}

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[4]}px;
  padding: ${(p) => p.theme.space[2]}px ${(p) => p.theme.space[4]}px;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.sm}px;
`;

const Options = styled.div`
  display: flex;
`;

const Option = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[1]}px;
  height: 32px;
  padding: 0 ${(p) => p.theme.space[4]}px;
  margin-left: -1px;
  border: 1px solid ${(p) => p.theme.color.borderStrong};
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  font-size: ${(p) => p.theme.font.size.sm}px;
  cursor: pointer;
  &:first-of-type {
    margin-left: 0;
    border-radius: ${(p) => p.theme.radius.sm}px 0 0 ${(p) => p.theme.radius.sm}px;
  }
  &:last-of-type {
    border-radius: 0 ${(p) => p.theme.radius.sm}px ${(p) => p.theme.radius.sm}px 0;
  }
  &:hover {
    color: ${(p) => p.theme.color.brand};
  }
  &[aria-pressed='true'] {
    position: relative;
    background: ${(p) => p.theme.color.brand};
    border-color: ${(p) => p.theme.color.brand};
    color: ${(p) => p.theme.color.onBrand};
  }
  ${focusRing}
  &:focus-visible {
    position: relative;
    z-index: 1;
  }
`;

const Total = styled.p`
  margin: 0 0 0 auto;
  font-size: ${(p) => p.theme.font.size.sm}px;
  color: ${(p) => p.theme.color.textMuted};
`;

/**
 * The toolbar above search results: 综合 (no sort), 销量 (best sellers
 * first) and 价格 (first press low to high, then toggling high to low), plus
 * "共 N 件商品". The active option is `aria-pressed`; the price option shows
 * its direction with an arrow and in its accessible name ("价格 从低到高").
 * Only one of price and sales is ever set.
 * @see spec §2 (/goods/goods_search); crmeb-api §4.4 (`priceOrder`, `salesOrder`)
 */
export function SortBar({ priceOrder, salesOrder, onChange, total }: SortBarProps) {
  const intl = useIntl();
  const byPrice = priceOrder !== '';
  const bySales = !byPrice && salesOrder !== '';
  const byDefault = !byPrice && !bySales;
  const PriceIcon = priceOrder === 'asc' ? ArrowUp : priceOrder === 'desc' ? ArrowDown : ArrowDownUp;

  return (
    <Bar>
      <Options role="group" aria-label={intl.formatMessage({ id: 'sortBar.label' })}>
        <Option
          type="button"
          aria-pressed={byDefault}
          onClick={() => !byDefault && onChange({ priceOrder: '', salesOrder: '' })}
        >
          {intl.formatMessage({ id: 'sortBar.default' })}
        </Option>
        <Option
          type="button"
          aria-pressed={bySales}
          onClick={() => !(bySales && salesOrder === 'desc') && onChange({ priceOrder: '', salesOrder: 'desc' })}
        >
          {intl.formatMessage({ id: 'sortBar.sales' })}
        </Option>
        <Option
          type="button"
          aria-pressed={byPrice}
          onClick={() => onChange({ priceOrder: priceOrder === 'asc' ? 'desc' : 'asc', salesOrder: '' })}
        >
          {intl.formatMessage({ id: 'sortBar.price' })}
          <PriceIcon size={14} aria-hidden />
          {byPrice && (
            <VisuallyHidden>
              {' '}
              {intl.formatMessage({ id: priceOrder === 'asc' ? 'sortBar.priceAsc' : 'sortBar.priceDesc' })}
            </VisuallyHidden>
          )}
        </Option>
      </Options>
      {total !== undefined && <Total>{intl.formatMessage({ id: 'sortBar.total' }, { count: total })}</Total>}
    </Bar>
  );
}
