import styled from '@emotion/styled';
import { Store, TicketPercent } from 'lucide-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ChoiceCard } from '../../base/ChoiceCard/ChoiceCard.tsx';
import { formatMoney } from '../../money/formatMoney.ts';
import { useCurrencySymbol } from '../../provider/currency.ts';
import type { CouponUseType } from '../CouponCard/CouponCard.tsx';
import { CouponTicket } from './CouponTicket.tsx';

/**
 * A coupon the shopper holds, as the checkout lists it
 * (`GET /api/front/coupons/order/{preOrderNo}`). Money in integer cents.
 */
export interface CheckoutCoupon {
  /** The user-coupon id (what the order is priced and placed with), not the coupon's. */
  id: number;
  name: string;
  /** The deduction, cents. */
  money: number;
  /** Least amount it applies to, cents; 0 for none (无门槛). */
  minPrice: number;
  /** First instant it can be used. */
  startTime: Date;
  /** Last instant it can be used. */
  endTime: Date;
  /** 1 merchant coupon (the shop's goods), 2 goods coupon (listed goods), 3 platform coupon (crmeb-api §5 `useType`). */
  category: CouponUseType;
}

/** Why a held coupon cannot be used on this order: the minimum is not reached, its validity has not started, or it has ended. */
export type CouponUnusableReason = 'minimum' | 'notStarted' | 'expired';

/** A held coupon that does not apply to this order, and why. */
export interface UnusableCheckoutCoupon extends CheckoutCoupon {
  reason: CouponUnusableReason;
  /** With `minimum`: how much more the eligible goods must cost, cents. */
  shortBy?: number;
}

/** The coupons of one shop of the checkout. */
export interface CouponPickerShop {
  merId: number;
  merName: string;
  /** Merchant and goods coupons that apply; at most one is chosen. */
  usable: CheckoutCoupon[];
  unusable: UnusableCheckoutCoupon[];
}

/** The platform coupons of the checkout (at most one is chosen). */
export interface CouponPickerPlatform {
  usable: CheckoutCoupon[];
  unusable: UnusableCheckoutCoupon[];
}

/** The chosen coupons: user-coupon ids, 0 for none. */
export interface CouponSelection {
  /** By shop (`merId`); a shop left out has none. */
  merchant: Record<number, number>;
  platform: number;
}

export interface CouponPickerProps {
  shops: CouponPickerShop[];
  platform: CouponPickerPlatform;
  selected: CouponSelection;
  /** A choice changed: the whole new selection (one shop's or the platform's choice replaced). */
  onChange: (selection: CouponSelection) => void;
  /** The order is being re-priced with the last choice: every choice is off and the picker is `aria-busy`. */
  disabled?: boolean;
  /** IANA time zone whose calendar days the validity is shown in; the browser's by default. */
  timeZone?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[5]}px;
  font-size: ${(p) => p.theme.font.size.md}px;
  color: ${(p) => p.theme.color.text};
`;

const Group = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[3]}px;
`;

const Heading = styled.h3`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]}px;
  margin: 0;
  font-size: ${(p) => p.theme.font.size.md}px;
  font-weight: ${(p) => p.theme.font.weight.bold};
  svg {
    flex: none;
    color: ${(p) => p.theme.color.brand};
  }
  small {
    font-size: ${(p) => p.theme.font.size.xs}px;
    font-weight: ${(p) => p.theme.font.weight.regular};
    color: ${(p) => p.theme.color.textMuted};
  }
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: ${(p) => p.theme.space[3]}px;
`;

const Card = styled(ChoiceCard)`
  min-height: 72px;
`;

/** 不使用优惠券, centred in its card. */
const NoneText = styled.span`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${(p) => p.theme.color.textMuted};
`;

const SubHeading = styled.h4`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.sm}px;
  font-weight: ${(p) => p.theme.font.weight.medium};
  color: ${(p) => p.theme.color.textMuted};
`;

/** The unusable coupons, laid out like the cards (a `ul`). */
const Unusable = styled(Cards)`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** An unusable coupon: greyed, with the reason under it. */
const Greyed = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[2]}px;
  padding: ${(p) => p.theme.space[3]}px ${(p) => p.theme.space[4]}px;
  background: ${(p) => p.theme.color.disabledSurface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.sm}px;
`;

const Reason = styled.span`
  padding-top: ${(p) => p.theme.space[2]}px;
  border-top: 1px dashed ${(p) => p.theme.color.borderStrong};
  font-size: ${(p) => p.theme.font.size.xs}px;
  color: ${(p) => p.theme.color.warning};
`;

const Empty = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space[4]}px;
  border: 1px dashed ${(p) => p.theme.color.borderStrong};
  border-radius: ${(p) => p.theme.radius.sm}px;
  color: ${(p) => p.theme.color.textMuted};
  text-align: center;
`;

interface GroupProps {
  /** Names the group's heading, radios and ids. */
  id: string;
  title: string;
  platform: boolean;
  usable: CheckoutCoupon[];
  unusable: UnusableCheckoutCoupon[];
  /** The chosen user-coupon id, 0 for none. */
  value: number;
  onPick: (couponId: number) => void;
  disabled: boolean;
  timeZone?: string;
}

/** One shop's (or the platform's) coupons: a radio group of 不使用优惠券 and each usable coupon, then the unusable ones. */
function CouponGroup({ id, title, platform, usable, unusable, value, onPick, disabled, timeZone }: GroupProps) {
  const intl = useIntl();
  const symbol = useCurrencySymbol();
  const chosen = usable.some((coupon) => coupon.id === value) ? value : 0;
  const day = (date: Date) => intl.formatDate(date, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone });
  const reason = (coupon: UnusableCheckoutCoupon) => {
    if (coupon.reason === 'notStarted') return intl.formatMessage({ id: 'couponPicker.notStarted' }, { date: day(coupon.startTime) });
    if (coupon.reason === 'expired') return intl.formatMessage({ id: 'couponPicker.expired' });
    return coupon.shortBy && coupon.shortBy > 0
      ? intl.formatMessage({ id: 'couponPicker.shortBy' }, { amount: formatMoney(coupon.shortBy, intl.locale, symbol) })
      : intl.formatMessage({ id: 'couponPicker.belowMinimum' });
  };
  return (
    <Group aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`}>
        {platform ? <TicketPercent size={16} aria-hidden /> : <Store size={16} aria-hidden />}
        {title}
        <small>{intl.formatMessage({ id: 'couponPicker.usableCount' }, { count: usable.length })}</small>
      </Heading>
      {usable.length > 0 && (
        <Cards role="radiogroup" aria-labelledby={`${id}-title`} aria-disabled={disabled || undefined}>
          <Card name={id} value={0} checked={chosen === 0} disabled={disabled} onChange={() => onPick(0)}>
            <NoneText>{intl.formatMessage({ id: 'couponPicker.none' })}</NoneText>
          </Card>
          {usable.map((coupon) => {
            const prefix = `${id}-${coupon.id}`;
            return (
              <Card
                key={coupon.id}
                name={id}
                value={coupon.id}
                checked={chosen === coupon.id}
                disabled={disabled}
                aria-labelledby={`${prefix}-value ${prefix}-name`}
                aria-describedby={`${prefix}-terms`}
                onChange={() => onPick(coupon.id)}
              >
                <CouponTicket coupon={coupon} idPrefix={prefix} timeZone={timeZone} />
              </Card>
            );
          })}
        </Cards>
      )}
      {unusable.length > 0 && (
        <>
          <SubHeading id={`${id}-unusable`}>{intl.formatMessage({ id: 'couponPicker.unusable' }, { count: unusable.length })}</SubHeading>
          <Unusable as="ul" aria-labelledby={`${id}-unusable`}>
            {unusable.map((coupon) => (
              <Greyed key={coupon.id} data-unusable="">
                <CouponTicket coupon={coupon} idPrefix={`${id}-${coupon.id}`} timeZone={timeZone} />
                <Reason>{reason(coupon)}</Reason>
              </Greyed>
            ))}
          </Unusable>
        </>
      )}
    </Group>
  );
}

/**
 * The coupon choice of the order confirm page. One section per shop (its
 * name, "N 张可用") with a radio group of cards — 不使用优惠券 and each of
 * the shop's usable merchant and goods coupons, so at most one per shop —
 * and a 平台优惠券 section the same way (at most one). Each coupon shows its
 * deduction, threshold (满 ￥x 可用 / 无门槛), scope, name and validity.
 * Coupons that do not apply are listed apart under 不可用 (N), greyed, with
 * the reason: how much is still short of the minimum (还差 ￥x), the day
 * they start (x 起可用), or 已过期. Sections without any coupon are left out;
 * with none at all it says 暂无可用优惠券. While `disabled` (the order is
 * re-priced) every choice is off and the picker is `aria-busy`. Arrow keys
 * move the choice within a group (native radios). Money in integer cents.
 * @see spec §2 order confirm (coupon pick), §3 Coupon; crmeb-api §4.13 coupons/order, §5 coupon `useType`, §6 rules 5, 16
 */
export function CouponPicker({ shops, platform, selected, onChange, disabled = false, timeZone }: CouponPickerProps) {
  const intl = useIntl();
  const id = useId();
  const has = (group: { usable: unknown[]; unusable: unknown[] }) => group.usable.length + group.unusable.length > 0;
  const listed = shops.filter(has);
  const label = intl.formatMessage({ id: 'couponPicker.label' });
  if (listed.length === 0 && !has(platform)) {
    return (
      <Empty role="status" aria-label={label}>
        {intl.formatMessage({ id: 'couponPicker.empty' })}
      </Empty>
    );
  }
  return (
    <Root role="group" aria-label={label} aria-busy={disabled || undefined}>
      {listed.map((shop) => (
        <CouponGroup
          key={shop.merId}
          id={`${id}-shop-${shop.merId}`}
          title={shop.merName}
          platform={false}
          usable={shop.usable}
          unusable={shop.unusable}
          value={selected.merchant[shop.merId] ?? 0}
          onPick={(couponId) => onChange({ ...selected, merchant: { ...selected.merchant, [shop.merId]: couponId } })}
          disabled={disabled}
          timeZone={timeZone}
        />
      ))}
      {has(platform) && (
        <CouponGroup
          id={`${id}-platform`}
          title={intl.formatMessage({ id: 'couponPicker.platform' })}
          platform
          usable={platform.usable}
          unusable={platform.unusable}
          value={selected.platform}
          onPick={(couponId) => onChange({ ...selected, platform: couponId })}
          disabled={disabled}
          timeZone={timeZone}
        />
      )}
    </Root>
  );
}
