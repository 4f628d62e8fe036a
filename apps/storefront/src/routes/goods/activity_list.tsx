import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { NotFoundError, type ActivityGoods } from '@mall/api';
import { ActivityBanner, EmptyState, GoodsGrid, Link, Pagination, Stack, type GoodsCardGoods } from '@mall/ui';
import { goodsPath } from '../../app/paths.ts';
import { useActivityDetail, useActivityGoods } from '../../data/activity.ts';
import { browser } from '../../platform/browser.ts';
import { readActivityQuery } from './activityQuery.ts';

/** Goods a page: four rows of the five-column grid. */
const PAGE_SIZE = 20;

/** An activity's goods as a goods card (the mall's answer adds sales and stock to crmeb-api §4.3's fields). */
function asGoodsCard(goods: ActivityGoods): GoodsCardGoods {
  return {
    id: goods.proId,
    storeName: goods.storeName,
    image: goods.proImage || goods.image,
    price: goods.price,
    otPrice: goods.otPrice,
    sales: goods.sales,
    stock: goods.stock,
  };
}

/**
 * `/goods/activity_list?id=`: a marketing activity's landing page, its
 * banner and instruction over its goods, paged (`&page=`) in the URL
 * (spec §2; crmeb-api §3). A hidden, not yet started or ended activity shows
 * a not-found state.
 */
export default function ActivityList() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const { id, page } = readActivityQuery(params);
  const activity = useActivityDetail(id);
  const goods = useActivityGoods(id, page, PAGE_SIZE);

  if (id === undefined || activity.error instanceof NotFoundError || goods.error instanceof NotFoundError) {
    return (
      <>
        <title>{intl.formatMessage({ id: 'activity.notFound' })}</title>
        <EmptyState
          title={intl.formatMessage({ id: 'activity.notFound' })}
          action={
            <Link href="/" tone="brand">
              <FormattedMessage id="detail.browse" />
            </Link>
          }
        />
      </>
    );
  }

  function goTo(next: number) {
    const query = new URLSearchParams(params);
    if (next <= 1) query.delete('page');
    else query.set('page', String(next));
    setParams(query);
    // The new page starts at the top of the goods, not where the pager was.
    browser.scrollToTop();
  }

  return (
    <Stack>
      <title>{activity.data?.name ?? intl.formatMessage({ id: 'page.activityList' })}</title>
      <ActivityBanner
        activity={activity.data}
        loading={!activity.data && !activity.error}
        error={activity.error ? activity.error.message : null}
        onRetry={() => void activity.mutate()}
      />
      <GoodsGrid
        items={goods.data?.list.map(asGoodsCard)}
        loading={!goods.data && !goods.error}
        error={goods.error ? goods.error.message : null}
        onRetry={() => void goods.mutate()}
        empty={intl.formatMessage({ id: 'activity.empty' })}
        hrefFor={(g) => goodsPath(g.id)}
        label={activity.data?.name}
      />
      <Pagination page={page} total={goods.data?.total ?? 0} pageSize={PAGE_SIZE} onChange={goTo} />
    </Stack>
  );
}
