import { useIntl } from 'react-intl';
import { PageHeading, RefundList } from '@mall/ui';
import { MALL_TIME_ZONE } from '../../api/mallTimeZone.ts';
import { refundDetailPath } from '../../app/paths.ts';
import { useRefunds } from '../../data/refund.ts';
import { pageParam, useQueryState } from '../../app/queryState.ts';

const PAGE_SIZE = 10;

/**
 * `/users/refund_list?page=`: the shopper's refunds, newest first, each with
 * its stage (spec §2, §4 refund statuses), linking to its detail. Paged;
 * the page lives in the URL.
 */
export default function RefundListPage() {
  const intl = useIntl();
  const [params, update] = useQueryState();
  const page = pageParam(params);
  const refunds = useRefunds(page, PAGE_SIZE);
  const title = intl.formatMessage({ id: 'page.refundList' });

  return (
    <>
      <title>{title}</title>
      <PageHeading title={title} />
      <RefundList
        refunds={refunds.data?.list}
        loading={!refunds.data && !refunds.error}
        error={refunds.error?.message ?? null}
        onRetry={() => void refunds.mutate()}
        detailHref={(refund) => refundDetailPath(refund.refundOrderNo)}
        page={page}
        total={refunds.data?.total ?? 0}
        pageSize={PAGE_SIZE}
        onPageChange={(next) => update({ page: next })}
        timeZone={MALL_TIME_ZONE}
      />
    </>
  );
}
