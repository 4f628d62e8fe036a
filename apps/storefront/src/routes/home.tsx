import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from '@emotion/styled';
import { BannerCarousel, CATEGORY_DRAWER_WIDTH, GoodsGrid, Pagination, Section, VisuallyHidden } from '@mall/ui';
import { Stack } from '../app/glue.ts';
import { goodsPath } from '../app/paths.ts';
import { useHomeData, useProductList } from '../data/catalog.ts';

const PAGE_SIZE = 20;

/** Layout glue: the banners sit beside the category panel the header pins open on the home page. */
const BannerRow = styled.div`
  padding-left: ${CATEGORY_DRAWER_WIDTH + 16}px;
`;

/** `/`: banners and recommended goods (spec §2 home). */
export default function Home() {
  const intl = useIntl();
  const home = useHomeData();
  const [page, setPage] = useState(1);
  const goods = useProductList({ page, limit: PAGE_SIZE });
  return (
    <Stack>
      <title>{intl.formatMessage({ id: 'app.name' })}</title>
      {/* The banners are the visual title; screen readers still get a page heading. */}
      <VisuallyHidden as="h1">{intl.formatMessage({ id: 'app.name' })}</VisuallyHidden>
      <BannerRow>
        <BannerCarousel banners={home.data?.banner ?? []} autoPlayMs={5000} />
      </BannerRow>
      <Section variant="plain" title={intl.formatMessage({ id: 'home.recommend' })}>
        <GoodsGrid
          items={goods.data?.list}
          loading={!goods.data && !goods.error}
          error={goods.error ? goods.error.message : null}
          onRetry={() => void goods.mutate()}
          hrefFor={(g) => goodsPath(g.id)}
        />
        <Pagination page={page} total={goods.data?.total ?? 0} pageSize={PAGE_SIZE} onChange={setPage} />
      </Section>
    </Stack>
  );
}
