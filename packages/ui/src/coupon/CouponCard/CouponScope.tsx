import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import type { CouponUseType } from './CouponCard.tsx';

/** The scope tag's text, by `useType`. */
const SCOPE_MESSAGES = {
  1: 'couponCard.scopeShop',
  2: 'couponCard.scopeGoods',
  3: 'couponCard.scopePlatform',
} as const satisfies Record<CouponUseType, string>;

const Tag = styled.span`
  display: inline-block;
  margin-right: ${(p) => p.theme.space[1]}px;
  padding: 0 ${(p) => p.theme.space[1]}px;
  border: 1px solid currentColor;
  border-radius: ${(p) => p.theme.radius.sm}px;
  color: ${(p) => p.theme.color.brand};
  font-size: ${(p) => p.theme.font.size.xs}px;
  font-weight: ${(p) => p.theme.font.weight.regular};
  line-height: 16px;
`;

export interface CouponScopeProps {
  /** 1 the shop's goods (店铺通用), 2 listed goods (指定商品可用), 3 the whole platform (平台通用). */
  useType: CouponUseType;
  /** Class of the tag, to restyle it (`styled(CouponScope)`), e.g. grey on a coupon that cannot be used. */
  className?: string;
}

/** Where a coupon applies, as a small red outlined tag before its name. */
export function CouponScope({ useType, className }: CouponScopeProps) {
  const intl = useIntl();
  return <Tag className={className}>{intl.formatMessage({ id: SCOPE_MESSAGES[useType] })}</Tag>;
}
