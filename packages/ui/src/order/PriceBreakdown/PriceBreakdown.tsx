import styled from '@emotion/styled';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { Price } from '../../money/Price/Price.tsx';

/** What the last row says the amount is: still to pay (checkout, unpaid order), paid, or due at the door (cash on delivery). */
export type PayableKind = 'toPay' | 'paid' | 'cod';

export interface PriceBreakdownProps {
  /** Goods total, integer cents. */
  goodsTotal: number;
  /** Freight, cents; shown even when 0. */
  freight: number;
  /** Deduction of the shops' coupons (merchant and goods coupons), cents; the row shows only above 0. */
  merchantCouponDeduction?: number;
  /** Deduction of the platform coupon, cents; the row shows only above 0. */
  platformCouponDeduction?: number;
  /** Deduction of the points used, cents; the row shows only above 0. */
  pointsDeduction?: number;
  /** What the shopper pays (or paid), cents, emphasised in large red. */
  payable: number;
  /** The label of the last row; `toPay` (应付总额) by default. */
  payableKind?: PayableKind;
  /** The amounts are being recomputed (a coupon or points changed): placeholders instead of amounts, marked `aria-busy`. */
  loading?: boolean;
  /**
   * The server's prices changed since the page was shown (a goods price or
   * freight): a warning banner over the rows asks the shopper to check them.
   */
  priceChanged?: boolean;
  className?: string;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[3]}px;
  font-size: ${(p) => p.theme.font.size.md}px;
  color: ${(p) => p.theme.color.text};
`;

const Banner = styled.p`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]}px;
  margin: 0;
  padding: ${(p) => p.theme.space[2]}px ${(p) => p.theme.space[3]}px;
  border: 1px solid currentColor;
  border-radius: ${(p) => p.theme.radius.sm}px;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.warning};
  font-size: ${(p) => p.theme.font.size.sm}px;
  svg {
    flex: none;
  }
`;

const Rows = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: baseline;
  row-gap: ${(p) => p.theme.space[2]}px;
  margin: 0;
  dt {
    /* The gap between the columns, kept inside the cells so the total's rule runs unbroken. */
    padding-right: ${(p) => p.theme.space[6]}px;
    color: ${(p) => p.theme.color.textMuted};
  }
  dd {
    margin: 0;
    justify-self: end;
  }
`;

/** A term and its amount, grouped (a `div` in the `dl`) without a box of its own. */
const Row = styled.div`
  display: contents;
`;

/** The 应付总额 row: a rule above, the amount in large red. */
const Total = styled(Row)`
  dt,
  dd {
    padding-top: ${(p) => p.theme.space[3]}px;
    border-top: 1px solid ${(p) => p.theme.color.border};
  }
  dt {
    align-self: stretch;
    color: ${(p) => p.theme.color.text};
    font-weight: ${(p) => p.theme.font.weight.medium};
  }
  dd {
    justify-self: stretch;
    text-align: right;
  }
`;

const Plain = styled(Price)`
  color: ${(p) => p.theme.color.text};
  font-weight: ${(p) => p.theme.font.weight.regular};
`;

/** The rows' labels, by amount. */
const LABELS = {
  goodsTotal: 'priceBreakdown.goodsTotal',
  freight: 'priceBreakdown.freight',
  merchantCouponDeduction: 'priceBreakdown.merchantCoupon',
  platformCouponDeduction: 'priceBreakdown.platformCoupon',
  pointsDeduction: 'priceBreakdown.points',
} as const;

/**
 * The money of an order, row by row: 商品总价, 运费, 店铺优惠券 and 平台优惠券
 * (the coupons' deductions), 积分抵扣, then 应付总额 (实付款 once paid, 货到付款
 * for cash on delivery) in large red. Deductions show as negative amounts and
 * only when above 0. While `loading` the amounts are placeholders and the
 * block is `aria-busy`; `priceChanged` puts a warning over the rows (an
 * `alert`). Money in integer cents. The figures of the confirm page, and
 * of the order detail.
 * @see spec §2 order confirm, §3 Order (total, freight, coupon and points deduction, actual payment); crmeb-api §4.7 computed/price, detail
 */
export function PriceBreakdown({
  goodsTotal,
  freight,
  merchantCouponDeduction = 0,
  platformCouponDeduction = 0,
  pointsDeduction = 0,
  payable,
  payableKind = 'toPay',
  loading = false,
  priceChanged = false,
  className,
}: PriceBreakdownProps) {
  const intl = useIntl();
  const amount = (node: ReactNode) => (loading ? <Skeleton width={72} height={14} /> : node);
  const deductions = { merchantCouponDeduction, platformCouponDeduction, pointsDeduction };
  return (
    <Root aria-label={intl.formatMessage({ id: 'priceBreakdown.label' })} aria-busy={loading || undefined} className={className}>
      {priceChanged && (
        <Banner role="alert">
          <TriangleAlert size={16} aria-hidden />
          {intl.formatMessage({ id: 'priceBreakdown.priceChanged' })}
        </Banner>
      )}
      <Rows>
        <dt>{intl.formatMessage({ id: LABELS.goodsTotal })}</dt>
        <dd>{amount(<Plain cents={goodsTotal} />)}</dd>
        <dt>{intl.formatMessage({ id: LABELS.freight })}</dt>
        <dd>{amount(<Plain cents={freight} />)}</dd>
        {(Object.keys(deductions) as (keyof typeof deductions)[])
          .filter((key) => deductions[key] > 0)
          .map((key) => (
            <Row key={key}>
              <dt>{intl.formatMessage({ id: LABELS[key] })}</dt>
              <dd>{amount(<Price cents={-deductions[key]} />)}</dd>
            </Row>
          ))}
        <Total>
          <dt>{intl.formatMessage({ id: `priceBreakdown.${payableKind}` })}</dt>
          <dd>{amount(<Price cents={payable} size="xl" />)}</dd>
        </Total>
      </Rows>
    </Root>
  );
}
