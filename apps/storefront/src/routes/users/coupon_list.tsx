import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { MyCouponList, MyCouponTabs, PageHeading, Stack, type MyCouponTab } from '@mall/ui';
import { MALL_TIME_ZONE } from '../../api/mallTimeZone.ts';
import { useMyCoupons } from '../../data/coupon.ts';
import { couponTabOf, couponUsePath, myCouponCard } from './myCoupon.ts';
import { pageParam } from '../../app/queryState.ts';

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
  const [params, setParams] = useSearchParams();
  const tab = couponTabOf(params.get('type'));
  const page = pageParam(params);
  const coupons = useMyCoupons({ type: tab, page, limit: PAGE_SIZE });

  function query(next: MyCouponTab, nextPage = 1) {
    const search = new URLSearchParams();
    if (next === 'unusable') search.set('type', next);
    if (nextPage > 1) search.set('page', String(nextPage));
    const menuCur = params.get('menuCur');
    if (menuCur) search.set('menuCur', menuCur);
    return search;
  }

  // A page past the end (its coupons were used or expired meanwhile, or an old link): the last page that has any.
  // Replace, not push: the emptied page should not come back with the back button.
  const data = coupons.data;
  const fallback = data && data.list.length === 0 && page > 1 ? Math.max(1, data.totalPage) : undefined;
  useEffect(() => {
    if (fallback !== undefined && fallback !== page) setParams(query(tab, fallback), { replace: true });
  });
  const rows = new Map(data?.list.map((row) => [row.id, row]));

  const title = intl.formatMessage({ id: 'page.couponList' });
  return (
    <Stack>
      <title>{title}</title>
      <PageHeading title={title} />
      <div>
        <MyCouponTabs value={tab} onChange={(next) => setParams(query(next))} panelId={panelId} />
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
            onPageChange={(next) => setParams(query(tab, next))}
            timeZone={MALL_TIME_ZONE}
          />
        </div>
      </div>
    </Stack>
  );
}
