import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { MyCouponList, MyCouponTabs, PageHeading, Stack } from '@mall/ui';
import { MALL_TIME_ZONE } from '../../api/mallTimeZone.ts';
import { useMyCoupons } from '../../data/coupon.ts';
import { couponTabOf, couponUsePath, myCouponCard } from './myCoupon.ts';
import { pageParam, useQueryState } from '../../app/queryState.ts';

/** Coupons per page: three rows of three, as the provider's client asks (crmeb-wire §10 `limit=9`). */
const PAGE_SIZE = 9;

/**
 * `/users/coupon_list?type=&page=`: the shopper's coupons (spec §2, §3
 * Coupon; crmeb-wire §10 `coupon/list`). Two tabs: usable (unused and not
 * past their end, those not started yet marked so) and unusable (used,
 * expired). Each card shows the scope, minimum, reduction, validity and shop;
 * 去使用 opens the shop, the goods, or the search page for a platform coupon.
 * Tab and page live in the URL (with the menu's `menuCur` kept).
 */
export default function CouponListPage() {
  const intl = useIntl();
  const panelId = useId();
  const [params, update] = useQueryState();
  const tab = couponTabOf(params.get('type'));
  const page = pageParam(params);
  const coupons = useMyCoupons({ type: tab, page, limit: PAGE_SIZE });

  // A page past the end (its coupons were used or expired meanwhile, or an old link): the last page that has any.
  // Replace, not push: the emptied page should not come back with the back button.
  const data = coupons.data;
  const fallback = data && data.list.length === 0 && page > 1 ? Math.max(1, data.totalPage) : undefined;
  useEffect(() => {
    if (fallback !== undefined && fallback !== page) update({ page: fallback }, { replace: true });
  });
  const rows = new Map(data?.list.map((row) => [row.id, row]));

  const title = intl.formatMessage({ id: 'page.couponList' });
  return (
    <Stack>
      <title>{title}</title>
      <PageHeading title={title} />
      <div>
        <MyCouponTabs value={tab} onChange={(next) => update({ type: next === 'unusable' ? next : undefined })} panelId={panelId} />
        <div id={panelId} role="tabpanel" aria-label={intl.formatMessage({ id: `myCouponTabs.${tab}` })}>
          <MyCouponList
            tab={tab}
            coupons={data?.list.map(myCouponCard)}
            hrefOf={(coupon) => {
              const row = rows.get(coupon.id);
              return row && couponUsePath(row);
            }}
            loading={!data && !coupons.error}
            error={coupons.error?.message ?? null}
            onRetry={() => void coupons.mutate()}
            page={page}
            total={data?.total ?? 0}
            pageSize={PAGE_SIZE}
            onPageChange={(next) => update({ page: next })}
            timeZone={MALL_TIME_ZONE}
          />
        </div>
      </div>
    </Stack>
  );
}
