import type { ReactNode } from 'react';
import type { MerchantSearchItem, Page } from '@mall/api';
import { ShopStreetGrid } from '@mall/ui';
import { goodsPath, shopPath } from '../../app/paths.ts';

/** What a shop list hook gives (SWR's answer for the street or a shop search). */
export interface ShopResultsData {
  data?: Page<MerchantSearchItem>;
  error?: Error;
  mutate: () => unknown;
}

/**
 * One page of shops (street or search) in the shop street grid, with its
 * loading, error (retry) and empty states and its pager (spec §2 shop street,
 * merchant more, search's shops tab).
 */
export function ShopResults({
  shops,
  page,
  pageSize,
  onPageChange,
  empty,
}: {
  shops: ShopResultsData;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  empty?: ReactNode;
}) {
  return (
    <ShopStreetGrid
      shops={shops.data?.list}
      shopHref={shopPath}
      goodsHref={goodsPath}
      page={page}
      total={shops.data?.total}
      pageSize={pageSize}
      onPageChange={onPageChange}
      loading={!shops.data && !shops.error}
      error={shops.error ? shops.error.message : null}
      onRetry={() => void shops.mutate()}
      empty={empty}
    />
  );
}
