import { useOutletContext } from 'react-router';
import type { MerchantIndexInfo } from '@mall/api';

/** What the shop layout hands its child pages (spec §2 /merchant/merchant children). */
export interface ShopContext {
  /** The shop's id, from the `id` query (valid: the layout shows not-found otherwise). */
  id: number;
  /** The shop's header data; undefined while it loads or after a load error. */
  shop: MerchantIndexInfo | undefined;
  /** The header data is on its way (not failed). */
  shopLoading: boolean;
}

/** The shop being viewed, for a child page of the shop layout. */
export function useShop(): ShopContext {
  return useOutletContext<ShopContext>();
}
