import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import {
  CategoryFilter,
  Columns,
  EmptyState,
  GoodsGrid,
  Link,
  Pagination,
  PriceRangeFilter,
  ResultTabs,
  SearchEmpty,
  SearchResultHeader,
  SortBar,
  Stack,
} from '@mall/ui';
import { goodsPath, searchPath } from '../../app/paths.ts';
import { useCategories, useHotKeywords, useProductList } from '../../data/catalog.ts';
import { useMerchantSearch } from '../../data/merchant.ts';
import { categoryTrail } from './categoryTrail.ts';
import { changeSearch, readSearchState, type SearchState } from './searchState.ts';
import { ShopResults } from '../merchant/ShopResults.tsx';

/** Goods and shops per page (crmeb-api §3 /goods/goods_search: limit=20). */
const PAGE_SIZE = 20;

/**
 * `/goods/goods_search?title=&cid=`: search results in two tabs (spec §2).
 * Goods by keyword and platform category, sorted by sales or price and
 * limited to a price range (cents); shops by keyword. The category path and
 * the searched text head the page; nothing found offers the hot keywords.
 * Every choice (tab, sort, range, page) lives in the URL ({@link readSearchState}),
 * so results can be shared and back/forward works.
 * @see crmeb-api §3 /goods/goods_search, §4.4 product/list, §4.11 search/list
 */
export default function GoodsSearch() {
  const intl = useIntl();
  const panelId = useId();
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params);
  const { title, cid, tab, page } = state;

  const categories = useCategories();
  const hotKeywords = useHotKeywords();
  const goods = useProductList({
    keyword: title || undefined,
    cid,
    page: tab === 'goods' ? page : 1,
    limit: PAGE_SIZE,
    priceOrder: state.priceOrder,
    salesOrder: state.salesOrder,
    minPrice: state.minPrice,
    maxPrice: state.maxPrice,
  });
  const shops = useMerchantSearch({ keywords: title || undefined, page: tab === 'shops' ? page : 1, limit: PAGE_SIZE });

  const update = (changes: Partial<SearchState>) => setParams(changeSearch(params, changes));
  const trail = cid === undefined || !categories.data ? [] : categoryTrail(categories.data, cid);
  const category = trail?.at(-1);
  const heading = title
    ? intl.formatMessage({ id: 'search.title' }, { title })
    : (category?.name ?? intl.formatMessage({ id: 'search.all' }));

  if (trail === null) {
    return (
      <Stack>
        <title>{intl.formatMessage({ id: 'search.categoryNotFound' })}</title>
        <EmptyState
          title={intl.formatMessage({ id: 'search.categoryNotFound' })}
          action={
            <Link href={searchPath({})} tone="brand">
              {intl.formatMessage({ id: 'search.searchAll' })}
            </Link>
          }
        />
      </Stack>
    );
  }

  const current = tab === 'goods' ? goods : shops;
  const empty = (
    <SearchEmpty
      query={title}
      kind={tab}
      keywords={hotKeywords.data}
      keywordHref={(keyword) => searchPath({ title: keyword.title })}
    />
  );
  return (
    <Stack>
      <title>{heading}</title>
      <SearchResultHeader
        categoryPath={trail.map((c) => ({ id: c.id, name: c.name, href: searchPath({ title, cid: c.id }) }))}
        query={title}
        total={current.data?.total}
        kind={tab}
        allHref={searchPath({})}
        loading={!current.data && !current.error}
      />
      <ResultTabs
        value={tab}
        onChange={(next) => update({ tab: next })}
        counts={{ goods: goods.data?.total, shops: shops.data?.total }}
        panelId={panelId}
      />
      <Stack
        id={panelId}
        role="tabpanel"
        aria-label={intl.formatMessage({ id: tab === 'goods' ? 'resultTabs.goods' : 'resultTabs.shops' })}
      >
        {tab === 'goods' ? (
          <>
            <CategoryFilter categories={categories.data ?? []} selected={cid} onSelect={(next) => update({ cid: next })} />
            <Columns side="auto" sideAt="end" gap={4}>
              <SortBar
                priceOrder={state.priceOrder}
                salesOrder={state.salesOrder}
                onChange={(next) => update({ priceOrder: next.priceOrder, salesOrder: next.salesOrder })}
              />
              <PriceRangeFilter
                minPrice={state.minPrice}
                maxPrice={state.maxPrice}
                onApply={(range) => update({ minPrice: range.minPrice, maxPrice: range.maxPrice })}
                onClear={() => update({ minPrice: undefined, maxPrice: undefined })}
              />
            </Columns>
            <GoodsGrid
              items={goods.data?.list}
              loading={!goods.data && !goods.error}
              error={goods.error ? goods.error.message : null}
              onRetry={() => void goods.mutate()}
              empty={empty}
              hrefFor={(g) => goodsPath(g.id)}
            />
            <Pagination page={page} total={goods.data?.total ?? 0} pageSize={PAGE_SIZE} onChange={(next) => update({ page: next })} />
          </>
        ) : (
          <ShopResults shops={shops} page={page} pageSize={PAGE_SIZE} onPageChange={(next) => update({ page: next })} empty={empty} />
        )}
      </Stack>
    </Stack>
  );
}
