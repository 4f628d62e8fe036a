import { DEFAULT_WIRE_TIME_ZONE } from '@mall/api';

/**
 * The mall's time zone: the API writes its times in it (crmeb-wire "dt",
 * no offset), so the client reads them in it, and dates are shown in it, so
 * a shopper abroad sees the same order day and coupon days as the shop.
 */
export const MALL_TIME_ZONE = DEFAULT_WIRE_TIME_ZONE;
