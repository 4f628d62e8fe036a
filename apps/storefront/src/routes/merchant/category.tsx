import { useIntl } from 'react-intl';
import type { MerchantCategoryNode } from '@mall/api';
import { Button, Columns, EmptyState, GoodsGrid, Pagination, PriceRangeFilter, Section, ShopCategoryTree, SortBar, Stack } from '@mall/ui';
import { goodsPath } from '../../app/paths.ts';
import { useShopCategories, useShopGoods } from '../../data/merchant.ts';
import { goodsSort, pageParam, positiveInt, priceRange, useQueryState } from '../../app/queryState.ts';
import { useShop } from './shopContext.ts';

const PAGE_SIZE = 20;

/** The name of a category of the shop's two-level tree. */
function categoryName(tree: readonly MerchantCategoryNode[], id: number | undefined): string | undefined {
  if (id === undefined) return undefined;
  for (const node of tree) {
    if (node.id === id) return node.name;
    const child = node.childList?.find((c) => c.id === id);
    if (child) return child.name;
  }
  return undefined;
}

/**
 * `/merchant/merchant/category?id=&cateId=&search=&priceOrder=&salesOrder=&minPrice=&maxPrice=&page=`:
 * the shop's own category tree beside its goods, filtered by category,
 * keyword and price range (cents), sorted by sales or price, paged (spec §2;
 * crmeb-api §3 merchant category). Every choice lives in the URL.
 */
export default function ShopCategory() {
  const intl = useIntl();
  const { id } = useShop();
  const [params, update] = useQueryState();
  const cateId = positiveInt(params.get('cateId'));
  const search = params.get('search')?.trim() ?? '';
  const { priceOrder, salesOrder } = goodsSort(params);
  const { minPrice, maxPrice } = priceRange(params);
  const page = pageParam(params);

  const categories = useShopCategories(id);
  const goods = useShopGoods({
    merId: id,
    cid: cateId,
    keyword: search || undefined,
    priceOrder,
    salesOrder,
    minPrice,
    maxPrice,
    page,
    limit: PAGE_SIZE,
  });

  const title = search
    ? intl.formatMessage({ id: 'shop.searchTitle' }, { search })
    : (categoryName(categories.data ?? [], cateId) ?? intl.formatMessage({ id: 'shop.allGoods' }));
  return (
    <Columns side={220}>
      <ShopCategoryTree
        categories={categories.data}
        selected={cateId}
        onSelect={(next) => update({ cateId: next })}
        loading={!categories.data && !categories.error}
        error={categories.error?.message}
        onRetry={() => void categories.mutate()}
      />
      <Section
        variant="plain"
        title={title}
        extra={
          search && (
            <Button variant="link" size="sm" onClick={() => update({ search: undefined })}>
              {intl.formatMessage({ id: 'shop.clearSearch' })}
            </Button>
          )
        }
      >
        <Stack>
          <SortBar
            priceOrder={priceOrder}
            salesOrder={salesOrder}
            total={goods.data?.total}
            onChange={(next) => update({ priceOrder: next.priceOrder, salesOrder: next.salesOrder })}
          />
          <PriceRangeFilter
            minPrice={minPrice}
            maxPrice={maxPrice}
            onApply={(range) => update({ minPrice: range.minPrice, maxPrice: range.maxPrice })}
            onClear={() => update({ minPrice: undefined, maxPrice: undefined })}
          />
          <GoodsGrid
            items={goods.data?.list}
            loading={!goods.data && !goods.error}
            error={goods.error ? goods.error.message : null}
            onRetry={() => void goods.mutate()}
            empty={<EmptyState title={intl.formatMessage({ id: search ? 'shop.noSearchResults' : 'shop.noGoods' })} />}
            columns={4}
            hrefFor={(g) => goodsPath(g.id)}
          />
          <Pagination page={page} total={goods.data?.total ?? 0} pageSize={PAGE_SIZE} onChange={(next) => update({ page: next })} />
        </Stack>
      </Section>
    </Columns>
  );
}
