import { useIntl } from 'react-intl';
import { AccountShortcuts, PageHeading } from '@mall/ui';
import { shortcutCountsOf, shortcutHref } from '../../data/profile.ts';
import { useOrderCenterCounts } from '../../data/account.ts';

/**
 * `/users`: the account home (spec §2): the shortcuts to the order tabs and
 * the refunds with their counts from `GET /api/front/order/center/data`.
 */
export default function AccountHome() {
  const intl = useIntl();
  const counts = useOrderCenterCounts(true);
  const title = intl.formatMessage({ id: 'page.accountHome' });
  return (
    <>
      <title>{title}</title>
      <PageHeading title={title} />
      <AccountShortcuts
        counts={counts.data ? shortcutCountsOf(counts.data) : undefined}
        loading={!counts.data && !counts.error}
        error={counts.error?.message}
        onRetry={() => void counts.mutate()}
        hrefOf={shortcutHref}
        allHref="/users/order_list"
      />
    </>
  );
}
