import styled from '@emotion/styled';
import { Store } from 'lucide-react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { GoodsLine } from '../../goods/GoodsLine/GoodsLine.tsx';
import { Price } from '../../money/Price/Price.tsx';

/** Most characters of the buyer's note (spec §9: under 150; the server's `ORDER_NOTE_MAX`, checked by `rules.test.ts`). */
export const BUYER_NOTE_MAX = 149;

/** One SKU line of a pre-order (`orderInfoList` item). Money in integer cents. */
export interface OrderSummaryLine {
  productId: number;
  productName: string;
  attrValueId: number;
  image: string;
  sku: string;
  /** Unit price, cents. */
  price: number;
  payNum: number;
}

/** One merchant's part of a pre-order (`orderList` item). */
export interface OrderSummaryMerchant {
  merId: number;
  merName: string;
  /** Goods total of this merchant, cents. */
  proTotalFee: number;
  /** Freight of this merchant, cents; 0 shows 免运费. */
  freightFee: number;
  orderInfoList: OrderSummaryLine[];
}

export interface OrderSummaryProps {
  /** The merchants of the pre-order (`GET /api/front/order/load/pre/{preOrderNo}` → `orderList`). */
  orderList: OrderSummaryMerchant[];
  /** The buyer's note (`mark`), at most {@link BUYER_NOTE_MAX} characters. */
  note: string;
  /** Called with the new note, already cut to {@link BUYER_NOTE_MAX} characters. */
  onNoteChange: (note: string) => void;
  /** Shows skeleton lines. */
  loading?: boolean;
}

const columns = 'minmax(0, 1fr) 140px 100px 140px';

const Root = styled.section`
  background: ${(p) => p.theme.color.surface};
  border-radius: ${(p) => p.theme.radius.sm}px;
  box-shadow: ${(p) => p.theme.shadow.card};
  padding: ${(p) => p.theme.space[4]}px ${(p) => p.theme.space[5]}px ${(p) => p.theme.space[5]}px;
  font-size: ${(p) => p.theme.font.size.md}px;
  color: ${(p) => p.theme.color.text};
`;

const HeadRow = styled.div`
  display: grid;
  grid-template-columns: ${columns};
  padding: 0 ${(p) => p.theme.space[4]}px ${(p) => p.theme.space[3]}px;
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.font.size.sm}px;
  > span + span {
    text-align: center;
  }
`;

const Block = styled.section`
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.sm}px;
  & + & {
    margin-top: ${(p) => p.theme.space[4]}px;
  }
`;

const BlockHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]}px;
  padding: ${(p) => p.theme.space[2]}px ${(p) => p.theme.space[4]}px;
  background: ${(p) => p.theme.color.page};
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  font-weight: ${(p) => p.theme.font.weight.medium};
  svg {
    flex: none;
    color: ${(p) => p.theme.color.textMuted};
  }
  span {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 ${(p) => p.theme.space[4]}px;
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: ${columns};
  align-items: center;
  padding: ${(p) => p.theme.space[3]}px 0;
  & + & {
    border-top: 1px dashed ${(p) => p.theme.color.border};
  }
`;

/** The goods cell: picture, name and SKU. */
const Goods = styled(GoodsLine)`
  padding-right: ${(p) => p.theme.space[4]}px;
`;

const Cell = styled.div`
  text-align: center;
  color: ${(p) => p.theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

const UnitPrice = styled(Price)`
  color: ${(p) => p.theme.color.text};
  font-weight: ${(p) => p.theme.font.weight.regular};
`;

const BlockFoot = styled.div`
  display: flex;
  justify-content: flex-end;
  align-items: baseline;
  gap: ${(p) => p.theme.space[6]}px;
  padding: ${(p) => p.theme.space[3]}px ${(p) => p.theme.space[4]}px;
  border-top: 1px solid ${(p) => p.theme.color.border};
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.font.size.sm}px;
`;

const Dark = styled(Price)`
  color: ${(p) => p.theme.color.text};
`;

const Note = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: start;
  gap: ${(p) => p.theme.space[3]}px;
  margin-top: ${(p) => p.theme.space[5]}px;
  label {
    padding-top: ${(p) => p.theme.space[2]}px;
    color: ${(p) => p.theme.color.textMuted};
    white-space: nowrap;
  }
`;

const NoteBox = styled.div`
  position: relative;
  textarea {
    display: block;
    width: 100%;
    min-height: 64px;
    padding: ${(p) => p.theme.space[2]}px ${(p) => p.theme.space[3]}px ${(p) => p.theme.space[5]}px;
    border: 1px solid ${(p) => p.theme.color.borderStrong};
    border-radius: ${(p) => p.theme.radius.sm}px;
    background: ${(p) => p.theme.color.surface};
    line-height: ${(p) => p.theme.font.lineHeight};
    resize: vertical;
    outline: 0;
    &::placeholder {
      color: ${(p) => p.theme.color.textSubtle};
    }
    &:focus {
      border-color: ${(p) => p.theme.color.focus};
      box-shadow: 0 0 0 2px rgba(26, 115, 232, 0.15);
    }
  }
  span {
    position: absolute;
    right: ${(p) => p.theme.space[3]}px;
    bottom: ${(p) => p.theme.space[1]}px;
    color: ${(p) => p.theme.color.textSubtle};
    font-size: ${(p) => p.theme.font.size.xs}px;
    font-variant-numeric: tabular-nums;
  }
`;

const SkeletonLine = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[3]}px;
  padding: ${(p) => p.theme.space[3]}px ${(p) => p.theme.space[4]}px;
  > div {
    flex: 1;
    display: grid;
    gap: ${(p) => p.theme.space[2]}px;
  }
`;

/**
 * The goods part of the order confirm page: one block per merchant (name, its
 * lines with picture, name, SKU, unit price, quantity and subtotal, and the
 * merchant's freight — "运费 ￥x" or 免运费 — with its total), then the
 * buyer's note (买家留言) with a live "n/149" counter (spec §9: under 150
 * characters). All money is integer cents.
 * @see spec §2 order confirm, §3 Order, §9; crmeb-api §4.7 load/pre
 */
export function OrderSummary({ orderList, note, onNoteChange, loading = false }: OrderSummaryProps) {
  const intl = useIntl();
  const noteId = useId();

  if (loading)
    return (
      <Root aria-busy="true" aria-label={intl.formatMessage({ id: 'orderSummary.loading' })}>
        <Block>
          <BlockHead>
            <Skeleton width={160} />
          </BlockHead>
          {[0, 1].map((i) => (
            <SkeletonLine key={i}>
              <Skeleton width={64} height={64} />
              <div>
                <Skeleton width="60%" />
                <Skeleton width="30%" height={12} />
              </div>
              <Skeleton width={80} />
            </SkeletonLine>
          ))}
        </Block>
      </Root>
    );

  return (
    <Root aria-label={intl.formatMessage({ id: 'orderSummary.label' })}>
      <HeadRow aria-hidden>
        {['orderSummary.colGoods', 'orderSummary.colPrice', 'orderSummary.colQuantity', 'orderSummary.colSubtotal'].map((id) => (
          <span key={id}>
            <FormattedMessage id={id} />
          </span>
        ))}
      </HeadRow>
      {orderList.map((merchant) => (
        <MerchantBlock key={merchant.merId} merchant={merchant} />
      ))}
      <Note>
        <label htmlFor={noteId}>
          <FormattedMessage id="orderSummary.note" />
        </label>
        <NoteBox>
          <textarea
            id={noteId}
            rows={2}
            value={note}
            maxLength={BUYER_NOTE_MAX}
            placeholder={intl.formatMessage({ id: 'orderSummary.notePlaceholder' })}
            aria-describedby={`${noteId}-count`}
            onChange={(e) => onNoteChange(e.target.value.slice(0, BUYER_NOTE_MAX))}
          />
          <span id={`${noteId}-count`}>
            <FormattedMessage id="orderSummary.noteCount" values={{ count: note.length, max: BUYER_NOTE_MAX }} />
          </span>
        </NoteBox>
      </Note>
    </Root>
  );
}

function MerchantBlock({ merchant }: { merchant: OrderSummaryMerchant }) {
  const nameId = useId();
  return (
    <Block aria-labelledby={nameId}>
      <BlockHead>
        <Store size={16} aria-hidden />
        <span id={nameId}>{merchant.merName}</span>
      </BlockHead>
      <Lines>
        {merchant.orderInfoList.map((line) => (
          <Line key={`${line.productId}-${line.attrValueId}`}>
            <Goods image={line.image} name={line.productName} sku={line.sku} imageSize={64} />
            <Cell>
              <UnitPrice cents={line.price} />
            </Cell>
            <Cell>
              <FormattedMessage id="orderSummary.quantity" values={{ count: line.payNum }} />
            </Cell>
            <Cell>
              <Price cents={line.price * line.payNum} />
            </Cell>
          </Line>
        ))}
      </Lines>
      <BlockFoot>
        <span>
          {merchant.freightFee > 0 ? (
            <FormattedMessage id="orderSummary.freight" values={{ amount: <Dark cents={merchant.freightFee} /> }} />
          ) : (
            <FormattedMessage id="orderSummary.freeShipping" />
          )}
        </span>
        <span>
          <FormattedMessage
            id="orderSummary.merchantTotal"
            values={{ amount: <Price cents={merchant.proTotalFee + merchant.freightFee} size="lg" /> }}
          />
        </span>
      </BlockFoot>
    </Block>
  );
}
