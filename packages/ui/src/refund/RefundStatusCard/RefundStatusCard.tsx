import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Price } from '../../money/Price/Price.tsx';
import { formatOrderTime } from '../../order/orderTime.ts';
import { RefundStageBadge } from '../RefundStageBadge/RefundStageBadge.tsx';
import { REFUND_KIND_LABEL, REFUND_STAGE_TONE, type RefundStageTone } from '../refundWords.ts';
import type { RefundStatusData, ReturnParcel } from '../types.ts';
import { ReturnParcelForm } from './ReturnParcelForm.tsx';

export interface RefundStatusCardProps {
  refund: RefundStatusData;
  /**
   * Shows the return-parcel form while the refund awaits the shopper's
   * parcel (stage `awaitingReturn`), and is called with the trimmed parcel;
   * the form's button spins while the promise runs.
   */
  onSubmitReturn?: (parcel: ReturnParcel) => Promise<void> | void;
  /** The server's answer to a failed parcel submit, shown under the form. */
  returnError?: ReactNode;
  /** IANA time zone the times are shown in; the browser's by default. */
  timeZone?: string;
}

const Root = styled.section<{ tone: RefundStageTone }>`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[4]}px;
  padding: ${(p) => p.theme.space[5]}px;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-top: 3px solid ${(p) => p.theme.color[p.tone]};
  border-radius: ${(p) => p.theme.radius.sm}px;
  font-size: ${(p) => p.theme.font.size.md}px;
  color: ${(p) => p.theme.color.text};
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${(p) => p.theme.space[5]}px;
`;

const State = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[2]}px;
  min-width: 0;
  > h2 {
    margin: 0;
    font-size: inherit;
  }
  > p {
    margin: 0;
    color: ${(p) => p.theme.color.textMuted};
    overflow-wrap: anywhere;
  }
`;

/** The merchant's reason for refusing, set apart so it is not missed. */
const Reason = styled.p`
  padding: ${(p) => p.theme.space[2]}px ${(p) => p.theme.space[3]}px;
  border-left: 3px solid ${(p) => p.theme.color.danger};
  background: ${(p) => p.theme.color.page};
  white-space: pre-wrap;
`;

const Amount = styled.div`
  margin-left: auto;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 2px;
  flex: none;
  > small {
    color: ${(p) => p.theme.color.textMuted};
    font-size: ${(p) => p.theme.font.size.sm}px;
  }
`;

const Fields = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[2]}px ${(p) => p.theme.space[6]}px;
  margin: 0;
  padding-top: ${(p) => p.theme.space[3]}px;
  border-top: 1px solid ${(p) => p.theme.color.border};
  font-size: ${(p) => p.theme.font.size.sm}px;
  > div {
    display: flex;
    gap: ${(p) => p.theme.space[1]}px;
  }
  dt {
    color: ${(p) => p.theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

/**
 * The head of a refund (the top of `/order/refund_detail`): its stage
 * ({@link RefundStageBadge}) as a heading with what it means for the
 * shopper — under review, when it is approved automatically if the merchant
 * does not answer (`autoApproveAt`); refused, with the merchant's reason
 * (as text); awaiting the return, with the return-parcel form
 * ({@link ReturnParcelForm}, when `onSubmitReturn` is given); the return on
 * its way, with its carrier and tracking number; refunding; refunded, with
 * when; refunded by the merchant — then the amount, and the refund number,
 * kind, time applied and time refunded. Times to the minute in the locale
 * and `timeZone`; money in integer cents.
 * @see spec §4 Refund statuses, §3 Refund; the issue "After-sale" (automatic approval after a configurable time)
 */
export function RefundStatusCard({ refund, onSubmitReturn, returnError, timeZone }: RefundStatusCardProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const time = (date: Date) => (
    <time dateTime={date.toISOString()}>{formatOrderTime(intl, date, timeZone)}</time>
  );
  const { stage } = refund;
  return (
    <Root aria-label={t('refundStatusCard.label')} tone={REFUND_STAGE_TONE[stage]}>
      <Top>
        <State>
          <h2>
            <RefundStageBadge stage={stage} size="lg" />
          </h2>
          <p>{t(`refundStatusCard.hint.${stage}`)}</p>
          {stage === 'review' && refund.autoApproveAt && (
            <p>
              <FormattedMessage id="refundStatusCard.autoApprove" values={{ time: time(refund.autoApproveAt) }} />
            </p>
          )}
          {stage === 'refused' && refund.refundReason && (
            <Reason>{t('refundStatusCard.refusedReason', { reason: refund.refundReason })}</Reason>
          )}
          {stage === 'returning' && refund.returnTrackingNo && (
            <p>
              {t('refundStatusCard.parcel', { company: refund.returnExpressName, trackingNo: refund.returnTrackingNo })}
            </p>
          )}
        </State>
        <Amount>
          <small>{t('refundStatusCard.amount')}</small>
          <Price cents={refund.refundPrice} size="xl" />
        </Amount>
      </Top>
      {stage === 'awaitingReturn' && onSubmitReturn && <ReturnParcelForm onSubmit={onSubmitReturn} submitError={returnError} />}
      <Fields>
        <div>
          <dt>{t('refundStatusCard.refundOrderNo')}</dt>
          <dd>{refund.refundOrderNo}</dd>
        </div>
        <div>
          <dt>{t('refundStatusCard.kind')}</dt>
          <dd>{t(REFUND_KIND_LABEL[refund.refundType])}</dd>
        </div>
        <div>
          <dt>{t('refundStatusCard.createTime')}</dt>
          <dd>{time(refund.createTime)}</dd>
        </div>
        {refund.refundTime && (
          <div>
            <dt>{t('refundStatusCard.refundTime')}</dt>
            <dd>{time(refund.refundTime)}</dd>
          </div>
        )}
      </Fields>
    </Root>
  );
}
