import styled from '@emotion/styled';
import { ChevronDown, CircleCheck, CircleX, Clock, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../base/Button/Button.tsx';
import { ImageViewer } from '../../base/ImageViewer/ImageViewer.tsx';
import { formatOrderTime } from '../../order/orderTime.ts';
import type { SettlementAuditStatus, SettlementRecordData } from '../types.ts';

export interface ApplicationRecordCardProps {
  record: SettlementRecordData;
  /** 修改: change the application (shown while it waits for review or failed audit). */
  onEdit?: (record: SettlementRecordData) => void;
  /** 重新提交: send a failed application again (shown once it failed audit). */
  onResubmit?: (record: SettlementRecordData) => void;
  /** Start with the details shown. */
  defaultExpanded?: boolean;
  /** IANA time zone the time is shown in; the browser's by default. */
  timeZone?: string;
}

/** The colour and icon of each status, so it reads without relying on colour alone. */
const STATUS: Record<SettlementAuditStatus, { label: string; tone: 'warning' | 'success' | 'danger'; icon: LucideIcon }> = {
  1: { label: 'applicationRecord.pending', tone: 'warning', icon: Clock },
  2: { label: 'applicationRecord.approved', tone: 'success', icon: CircleCheck },
  3: { label: 'applicationRecord.failed', tone: 'danger', icon: CircleX },
};

const Card = styled.article`
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.sm}px;
  font-size: ${(p) => p.theme.font.size.md}px;
  color: ${(p) => p.theme.color.text};
`;

const Head = styled.header`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[4]}px;
  padding: ${(p) => p.theme.space[3]}px ${(p) => p.theme.space[4]}px;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  background: ${(p) => p.theme.color.page};
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.font.size.sm}px;
  time {
    font-variant-numeric: tabular-nums;
  }
`;

const Status = styled.span<{ tone: 'warning' | 'success' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[1]}px;
  margin-left: auto;
  font-weight: ${(p) => p.theme.font.weight.bold};
  color: ${(p) => p.theme.color[p.tone]};
`;

const Body = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${(p) => p.theme.space[4]}px;
  padding: ${(p) => p.theme.space[4]}px;
  h3 {
    margin: 0 0 ${(p) => p.theme.space[1]}px;
    font-size: ${(p) => p.theme.font.size.lg}px;
    font-weight: ${(p) => p.theme.font.weight.bold};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.textMuted};
    font-size: ${(p) => p.theme.font.size.sm}px;
  }
`;

const Main = styled.div`
  flex: 1;
  min-width: 0;
`;

const Reason = styled.p`
  margin-top: ${(p) => p.theme.space[2]}px !important;
  padding: ${(p) => p.theme.space[2]}px ${(p) => p.theme.space[3]}px;
  border-left: 3px solid ${(p) => p.theme.color.danger};
  background: ${(p) => p.theme.color.brandSoft};
  color: ${(p) => p.theme.color.text} !important;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex: none;
  gap: ${(p) => p.theme.space[2]}px;
  align-items: center;
`;

const Toggle = styled(ChevronDown)<{ open: boolean }>`
  transform: rotate(${(p) => (p.open ? 180 : 0)}deg);
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: 120px minmax(0, 1fr);
  gap: ${(p) => p.theme.space[2]}px ${(p) => p.theme.space[4]}px;
  margin: 0;
  padding: ${(p) => p.theme.space[4]}px;
  border-top: 1px dashed ${(p) => p.theme.color.border};
  font-size: ${(p) => p.theme.font.size.sm}px;
  dt {
    color: ${(p) => p.theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * One of the shopper's merchant applications (`/users/application_record`):
 * the time it was sent, its status as an icon and a word in its colour
 * (审核中 amber, 已通过 green, 审核未通过 red with the reason under the
 * name), the company name and category; 查看 shows all it holds (contact,
 * e-mail, phone, shop type, handling fee, keywords, address, the
 * qualification pictures, which open large) below, as a disclosure
 * (`aria-expanded`). 修改 while pending or failed, 重新提交 once failed,
 * each when its callback is given.
 * @see spec §2 /users/application_record, §4 Merchant application statuses; crmeb-wire §15 settled/record
 */
export function ApplicationRecordCard({ record, onEdit, onResubmit, defaultExpanded = false, timeZone }: ApplicationRecordCardProps) {
  const intl = useIntl();
  const id = useId();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const t = (messageId: string, params?: Record<string, string | number>) => intl.formatMessage({ id: messageId }, params);
  const status = STATUS[record.auditStatus];
  const Icon = status.icon;
  const detailsId = `${id}-details`;
  const titleId = `${id}-title`;
  const dash = t('applicationRecord.none');
  const fee = intl.formatNumber(record.handlingFee / 10000, { style: 'percent', maximumFractionDigits: 2 });
  const rows: [string, string][] = [
    ['applicationRecord.realName', record.realName],
    ['applicationRecord.phone', record.phone],
    ['applicationRecord.email', record.email],
    ['applicationRecord.category', record.categoryName],
    ['applicationRecord.type', record.typeName],
    ['applicationRecord.handlingFee', fee],
    ['applicationRecord.keywords', record.keywords],
    ['applicationRecord.address', record.address],
  ];
  const canEdit = record.auditStatus !== 2;

  return (
    <Card aria-labelledby={titleId}>
      <Head>
        <span>
          {t('applicationRecord.createTime')}
          <time dateTime={record.createTime.toISOString()}>{formatOrderTime(intl, record.createTime, timeZone)}</time>
        </span>
        <Status tone={status.tone}>
          <Icon size={16} aria-hidden />
          {t(status.label)}
        </Status>
      </Head>
      <Body>
        <Main>
          <h3 id={titleId}>{record.name}</h3>
          <p>
            {[record.categoryName, record.typeName].filter(Boolean).join(' · ') || dash}
          </p>
          {record.auditStatus === 3 && (
            <Reason>{t('applicationRecord.reason', { reason: record.denialReason || dash })}</Reason>
          )}
        </Main>
        <Actions>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={expanded}
            aria-controls={detailsId}
            icon={<Toggle size={14} open={expanded} aria-hidden />}
            onClick={() => setExpanded((open) => !open)}
          >
            {t(expanded ? 'applicationRecord.hide' : 'applicationRecord.view')}
          </Button>
          {canEdit && onEdit && (
            <Button variant="secondary" size="sm" onClick={() => onEdit(record)}>
              {t('applicationRecord.edit')}
            </Button>
          )}
          {record.auditStatus === 3 && onResubmit && (
            <Button size="sm" onClick={() => onResubmit(record)}>
              {t('applicationRecord.resubmit')}
            </Button>
          )}
        </Actions>
      </Body>
      <div id={detailsId} hidden={!expanded}>
        {expanded && (
          <Details>
            {rows.map(([label, value]) => (
              <div key={label} style={{ display: 'contents' }}>
                <dt>{t(label)}</dt>
                <dd>{value || dash}</dd>
              </div>
            ))}
            <dt>{t('applicationRecord.pictures')}</dt>
            <dd>
              {record.qualificationPicture.length === 0 ? (
                dash
              ) : (
                <ImageViewer
                  images={record.qualificationPicture}
                  label={t('applicationRecord.pictures')}
                  thumbLabel={(index, count) => t('applicationRecord.viewPicture', { index: index + 1, count })}
                  title={t('applicationRecord.pictures')}
                  alt={(index, count) => t('applicationRecord.picture', { index: index + 1, count })}
                />
              )}
            </dd>
          </Details>
        )}
      </div>
    </Card>
  );
}
