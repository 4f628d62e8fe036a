import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { MerchantFilterBar, PageHeading, Stack, type MerchantFilter } from '@mall/ui';
import { useMerchantCategories, useMerchantSearch, useMerchantTypes } from '../../data/merchant.ts';
import { pageParam, positiveInt, useQueryState } from '../../app/queryState.ts';
import { ShopResults } from './ShopResults.tsx';

const PAGE_SIZE = 12;

/**
 * The query value that held the keyword before it had its own: the header's
 * search box shows `title` on every page, so it would show the shop keyword too.
 */
const LEGACY_KEYWORD = 'title';

/**
 * `/merchant/merchant_more?keyword=&categoryId=&typeId=&isSelf=1&page=`:
 * every open shop, filtered by shop category, shop type, self-operated and a
 * keyword (matched against names and keywords), best rated first, paged
 * (spec §2; crmeb-api §3 merchant_more, §4.11 search/list, §6 rule 19). The
 * filters live in the URL. An old link's `?title=` is read as the keyword and
 * moved to `keyword` in place, so the header's search box stays empty.
 */
export default function MerchantMore() {
  const intl = useIntl();
  const [params, update] = useQueryState();
  const [, setParams] = useSearchParams();
  const legacy = params.get(LEGACY_KEYWORD);
  const filter: MerchantFilter = {
    categoryId: positiveInt(params.get('categoryId')),
    typeId: positiveInt(params.get('typeId')),
    isSelf: params.get('isSelf') === '1',
    keywords: (params.get('keyword') ?? legacy ?? '').trim(),
  };

  useEffect(() => {
    if (legacy === null) return;
    // Replace, not push: back should not return to the old address (and move it again).
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(LEGACY_KEYWORD);
        if (!next.has('keyword') && legacy.trim()) next.set('keyword', legacy.trim());
        return next;
      },
      { replace: true },
    );
  }, [legacy, setParams]);

  const page = pageParam(params);
  const categories = useMerchantCategories();
  const types = useMerchantTypes();
  const shops = useMerchantSearch({
    keywords: filter.keywords || undefined,
    categoryId: filter.categoryId,
    typeId: filter.typeId,
    isSelf: filter.isSelf || undefined,
    page,
    limit: PAGE_SIZE,
  });
  const title = intl.formatMessage({ id: 'page.merchantMore' });

  return (
    <Stack>
      <title>{title}</title>
      <PageHeading
        title={title}
        description={shops.data && intl.formatMessage({ id: 'street.count' }, { count: shops.data.total })}
      />
      <MerchantFilterBar
        categories={categories.data ?? []}
        types={types.data ?? []}
        value={filter}
        onChange={(next) =>
          update({ categoryId: next.categoryId, typeId: next.typeId, isSelf: next.isSelf, keyword: next.keywords })
        }
      />
      <ShopResults shops={shops} page={page} pageSize={PAGE_SIZE} onPageChange={(next) => update({ page: next })} />
    </Stack>
  );
}
