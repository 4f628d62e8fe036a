import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { CategoryFilter, GoodsGrid, PageHeading, Pagination, SortBar } from '@mall/ui';
import { Stack } from '../../app/glue.ts';
import { goodsPath } from '../../app/paths.ts';
import { useCategories, useProductList } from '../../data/catalog.ts';

const PAGE_SIZE = 20;
type Order = '' | 'asc' | 'desc';
const asOrder = (value: string | null): Order => (value === 'asc' || value === 'desc' ? value : '');
const asPositive = (value: string | null): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * `/goods/goods_search?title=&cid=`: goods by keyword and category, sortable
 * by sales and price (spec §2). Every choice lives in the URL, so results can
 * be shared and the back button works.
 */
export default function GoodsSearch() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const title = params.get('title')?.trim() ?? '';
  const cid = asPositive(params.get('cid'));
  const page = asPositive(params.get('page')) ?? 1;
  const priceOrder = asOrder(params.get('priceOrder'));
  const salesOrder = asOrder(params.get('salesOrder'));

  const categories = useCategories();
  const goods = useProductList({ keyword: title || undefined, cid, page, limit: PAGE_SIZE, priceOrder, salesOrder });

  function update(changes: Record<string, string | number | undefined>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  }

  const heading = title ? intl.formatMessage({ id: 'search.title' }, { title }) : intl.formatMessage({ id: 'search.all' });
  return (
    <Stack>
      <title>{heading}</title>
      <PageHeading title={heading} />
      <CategoryFilter categories={categories.data ?? []} selected={cid} onSelect={(next) => update({ cid: next })} />
      <SortBar
        priceOrder={priceOrder}
        salesOrder={salesOrder}
        total={goods.data?.total}
        onChange={(next) => update({ priceOrder: next.priceOrder, salesOrder: next.salesOrder })}
      />
      <GoodsGrid
        items={goods.data?.list}
        loading={!goods.data && !goods.error}
        error={goods.error ? goods.error.message : null}
        onRetry={() => void goods.mutate()}
        empty={intl.formatMessage({ id: 'search.empty' })}
        hrefFor={(g) => goodsPath(g.id)}
      />
      <Pagination page={page} total={goods.data?.total ?? 0} pageSize={PAGE_SIZE} onChange={(next) => update({ page: next })} />
    </Stack>
  );
}
