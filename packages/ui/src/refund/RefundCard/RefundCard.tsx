import styled from '@emotion/styled';
import { Store } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../base/Link/Link.tsx';
import { GoodsLine } from '../../goods/GoodsLine/GoodsLine.tsx';
import { Price } from '../../money/Price/Price.tsx';
import { formatOrderTime } from '../../order/orderTime.ts';
import { focusRing } from '../../theme/theme.ts';
import { RefundStageBadge } from '../RefundStageBadge/RefundStageBadge.tsx';
import { REFUND_KIND_LABEL } from '../refundWords.ts';
import type { RefundSummaryData } from '../types.ts';

export interface RefundCardProps {
  refund: RefundSummaryData;
  /** Path of the refund's detail page (`/order/refund_detail?refundOrderNo=RE…`); 查看详情 links there. */
  detailHref: string;
  /** IANA time zone the time is shown in; the browser's by default. */
  timeZone?: string;
}

const Root = styled.article`
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.sm}px;
  font-size: ${(p) => p.theme.font.size.md}px;
  color: ${(p) => p.theme.color.text};
  overflow: hidden;
`;

const Head = styled.header`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[5]}px;
  padding: ${(p) => p.theme.space[3]}px ${(p) => p.theme.space[4]}px;
  background: ${(p) => p.theme.color.page};
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  font-size: ${(p) => p.theme.font.size.sm}px;
  color: ${(p) => p.theme.color.textMuted};
  time,
  .refund-no {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  > :last-child {
    margin-left: auto;
  }
`;

const Shop = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[1]}px;
  min-width: 0;
  color: ${(p) => p.theme.color.text};
  font-weight: ${(p) => p.theme.font.weight.medium};
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  svg {
    flex: none;
  }
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 220px 140px;
`;

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 ${(p) => p.theme.space[4]}px;
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 120px;
  align-items: center;
  gap: ${(p) => p.theme.space[4]}px;
  padding: ${(p) => p.theme.space[3]}px 0;
  & + & {
    border-top: 1px dashed ${(p) => p.theme.color.border};
  }
`;

const Each = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.font.size.sm}px;
  font-variant-numeric: tabular-nums;
`;

const Plain = styled(Price)`
  color: ${(p) => p.theme.color.text};
  font-weight: ${(p) => p.theme.font.weight.regular};
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space[2]}px;
  padding: ${(p) => p.theme.space[4]}px;
  border-left: 1px solid ${(p) => p.theme.color.border};
  text-align: center;
  > p {
    margin: 0;
    color: ${(p) => p.theme.color.textMuted};
    font-size: ${(p) => p.theme.font.size.sm}px;
    line-height: 1.8;
  }
`;

const DetailLink = styled(Link)`
  font-size: ${(p) => p.theme.font.size.sm}px;
  border-radius: ${(p) => p.theme.radius.sm}px;
  ${focusRing}
`;

/**
 * One refund in `/users/refund_list`: a header (time applied in the
 * shopper's locale, refund number, shop and stage as a
 * {@link RefundStageBadge}), the lines asked back (picture, name, SKU,
 * unit price × units), the kind of refund and "共 N 件 退款 ￥x", and
 * 查看详情 linking to `detailHref`. Money in integer cents.
 * @see spec §2 /users/refund_list, §3 Refund, §4 Refund statuses
 */
export function RefundCard({ refund, detailHref, timeZone }: RefundCardProps) {
  const intl = useIntl();
  return (
    <Root aria-label={intl.formatMessage({ id: 'refundCard.label' }, { refundOrderNo: refund.refundOrderNo })}>
      <Head>
        <time dateTime={refund.createTime.toISOString()}>{formatOrderTime(intl, refund.createTime, timeZone)}</time>
        <span className="refund-no">
          {intl.formatMessage({ id: 'refundCard.refundOrderNo' }, { refundOrderNo: refund.refundOrderNo })}
        </span>
        <Shop>
          <Store size={14} aria-hidden />
          <span>{refund.merName}</span>
        </Shop>
        <RefundStageBadge stage={refund.stage} />
      </Head>
      <Body>
        <Lines>
          {refund.orderInfoList.map((line) => (
            <Line key={line.id}>
              <GoodsLine image={line.image} name={line.productName} sku={line.sku} imageSize={72} />
              <Each>
                <Plain cents={line.price} />
                <span>{intl.formatMessage({ id: 'refundCard.quantity' }, { count: line.payNum })}</span>
              </Each>
            </Line>
          ))}
        </Lines>
        <Side>
          <p>{intl.formatMessage({ id: REFUND_KIND_LABEL[refund.refundType] })}</p>
          <p>
            <FormattedMessage
              id="refundCard.totals"
              values={{ count: refund.totalNum, amount: <Price cents={refund.refundPrice} size="lg" /> }}
            />
          </p>
        </Side>
        <Side>
          <DetailLink href={detailHref} tone="muted">
            {intl.formatMessage({ id: 'refundCard.detail' })}
          </DetailLink>
        </Side>
      </Body>
    </Root>
  );
}
