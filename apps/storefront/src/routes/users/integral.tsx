import { useIntl } from 'react-intl';
import { PointsRecordStatus, PointsRecordType, type PointsRecord as PointsRecordModel } from '@mall/api';
import { PageHeading, PointsAccount, PointsEarnList, PointsRecordList, Section, Stack, type PointsRecord } from '@mall/ui';
import { MALL_TIME_ZONE } from '../../api/mallTimeZone.ts';
import { orderDetailPath, reviewsPath, searchPath } from '../../app/paths.ts';
import { usePointsAccount, usePointsRecords, usePointsRules } from '../../data/points.ts';
import { pageParam, useQueryState } from '../../app/queryState.ts';

const PAGE_SIZE = 10;

/** Points records the server names by a message key (`integral.orderUse`…); anything else is shown as it is. */
const TITLES = new Set([
  'integral.orderUse',
  'integral.orderUseBack',
  'integral.orderGain',
  'integral.orderGainBack',
  'integral.gift',
  'integral.review',
  'integral.refundUseBack',
  'integral.refundGainBack',
]);

/**
 * `/users/integral`: the shopper's points (spec §3 Points account; crmeb-api
 * §4.10): spendable, frozen, accumulated and spent, then every change with
 * its reason, order and time, newest first, paged (the page in the URL),
 * and the ways to earn points with the mall's amounts (shopping, reviewing).
 * Points earned on an order stay frozen for the after-sale window.
 */
export default function Integral() {
  const intl = useIntl();
  const [params, update] = useQueryState();
  const page = pageParam(params);
  const account = usePointsAccount(true);
  const records = usePointsRecords(true, page, PAGE_SIZE);
  const rules = usePointsRules(true);
  const title = intl.formatMessage({ id: 'points.title' });

  const row = (record: PointsRecordModel): PointsRecord => ({
    id: record.id,
    title: TITLES.has(record.title) ? intl.formatMessage({ id: record.title }) : record.title,
    orderNo: record.linkType === 'order' && record.linkId ? record.linkId : undefined,
    amount: record.type === PointsRecordType.take ? -record.integral : record.integral,
    createTime: record.createTime,
    frozenUntil: record.status === PointsRecordStatus.frozen ? record.thawTime : null,
  });

  return (
    <Stack>
      <title>{title}</title>
      <PageHeading title={title} />
      <PointsAccount
        account={
          account.data && {
            available: account.data.integral,
            frozen: account.data.frozenIntegral,
            totalEarned: account.data.sumIntegral,
            totalSpent: account.data.deductionIntegral,
          }
        }
        loading={!account.data && !account.error}
        error={account.error?.message ?? null}
        onRetry={() => void account.mutate()}
      />
      <Section title={intl.formatMessage({ id: 'points.records' })}>
        <PointsRecordList
          records={records.data?.list.map(row)}
          orderHref={orderDetailPath}
          loading={!records.data && !records.error}
          error={records.error?.message ?? null}
          onRetry={() => void records.mutate()}
          page={page}
          total={records.data?.total ?? 0}
          pageSize={PAGE_SIZE}
          onPageChange={(next) => update({ page: next })}
          timeZone={MALL_TIME_ZONE}
        />
      </Section>
      <Section title={intl.formatMessage({ id: 'points.earn' })}>
        <PointsEarnList
          rules={rules.data?.earn}
          perYuan={rules.data?.perYuan}
          hrefs={{ shopping: searchPath({}), review: reviewsPath() }}
          loading={!rules.data && !rules.error}
          error={rules.error?.message ?? null}
          onRetry={() => void rules.mutate()}
        />
      </Section>
    </Stack>
  );
}
