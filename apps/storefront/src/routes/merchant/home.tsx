import { useIntl } from 'react-intl';
import { BannerCarousel, EmptyState, GoodsGrid, Pagination, Section, Skeleton, type Banner } from '@mall/ui';
import { goodsPath } from '../../app/paths.ts';
import { useShopGoods } from '../../data/merchant.ts';
import { pageParam, useQueryState } from '../../app/queryState.ts';
import { useShop } from './shopContext.ts';

const PAGE_SIZE = 20;
/** Height of the shop's banners, px (1200 × 400 artwork shown at 1200 × 360, as the PC mall does). */
const BANNER_HEIGHT = 360;

/**
 * `/merchant/merchant/home?id=&page=`: the shop's PC banners and its goods on
 * sale, paged (spec §2; crmeb-api §3 merchant home). Also the index route.
 */
export default function ShopHome() {
  const intl = useIntl();
  const { id, shop, shopLoading } = useShop();
  const [params, update] = useQueryState();
  const page = pageParam(params);
  const goods = useShopGoods({ merId: id, page, limit: PAGE_SIZE });
  // The API sends banner pictures only; the carousel's slides need an id and a name.
  const banners: Banner[] = (shop?.pcBanner ?? []).map((pic, i) => ({ id: i + 1, name: shop?.name ?? '', pic, url: '' }));

  return (
    <>
      {shopLoading ? (
        <Skeleton height={BANNER_HEIGHT} />
      ) : (
        banners.length > 0 && <BannerCarousel banners={banners} height={BANNER_HEIGHT} autoPlayMs={5000} />
      )}
      <Section variant="plain" title={intl.formatMessage({ id: 'shop.goods' })}>
        <GoodsGrid
          items={goods.data?.list}
          loading={!goods.data && !goods.error}
          error={goods.error ? goods.error.message : null}
          onRetry={() => void goods.mutate()}
          empty={<EmptyState title={intl.formatMessage({ id: 'shop.noGoods' })} />}
          hrefFor={(g) => goodsPath(g.id)}
        />
        <Pagination page={page} total={goods.data?.total ?? 0} pageSize={PAGE_SIZE} onChange={(next) => update({ page: next })} />
      </Section>
    </>
  );
}
