import styled from '@emotion/styled';
import { ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../base/Button/Button.tsx';
import { Dialog } from '../../base/Dialog/Dialog.tsx';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { useCurrencySymbol } from '../../provider/currency.ts';
import { CouponCard, type CouponCardCoupon } from '../CouponCard/CouponCard.tsx';
import type { CouponListProps } from './CouponList.tsx';
import { shortMoney } from './shortMoney.ts';

/** Chips shown in the strip; the dialog holds every coupon. */
const CHIPS = 3;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[3]}px;
  min-height: 32px;
  min-width: 0;
`;

const Label = styled.span`
  flex: none;
  width: 64px;
  font-size: ${(p) => p.theme.font.size.sm}px;
  color: ${(p) => p.theme.color.textMuted};
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[2]}px;
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A coupon in brief, drawn as a small red ticket. */
const Chip = styled.li`
  padding: 0 ${(p) => p.theme.space[2]}px;
  border: 1px dashed ${(p) => p.theme.color.brand};
  border-radius: ${(p) => p.theme.radius.sm}px;
  background: ${(p) => p.theme.color.brandSoft};
  color: ${(p) => p.theme.color.brand};
  font-size: ${(p) => p.theme.font.size.xs}px;
  line-height: 22px;
  white-space: nowrap;
`;

const Open = styled(Button)`
  flex: none;
  gap: 2px;
`;

const Failed = styled.span`
  font-size: ${(p) => p.theme.font.size.sm}px;
  color: ${(p) => p.theme.color.textMuted};
`;

const DialogList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The compact variant of {@link CouponList} (goods detail side panel): 优惠券,
 * the first coupons as chips (满￥100减￥10 / 立减￥5), and a 领券 button that
 * opens a {@link Dialog} listing every coupon as a {@link CouponCard} to
 * receive. While loading: placeholder chips (`aria-busy`); on error a short
 * message with 重试; no coupons: nothing.
 * @see spec §2 (goods detail: merchant coupons to collect); crmeb-api §3 /goods_detail, §4.13
 */
export function CouponStrip({ coupons, onReceive, receivingId, loading = false, error, onRetry, timeZone }: CouponListProps) {
  const intl = useIntl();
  const symbol = useCurrencySymbol();
  const labelId = useId();
  const [open, setOpen] = useState(false);
  const label = <Label id={labelId}>{intl.formatMessage({ id: 'couponList.compactLabel' })}</Label>;

  if (loading) {
    return (
      <Row role="group" aria-labelledby={labelId} aria-busy="true">
        {label}
        <Skeleton width={88} height={22} />
        <Skeleton width={88} height={22} />
      </Row>
    );
  }
  if (error) {
    return (
      <Row role="group" aria-labelledby={labelId}>
        {label}
        <Failed role="alert">{intl.formatMessage({ id: 'couponList.loadFailed' })}</Failed>
        {onRetry && (
          <Button variant="link" size="sm" onClick={onRetry}>
            {intl.formatMessage({ id: 'common.retry' })}
          </Button>
        )}
      </Row>
    );
  }
  if (!coupons || coupons.length === 0) return null;

  function chipText(coupon: CouponCardCoupon): string {
    const money = shortMoney(coupon.money, intl.locale, symbol);
    return coupon.minPrice > 0
      ? intl.formatMessage({ id: 'couponList.chip' }, { min: shortMoney(coupon.minPrice, intl.locale, symbol), money })
      : intl.formatMessage({ id: 'couponList.chipNoThreshold' }, { money });
  }

  return (
    <Row role="group" aria-labelledby={labelId}>
      {label}
      <Chips>
        {coupons.slice(0, CHIPS).map((coupon) => (
          <Chip key={coupon.id}>{chipText(coupon)}</Chip>
        ))}
      </Chips>
      <Open variant="link" size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {intl.formatMessage({ id: 'couponList.open' })}
        <ChevronRight size={14} aria-hidden />
      </Open>
      <Dialog
        open={open}
        title={intl.formatMessage({ id: 'couponList.dialogTitle' })}
        onClose={() => setOpen(false)}
        width={520}
      >
        <DialogList aria-label={intl.formatMessage({ id: 'couponList.label' })}>
          {coupons.map((coupon) => (
            <li key={coupon.id}>
              <CouponCard coupon={coupon} receiving={receivingId === coupon.id} timeZone={timeZone} onReceive={() => onReceive(coupon)} />
            </li>
          ))}
        </DialogList>
      </Dialog>
    </Row>
  );
}
