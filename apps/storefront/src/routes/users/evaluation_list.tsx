import { useIntl } from 'react-intl';
import { PageHeading, ReviewableList, type ReviewableTab } from '@mall/ui';
import { MALL_TIME_ZONE } from '../../api/mallTimeZone.ts';
import { goodsPath, reviewConfirmPath } from '../../app/paths.ts';
import { useReplyableItems } from '../../data/review.ts';
import { pageParam, useQueryState } from '../../app/queryState.ts';

const PAGE_SIZE = 10;

/** The tab in the URL: `tab=reviewed`, else the lines to review. */
function tabOf(value: string | null): ReviewableTab {
  return value === 'reviewed' ? 'reviewed' : 'toReview';
}

/**
 * `/users/evaluation_list?tab=&page=`: the lines the shopper received and
 * has not reviewed yet, each with its 评价 link to the review form, and the
 * reviews written (spec §2, §3 Review; crmeb-api §4.7 `reply/list`). Both
 * tabs are counted (the other tab's first page is read for its total, the
 * page a switch shows first). Tab and page live in the URL.
 */
export default function EvaluationListPage() {
  const intl = useIntl();
  const [params, update] = useQueryState();
  const tab = tabOf(params.get('tab'));
  const page = pageParam(params);
  const shown = useReplyableItems(tab === 'reviewed', page, PAGE_SIZE);
  const other = useReplyableItems(tab !== 'reviewed', 1, PAGE_SIZE);
  const title = intl.formatMessage({ id: 'page.evaluationList' });
  const otherTab: ReviewableTab = tab === 'reviewed' ? 'toReview' : 'reviewed';

  return (
    <>
      <title>{title}</title>
      <PageHeading title={title} />
      <ReviewableList
        tab={tab}
        onTabChange={(next) => update({ tab: next === 'reviewed' ? next : undefined })}
        counts={{
          ...(shown.data ? { [tab]: shown.data.total } : {}),
          ...(other.data ? { [otherTab]: other.data.total } : {}),
        }}
        items={shown.data?.list}
        loading={!shown.data && !shown.error}
        error={shown.error?.message ?? null}
        onRetry={() => void shown.mutate()}
        page={page}
        total={shown.data?.total ?? 0}
        limit={PAGE_SIZE}
        onPageChange={(next) => update({ page: next })}
        reviewHref={(item) => reviewConfirmPath(item.merOrderNo, item.id)}
        goodsHref={(item) => goodsPath(shown.data?.list.find((row) => row.id === item.id)?.productId ?? 0)}
        timeZone={MALL_TIME_ZONE}
      />
    </>
  );
}
