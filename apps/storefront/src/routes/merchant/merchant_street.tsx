import { useIntl } from 'react-intl';
import { CoverImage, Link, PageHeading, Skeleton, Stack } from '@mall/ui';
import { MERCHANT_MORE_PATH } from '../../app/paths.ts';
import { useHomeData } from '../../data/catalog.ts';
import { useMerchantStreet } from '../../data/merchant.ts';
import { pageParam, useQueryState } from '../../app/queryState.ts';
import { ShopResults } from './ShopResults.tsx';

const PAGE_SIZE = 12;
/** Height of the street's header picture across the 1200 px page column, px (1200 × 400 artwork). */
const HEADER_HEIGHT = 400;

/**
 * `/merchant/merchant_street?page=`: the header picture of the home data
 * (`shopStreetHeaderImag`), then the open shops, recommended first, paged,
 * and a way to every shop with filters (spec §2; crmeb-api §3, §6 rule 18).
 */
export default function MerchantStreet() {
  const intl = useIntl();
  const home = useHomeData();
  const [params, update] = useQueryState();
  const page = pageParam(params);
  const shops = useMerchantStreet({ page, limit: PAGE_SIZE });
  const title = intl.formatMessage({ id: 'page.merchantStreet' });
  const picture = home.data?.shopStreetHeaderImag;

  return (
    <Stack>
      <title>{title}</title>
      {picture ? <CoverImage src={picture} alt="" ratio={3} /> : !home.data && !home.error && <Skeleton height={HEADER_HEIGHT} />}
      <PageHeading
        title={title}
        actions={
          <Link href={MERCHANT_MORE_PATH} tone="brand">
            {intl.formatMessage({ id: 'street.more' })}
          </Link>
        }
      />
      <ShopResults shops={shops} page={page} pageSize={PAGE_SIZE} onPageChange={(next) => update({ page: next })} />
    </Stack>
  );
}
