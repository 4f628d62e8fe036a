import { QualificationPanel } from '@mall/ui';
import { MALL_TIME_ZONE } from '../../api/mallTimeZone.ts';
import { useShopDetail } from '../../data/merchant.ts';
import { useShop } from './shopContext.ts';

/**
 * `/merchant/merchant/qualification?id=`: the shop's licence pictures,
 * contacts, join date, followers and introduction (spec §2, §3 Merchant/shop;
 * crmeb-api §3 merchant qualification, §4.11 detail).
 */
export default function ShopQualification() {
  const { id } = useShop();
  const detail = useShopDetail(id);
  return (
    <QualificationPanel
      detail={detail.data}
      timeZone={MALL_TIME_ZONE}
      loading={!detail.data && !detail.error}
      error={detail.error ? detail.error.message : null}
      onRetry={() => void detail.mutate()}
    />
  );
}
