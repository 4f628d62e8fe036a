import styled from '@emotion/styled';
import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ImageViewer } from '../../base/ImageViewer/ImageViewer.tsx';
import { Link } from '../../base/Link/Link.tsx';
import { Thumbnail } from '../../base/Thumbnail/Thumbnail.tsx';
import { GoodsLine } from '../../goods/GoodsLine/GoodsLine.tsx';
import { Price } from '../../money/Price/Price.tsx';
import { RefundStatusCard } from '../RefundStatusCard/RefundStatusCard.tsx';
import { RefundTimeline } from '../RefundTimeline/RefundTimeline.tsx';
import { refundChannelLabel } from '../refundWords.ts';
import type { RefundDetailData, RefundLineData, ReturnParcel } from '../types.ts';

export interface RefundDetailProps {
  refund: RefundDetailData;
  /** The return-parcel form of the status card ({@link RefundStatusCard}), while the refund awaits the return. */
  onSubmitReturn?: (parcel: ReturnParcel) => Promise<void> | void;
  /** The server's answer to a failed parcel submit. */
  returnError?: ReactNode;
  /**
   * A voucher thumbnail was pressed: the page opens its own viewer at
   * `index` of `urls`. Without it the thumbnails open the mall's
   * {@link ImageViewer} themselves.
   */
  onViewImages?: (urls: string[], index: number) => void;
  /** Path of the merchant order's detail page; the order number becomes a link. */
  orderHref?: (merOrderNo: string) => string;
  /** Path of a line's goods page; its name becomes a link. */
  lineHref?: (line: RefundLineData) => string | undefined;
  /** IANA time zone the times are shown in; the browser's by default. */
  timeZone?: string;
}

const Root = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[4]}px;
  font-size: ${(p) => p.theme.font.size.md}px;
  color: ${(p) => p.theme.color.text};
`;

const Panel = styled.section`
  padding: ${(p) => p.theme.space[5]}px;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.sm}px;
  > h2 {
    margin: 0 0 ${(p) => p.theme.space[4]}px;
    font-size: ${(p) => p.theme.font.size.lg}px;
    font-weight: ${(p) => p.theme.font.weight.bold};
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${(p) => p.theme.space[4]}px;
  align-items: start;
`;

const ShopName = styled.h2`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[1]}px;
`;

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 100px 110px;
  align-items: center;
  gap: ${(p) => p.theme.space[4]}px;
  padding: ${(p) => p.theme.space[3]}px 0;
  border-top: 1px dashed ${(p) => p.theme.color.border};
  > span {
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    color: ${(p) => p.theme.color.textMuted};
    font-size: ${(p) => p.theme.font.size.sm}px;
    font-variant-numeric: tabular-nums;
  }
`;

const Plain = styled(Price)`
  color: ${(p) => p.theme.color.text};
  font-weight: ${(p) => p.theme.font.weight.regular};
`;

const Money = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: end;
  gap: ${(p) => p.theme.space[2]}px ${(p) => p.theme.space[5]}px;
  margin: ${(p) => p.theme.space[4]}px 0 0;
  padding-top: ${(p) => p.theme.space[3]}px;
  border-top: 1px solid ${(p) => p.theme.color.border};
  dt {
    color: ${(p) => p.theme.color.textMuted};
    text-align: right;
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  dt[data-total] {
    align-self: center;
    color: ${(p) => p.theme.color.text};
    font-weight: ${(p) => p.theme.font.weight.bold};
  }
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${(p) => p.theme.space[3]}px;
  margin: 0;
  dt {
    color: ${(p) => p.theme.color.textMuted};
    white-space: nowrap;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
  dd[data-text] {
    white-space: pre-wrap;
  }
`;

const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Muted = styled.span`
  color: ${(p) => p.theme.color.textSubtle};
`;

/**
 * The body of `/order/refund_detail`: the {@link RefundStatusCard} on top
 * (stage, amount, number, kind, times; the return-parcel form while a return
 * awaits the goods); the shop with the lines asked back (picture, name, SKU,
 * unit price × units, each line's refund) and the amount's parts (goods,
 * freight, points given back, total); the refund's information (the
 * shopper's reason and description, as text; the voucher images as
 * thumbnails that open larger; the merchant's note; the return parcel; the
 * merchant order, a link with `orderHref`; where the money went); and the
 * {@link RefundTimeline}. Times to the minute in the locale and `timeZone`;
 * money in integer cents.
 * @see spec §2 /order/refund_detail, §3 Refund, §4 Refund statuses; crmeb-api §4.9
 */
export function RefundDetail({ refund, onSubmitReturn, returnError, onViewImages, orderHref, lineHref, timeZone }: RefundDetailProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const images = refund.refundReasonWapImg;
  const channelId = refundChannelLabel(refund.refundChannel);
  const showImage = (index: number, count: number) => t('refundDetail.showImage', { index: index + 1, count });
  // A refusal's reason heads the page already; any other note of the merchant is listed here.
  const merchantNote = refund.stage === 'refused' ? '' : refund.refundReason;
  return (
    <Root aria-label={t('refundDetail.label', { refundOrderNo: refund.refundOrderNo })}>
      <RefundStatusCard refund={refund} onSubmitReturn={onSubmitReturn} returnError={returnError} timeZone={timeZone} />
      <Columns>
        <Panel aria-label={t('refundDetail.lines')}>
          <ShopName>
            <Store size={16} aria-hidden />
            {refund.merName}
          </ShopName>
          <Lines aria-label={t('refundDetail.lines')}>
            {refund.orderInfoList.map((line) => (
              <Line key={line.id}>
                <GoodsLine image={line.image} name={line.productName} sku={line.sku} href={lineHref?.(line)} imageSize={64} />
                <span>
                  <Plain cents={line.price} />
                  {t('refundDetail.quantity', { count: line.payNum })}
                </span>
                <span>
                  {t('refundDetail.lineRefund')}
                  <Price cents={line.refundPrice} />
                </span>
              </Line>
            ))}
          </Lines>
          <Money aria-label={t('refundDetail.money')}>
            <dt>{t('refundDetail.goodsPrice')}</dt>
            <dd>
              <Plain cents={refund.goodsPrice} />
            </dd>
            <dt>{t('refundDetail.postagePrice')}</dt>
            <dd>
              <Plain cents={refund.postagePrice} />
            </dd>
            {refund.useIntegralBack > 0 && (
              <>
                <dt>{t('refundDetail.pointsBack')}</dt>
                <dd>{t('refundDetail.points', { count: refund.useIntegralBack })}</dd>
              </>
            )}
            <dt data-total="">{t('refundDetail.total')}</dt>
            <dd>
              <Price cents={refund.refundPrice} size="lg" />
            </dd>
          </Money>
        </Panel>
        <Panel>
          <h2>{t('refundDetail.info')}</h2>
          <Fields>
            <dt>{t('refundDetail.reason')}</dt>
            <dd data-text="">{refund.refundReasonWap}</dd>
            <dt>{t('refundDetail.explain')}</dt>
            <dd data-text="">{refund.refundReasonWapExplain || <Muted>{t('refundDetail.noExplain')}</Muted>}</dd>
            <dt>{t('refundDetail.images')}</dt>
            <dd>
              {images.length === 0 ? (
                <Muted>{t('refundDetail.noImages')}</Muted>
              ) : onViewImages ? (
                <Thumbs aria-label={t('refundDetail.images')}>
                  {images.map((url, index) => (
                    <li key={url}>
                      <Thumbnail
                        src={url}
                        width={64}
                        zoom="cursor"
                        aria-label={showImage(index, images.length)}
                        onClick={() => onViewImages(images, index)}
                      />
                    </li>
                  ))}
                </Thumbs>
              ) : (
                <ImageViewer
                  images={images}
                  label={t('refundDetail.images')}
                  thumbLabel={showImage}
                  title={t('refundDetail.images')}
                  alt={(index, count) => t('refundDetail.imageAlt', { index: index + 1, count })}
                />
              )}
            </dd>
            {merchantNote && (
              <>
                <dt>{t('refundDetail.merchantNote')}</dt>
                <dd data-text="">{merchantNote}</dd>
              </>
            )}
            {refund.returnTrackingNo && (
              <>
                <dt>{t('refundDetail.returnParcel')}</dt>
                <dd>
                  {refund.returnExpressName} {refund.returnTrackingNo}
                </dd>
              </>
            )}
            <dt>{t('refundDetail.orderNo')}</dt>
            <dd>
              {orderHref ? (
                <Link href={orderHref(refund.merOrderNo)} tone="brand">
                  {refund.merOrderNo}
                </Link>
              ) : (
                refund.merOrderNo
              )}
            </dd>
            {refund.refundChannel && (
              <>
                <dt>{t('refundDetail.channel')}</dt>
                <dd>{channelId ? t(channelId) : refund.refundChannel}</dd>
              </>
            )}
          </Fields>
        </Panel>
      </Columns>
      <Panel>
        <h2>{t('refundDetail.timeline')}</h2>
        <RefundTimeline
          events={refund.timeline}
          refundType={refund.refundType}
          refundChannel={refund.refundChannel}
          timeZone={timeZone}
        />
      </Panel>
    </Root>
  );
}
