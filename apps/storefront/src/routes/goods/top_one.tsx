import { useIntl } from 'react-intl';
import { PageHeading, RankingList, Stack } from '@mall/ui';
import { goodsPath } from '../../app/paths.ts';
import { useLeaderboard } from '../../data/catalog.ts';

/** `/goods/top_one`: the ranking, the 20 best-selling goods (spec §2; crmeb-api §3, §6 rule 21). */
export default function TopOne() {
  const intl = useIntl();
  const ranking = useLeaderboard();
  const title = intl.formatMessage({ id: 'page.topOne' });
  return (
    <Stack>
      <title>{title}</title>
      <PageHeading title={title} description={intl.formatMessage({ id: 'topOne.description' })} />
      <RankingList
        items={ranking.data}
        hrefOf={goodsPath}
        loading={!ranking.data && !ranking.error}
        error={ranking.error ? ranking.error.message : null}
        onRetry={() => void ranking.mutate()}
      />
    </Stack>
  );
}
