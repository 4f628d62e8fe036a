import styled from '@emotion/styled';
import { MessageSquarePlus, MessageSquareText, Store } from 'lucide-react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../base/Button/Button.tsx';
import { Link } from '../../base/Link/Link.tsx';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { useTabList } from '../../base/useTabList.ts';
import { EmptyState } from '../../feedback/EmptyState/EmptyState.tsx';
import { ListStates } from '../../feedback/ListStates/ListStates.tsx';
import { GoodsLine } from '../../goods/GoodsLine/GoodsLine.tsx';
import { Price } from '../../money/Price/Price.tsx';
import { focusRing } from '../../theme/theme.ts';
import { ReviewBody, type ReviewBodyData } from '../ReviewList/ReviewBody.tsx';

/** The two tabs of `/users/evaluation_list`: lines still to review, and those reviewed. */
export type ReviewableTab = 'toReview' | 'reviewed';

/** Both tabs, in the order shown. */
export const REVIEWABLE_TABS: readonly ReviewableTab[] = ['toReview', 'reviewed'];

/** The shopper's own review of a line. */
export interface ReviewableReply extends ReviewBodyData {
  /** The name the review shows under (masked); names the picture viewer. */
  nickname?: string;
}

/**
 * A received order line, shaped like a row of `GET /api/front/order/reply/list`
 * (the API's `ReplyableItem`). Money in integer cents.
 */
export interface ReviewableItem {
  /** The order line (`orderInfoId` of the review call). */
  id: number;
  /** Merchant order number (`SH…`). */
  merOrderNo: string;
  /** The shop's name. */
  merName: string;
  productName: string;
  /** Picture URL of the goods or SKU. */
  image: string;
  /** The SKU bought; '' for none. */
  sku: string;
  /** Unit price paid, cents. */
  price: number;
  /** Units bought. */
  payNum: number;
  /** When the order was received; null if unknown. */
  receivingTime: Date | null;
  /** The shopper's review of it; null while not reviewed. */
  reply: ReviewableReply | null;
}

export interface ReviewableListProps {
  /** The tab shown. */
  tab: ReviewableTab;
  /** Another tab was chosen (never called with `tab`). */
  onTabChange: (tab: ReviewableTab) => void;
  /** How many lines each tab holds, shown beside its name; a tab left out shows none (while counting). */
  counts?: Partial<Record<ReviewableTab, number>>;
  /** The lines of the current page of the tab shown. */
  items?: ReviewableItem[];
  /** Shows placeholder lines (and `aria-busy`). */
  loading?: boolean;
  /** A load error message; shows an error state (with retry when `onRetry` is given). */
  error?: string | null;
  onRetry?: () => void;
  /** Current page, from 1. */
  page: number;
  /** Lines in all pages of the tab shown. */
  total: number;
  /** Lines per page. */
  limit: number;
  onPageChange: (page: number) => void;
  /** Path of the review form of a line (`/users/evaluation_confirm?…`): 评价 is a link. */
  reviewHref?: (item: ReviewableItem) => string;
  /** 评价 was pressed, when it is a button (no `reviewHref`). */
  onReview?: (item: ReviewableItem) => void;
  /** Path of a line's goods page: its name becomes a link. */
  goodsHref?: (item: ReviewableItem) => string;
  /** IANA time zone the dates are shown in; the browser's by default. */
  timeZone?: string;
  /** Placeholder lines while loading (default 3). */
  skeletonCount?: number;
}

const Root = styled.div`
  background: ${(p) => p.theme.color.surface};
  font-size: ${(p) => p.theme.font.size.md}px;
  color: ${(p) => p.theme.color.text};
`;

const Tabs = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space[2]}px;
  padding: 0 ${(p) => p.theme.space[4]}px;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
`;

const Tab = styled.button`
  position: relative;
  height: 48px;
  padding: 0 ${(p) => p.theme.space[4]}px;
  border: 0;
  background: transparent;
  color: ${(p) => p.theme.color.text};
  font-size: ${(p) => p.theme.font.size.md}px;
  cursor: pointer;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  &:hover {
    color: ${(p) => p.theme.color.brand};
  }
  &[aria-selected='true'] {
    color: ${(p) => p.theme.color.brand};
    font-weight: ${(p) => p.theme.font.weight.bold};
  }
  &[aria-selected='true']::after {
    content: '';
    position: absolute;
    left: ${(p) => p.theme.space[4]}px;
    right: ${(p) => p.theme.space[4]}px;
    bottom: -1px;
    height: 2px;
    background: ${(p) => p.theme.color.brand};
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
  }
`;

const Panel = styled.div`
  padding: ${(p) => p.theme.space[4]}px;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[4]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.article`
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.sm}px;
  overflow: hidden;
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space[1]}px ${(p) => p.theme.space[5]}px;
  padding: ${(p) => p.theme.space[2]}px ${(p) => p.theme.space[4]}px;
  background: ${(p) => p.theme.color.page};
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  font-size: ${(p) => p.theme.font.size.sm}px;
  color: ${(p) => p.theme.color.textMuted};
  > span {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`;

const Shop = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[1]}px;
  min-width: 0;
  color: ${(p) => p.theme.color.text};
  font-weight: ${(p) => p.theme.font.weight.medium};
  white-space: normal;
  overflow-wrap: anywhere;
  svg {
    flex: none;
  }
`;

const Line = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 140px 120px;
  align-items: center;
  gap: ${(p) => p.theme.space[4]}px;
  padding: ${(p) => p.theme.space[3]}px ${(p) => p.theme.space[4]}px;
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

const Action = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** 评价 as a link, drawn like the small secondary button. */
const ReviewLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  height: 28px;
  padding: 0 ${(p) => p.theme.space[4]}px;
  border: 1px solid ${(p) => p.theme.color.brand};
  border-radius: ${(p) => p.theme.radius.sm}px;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.brand};
  font-weight: ${(p) => p.theme.font.weight.medium};
  white-space: nowrap;
  &:hover {
    background: ${(p) => p.theme.color.brandSoft};
    color: ${(p) => p.theme.color.brand};
  }
  ${focusRing}
`;

const Done = styled.span`
  color: ${(p) => p.theme.color.success};
  font-size: ${(p) => p.theme.font.size.sm}px;
  white-space: nowrap;
`;

/** The shopper's review under the line, headed 我的评价. */
const Mine = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[3]}px;
  margin: 0 ${(p) => p.theme.space[4]}px ${(p) => p.theme.space[4]}px;
  padding: ${(p) => p.theme.space[3]}px ${(p) => p.theme.space[4]}px;
  border-top: 1px dashed ${(p) => p.theme.color.border};
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.sm}px;
    font-weight: ${(p) => p.theme.font.weight.medium};
    color: ${(p) => p.theme.color.textMuted};
  }
`;

const SkeletonItem = styled.div`
  display: grid;
  grid-template-columns: 80px minmax(0, 1fr) 120px;
  align-items: center;
  gap: ${(p) => p.theme.space[3]}px;
  padding: ${(p) => p.theme.space[4]}px;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.sm}px;
  & + & {
    margin-top: ${(p) => p.theme.space[4]}px;
  }
  > div {
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space[2]}px;
  }
`;

/**
 * The shopper's review centre, `/users/evaluation_list`: two tabs, 待评价 and
 * 已评价 (each with its count when known; a WAI-ARIA tab list, ←/→ move and
 * select), over the lines of the tab shown. Each line says when the order
 * was received, its order number and shop, then the goods (picture, name,
 * SKU), unit price × units, and 评价 (a link with `reviewHref`, else a button
 * calling `onReview`) — or, once reviewed, the shopper's review under it
 * ({@link ReviewBody}: stars, ratings, text as text, pictures that open
 * large, the seller's reply). Placeholders while `loading` (`aria-busy`), an
 * error with retry, an empty state per tab, page links under the lines.
 * @see spec §2 /users/evaluation_list, §3 Review, §4 Order statuses (to review); crmeb-api §4.7 reply/list
 */
export function ReviewableList({
  tab,
  onTabChange,
  counts,
  items,
  loading = false,
  error,
  onRetry,
  page,
  total,
  limit,
  onPageChange,
  reviewHref,
  onReview,
  goodsHref,
  timeZone,
  skeletonCount = 3,
}: ReviewableListProps) {
  const intl = useIntl();
  const id = useId();
  const panelId = `${id}-panel`;
  const tabProps = useTabList(REVIEWABLE_TABS, tab, onTabChange, panelId);
  const t = (messageId: string, params?: Record<string, string | number>) => intl.formatMessage({ id: messageId }, params);
  const time = (instant: Date) =>
    intl.formatDate(instant, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });

  function action(item: ReviewableItem) {
    if (item.reply) return <Done>{t('reviewableList.done')}</Done>;
    const label = t('reviewableList.reviewItem', { name: item.productName });
    if (reviewHref) {
      return (
        <ReviewLink href={reviewHref(item)} aria-label={label}>
          {t('reviewableList.review')}
        </ReviewLink>
      );
    }
    return onReview ? (
      <Button variant="secondary" size="sm" aria-label={label} onClick={() => onReview(item)}>
        {t('reviewableList.review')}
      </Button>
    ) : null;
  }

  return (
    <Root>
      <Tabs role="tablist" aria-label={t('reviewableList.label')}>
        {REVIEWABLE_TABS.map((key, index) => {
          const count = counts?.[key];
          const name = t(`reviewableList.${key}`);
          return (
            <Tab key={key} id={`${id}-tab-${key}`} {...tabProps(key, index)}>
              {count === undefined ? name : t('reviewableList.tabCount', { name, count })}
            </Tab>
          );
        })}
      </Tabs>
      <Panel role="tabpanel" id={panelId} aria-labelledby={`${id}-tab-${tab}`}>
        <ListStates
          items={items}
          loading={loading}
          error={error}
          onRetry={onRetry}
          framed={false}
          loadingLabel={t('reviewableList.loading')}
          page={page}
          total={total}
          pageSize={limit}
          onPageChange={onPageChange}
          skeleton={(busy) => (
            <div {...busy}>
              {Array.from({ length: skeletonCount }, (_, i) => (
                <SkeletonItem key={i}>
                  <Skeleton width={80} height={80} />
                  <div>
                    <Skeleton height={14} width="60%" />
                    <Skeleton height={12} width={120} />
                  </div>
                  <Skeleton width={64} height={28} />
                </SkeletonItem>
              ))}
            </div>
          )}
          empty={
            tab === 'toReview' ? (
              <EmptyState
                icon={<MessageSquarePlus size={56} strokeWidth={1.25} aria-hidden />}
                title={t('reviewableList.emptyToReview')}
                description={t('reviewableList.emptyToReviewHint')}
              />
            ) : (
              <EmptyState
                icon={<MessageSquareText size={56} strokeWidth={1.25} aria-hidden />}
                title={t('reviewableList.emptyReviewed')}
                description={t('reviewableList.emptyReviewedHint')}
              />
            )
          }
        >
          {(lines) => (
            <List aria-label={t(`reviewableList.${tab}`)}>
              {lines.map((item) => {
                const mineId = `${id}-mine-${item.id}`;
                return (
                  <li key={item.id}>
                    <Item aria-label={item.productName}>
                      <Head>
                        {item.receivingTime && (
                          <span>
                            <FormattedMessage
                              id="reviewableList.receivedAt"
                              values={{
                                time: <time dateTime={item.receivingTime.toISOString()}>{time(item.receivingTime)}</time>,
                              }}
                            />
                          </span>
                        )}
                        <span>{t('reviewableList.orderNo', { orderNo: item.merOrderNo })}</span>
                        <Shop>
                          <Store size={14} aria-hidden />
                          {item.merName}
                        </Shop>
                      </Head>
                      <Line>
                        <GoodsLine
                          image={item.image}
                          name={item.productName}
                          sku={item.sku}
                          href={goodsHref?.(item)}
                          imageSize={80}
                        />
                        <Each>
                          <Plain cents={item.price} />
                          <span>{t('reviewableList.quantity', { count: item.payNum })}</span>
                        </Each>
                        <Action>{action(item)}</Action>
                      </Line>
                      {item.reply && (
                        <Mine role="group" aria-labelledby={mineId}>
                          <h3 id={mineId}>{t('reviewableList.mine')}</h3>
                          <ReviewBody
                            review={item.reply}
                            nickname={item.reply.nickname || t('reviewableList.me')}
                            timeZone={timeZone}
                          />
                        </Mine>
                      )}
                    </Item>
                  </li>
                );
              })}
            </List>
          )}
        </ListStates>
      </Panel>
    </Root>
  );
}
