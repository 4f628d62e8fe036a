import { useIntl } from 'react-intl';
import { CouponList, Pagination, Section } from '@mall/ui';
import { MALL_TIME_ZONE } from '../../api/mallTimeZone.ts';
import { useCoupons, useReceiveCoupon } from '../../data/coupon.ts';
import { pageParam, useQueryState } from '../../app/queryState.ts';
import { useShop } from './shopContext.ts';

const PAGE_SIZE = 12;
/** The shop's coupons of this page: shop-wide ones (useType 1, crmeb-api §3 merchant coupon default). */
const SHOP_COUPONS = 1;

/**
 * `/merchant/merchant/coupon?id=&page=`: the shop's coupons on offer to
 * receive, paged (spec §2; crmeb-api §3 merchant coupon, §4.13). A guest
 * signs in first; the list then says which are held.
 */
export default function ShopCoupons() {
  const intl = useIntl();
  const { id } = useShop();
  const [params, update] = useQueryState();
  const page = pageParam(params);
  const coupons = useCoupons({ merId: id, useType: SHOP_COUPONS, page, limit: PAGE_SIZE });
  const { receive, receivingId } = useReceiveCoupon();

  return (
    <Section variant="plain" title={intl.formatMessage({ id: 'shop.coupons' })}>
      <CouponList
        coupons={coupons.data?.list}
        timeZone={MALL_TIME_ZONE}
        onReceive={receive}
        receivingId={receivingId}
        loading={!coupons.data && !coupons.error}
        error={coupons.error ? coupons.error.message : null}
        onRetry={() => void coupons.mutate()}
      />
      <Pagination page={page} total={coupons.data?.total ?? 0} pageSize={PAGE_SIZE} onChange={(next) => update({ page: next })} />
    </Section>
  );
}
