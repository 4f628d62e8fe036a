import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { useCurrencySymbol } from '../../provider/currency.ts';
import { formatMoney } from '../formatMoney.ts';

export type PriceSize = 'sm' | 'md' | 'lg' | 'xl';

export interface PriceProps {
  /** Amount in integer cents. */
  cents: number;
  /** `original` shows a struck-through old price in grey; `current` (default) the brand red price. */
  variant?: 'current' | 'original';
  /** Type size: sm 12 px, md 14 px, lg 18 px, xl 24 px. */
  size?: PriceSize;
  className?: string;
}

const fontSize: Record<PriceSize, number> = { sm: 12, md: 14, lg: 18, xl: 24 };

const Amount = styled.span<{ size: PriceSize; original: boolean }>`
  font-size: ${(p) => fontSize[p.size]}px;
  font-weight: ${(p) => (p.original ? p.theme.font.weight.regular : p.theme.font.weight.bold)};
  color: ${(p) => (p.original ? p.theme.color.textSubtle : p.theme.color.brand)};
  text-decoration: ${(p) => (p.original ? 'line-through' : 'none')};
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

/**
 * A price: the mall's currency symbol (spec §3 `shopPayCurrency`, default ￥)
 * and the amount with two decimals in the locale's number format.
 * Screen readers hear "original price …" for an old price.
 */
export function Price({ cents, variant = 'current', size = 'md', className }: PriceProps) {
  const intl = useIntl();
  const symbol = useCurrencySymbol();
  const text = formatMoney(cents, intl.locale, symbol);
  const original = variant === 'original';
  return (
    <Amount
      size={size}
      original={original}
      className={className}
      aria-label={original ? intl.formatMessage({ id: 'price.original' }, { amount: text }) : undefined}
      role={original ? 'img' : undefined}
    >
      {text}
    </Amount>
  );
}
