import styled from '@emotion/styled';
import { Store } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '../../base/Button/Button.tsx';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { EmptyState } from '../../feedback/EmptyState/EmptyState.tsx';
import { ListStates, type LoadStateProps } from '../../feedback/ListStates/ListStates.tsx';
import { ApplicationRecordCard } from '../ApplicationRecordCard/ApplicationRecordCard.tsx';
import type { SettlementRecordData } from '../types.ts';

export interface ApplicationRecordListProps extends LoadStateProps {
  /** The shopper's applications, newest first; left out while loading. */
  records?: SettlementRecordData[];
  /** 去申请 on the empty state: open the settlement form. */
  onApply: () => void;
  /** 修改 on a pending or failed application. */
  onEdit?: (record: SettlementRecordData) => void;
  /** 重新提交 on a failed application. */
  onResubmit?: (record: SettlementRecordData) => void;
  /** IANA time zone the times are shown in; the browser's by default. */
  timeZone?: string;
}

const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[4]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[3]}px;
  padding: ${(p) => p.theme.space[4]}px;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.sm}px;
`;

/**
 * The shopper's merchant applications (`/users/application_record`), one
 * {@link ApplicationRecordCard} each, newest first. With none, the empty
 * state 暂无申请记录 with 去申请 (spec §8 "No application record, go
 * apply"); placeholder cards (`aria-busy`) while `loading`; an error state
 * with 重试 on `error` ({@link ListStates}). The server sends the records
 * without paging (crmeb-wire §15), so there are no page links.
 * @see spec §2 /users/application_record, §4 Merchant application statuses, §8
 */
export function ApplicationRecordList({ records, onApply, onEdit, onResubmit, timeZone, ...states }: ApplicationRecordListProps) {
  const intl = useIntl();
  return (
    <ListStates
      {...states}
      items={records}
      loadingLabel={intl.formatMessage({ id: 'applicationRecord.loading' })}
      skeleton={(busy) => (
        <Rows as="div" {...busy}>
          {[0, 1].map((i) => (
            <Placeholder key={i}>
              <Skeleton width="40%" height={14} />
              <Skeleton width="60%" height={18} />
              <Skeleton width="30%" height={14} />
            </Placeholder>
          ))}
        </Rows>
      )}
      empty={
        <EmptyState
          icon={<Store size={56} strokeWidth={1.25} aria-hidden />}
          title={intl.formatMessage({ id: 'applicationRecord.empty' })}
          action={<Button onClick={onApply}>{intl.formatMessage({ id: 'applicationRecord.apply' })}</Button>}
        />
      }
    >
      {(list) => (
        <Rows aria-label={intl.formatMessage({ id: 'applicationRecord.label' })}>
          {list.map((record) => (
            <li key={record.id}>
              <ApplicationRecordCard record={record} onEdit={onEdit} onResubmit={onResubmit} timeZone={timeZone} />
            </li>
          ))}
        </Rows>
      )}
    </ListStates>
  );
}
