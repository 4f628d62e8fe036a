import { useIntl } from 'react-intl';
import { ApplicationRecordList, PageHeading } from '@mall/ui';
import { MALL_TIME_ZONE } from '../../api/mallTimeZone.ts';
import { merchantSettledPath } from '../../app/paths.ts';
import { useMallNavigate } from '../../app/useMallNavigate.ts';
import { useMerchantCategories, useMerchantTypes } from '../../data/merchant.ts';
import { useSettlementRecords } from '../../data/settlement.ts';
import { settlementRecordOf } from '../../data/settlementModel.ts';

/**
 * `/users/application_record`: the shopper's merchant applications, newest
 * first, each with its status (spec §2, §4 merchant application statuses):
 * view, edit while pending or failed, resubmit once failed (both open the
 * form with `?id=`). None: "No application record, go apply" leading to
 * the form (spec §8). The category and type names come from the shop lists.
 */
export default function ApplicationRecordPage() {
  const intl = useIntl();
  const navigate = useMallNavigate();
  const records = useSettlementRecords();
  const categories = useMerchantCategories();
  const types = useMerchantTypes();
  const title = intl.formatMessage({ id: 'page.applicationRecord' });
  const edit = (record: { id: number }) => void navigate(merchantSettledPath(record.id));

  return (
    <>
      <title>{title}</title>
      <PageHeading title={title} />
      <ApplicationRecordList
        records={records.data?.list.map((application) => settlementRecordOf(application, categories.data, types.data))}
        loading={!records.data && !records.error}
        error={records.error?.message ?? null}
        onRetry={() => void records.mutate()}
        onApply={() => void navigate(merchantSettledPath())}
        onEdit={edit}
        onResubmit={edit}
        timeZone={MALL_TIME_ZONE}
      />
    </>
  );
}
