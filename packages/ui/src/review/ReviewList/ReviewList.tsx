import styled from '@emotion/styled';
import { MessageSquareText } from 'lucide-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Pagination } from '../../base/Pagination/Pagination.tsx';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { EmptyState } from '../../feedback/EmptyState/EmptyState.tsx';
import { ListStates } from '../../feedback/ListStates/ListStates.tsx';
import { REVIEW_TYPE_KEYS, type ReviewType } from '../ReviewFilter/reviewType.ts';
import { ReviewBody } from './ReviewBody.tsx';

/** One review of a goods item, shaped like a row of `GET /api/front/product/reply/list/{id}`. */
export interface ReviewItem {
  id: number;
  /** The reviewer's shown name (often masked, e.g. 1**8); '' shows 匿名用户. */
  nickname: string;
  /** Avatar URL; '' shows the nickname's first letter. */
  avatar: string;
  /** Score 1–5. */
  star: number;
  /** The review text; line breaks are kept. */
  comment: string;
  /** Picture URLs (up to 5). */
  pics: string[];
  /** The bought specification, e.g. "雅川青,12GB+256GB"; '' for none. */
  sku: string;
  /** Product-quality and service-attitude ratings 1–5, shown small under the stars; null or left out for none. */
  productScore?: number | null;
  serviceScore?: number | null;
  /** When it was written. */
  createTime: Date;
  /** The seller's reply; '' for none. */
  merchantReplyContent: string;
}

export interface ReviewListProps {
  /** The reviews of the current page. */
  items?: ReviewItem[];
  /** The filter in force; chooses the empty text (暂无好评…). Default 0 (all). */
  type?: ReviewType;
  /** Shows placeholder reviews (and `aria-busy`). */
  loading?: boolean;
  /** A load error message; shows an error state (with retry when `onRetry` is given). */
  error?: string | null;
  onRetry?: () => void;
  /** Current page, from 1. */
  page: number;
  /** Reviews in all pages (for the filter in force). */
  total: number;
  /** Reviews per page. */
  limit: number;
  onPageChange: (page: number) => void;
  /** IANA time zone the dates are shown in; the browser's by default. */
  timeZone?: string;
  /** Placeholder reviews while loading (default 3). */
  skeletonCount?: number;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  > li + li {
    border-top: 1px solid ${(p) => p.theme.color.border};
  }
`;

const Review = styled.article`
  display: grid;
  grid-template-columns: 160px minmax(0, 1fr);
  gap: ${(p) => p.theme.space[4]}px;
  padding: ${(p) => p.theme.space[5]}px 0;
`;

const Author = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]}px;
  min-width: 0;
  align-self: start;
`;

const Avatar = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${(p) => p.theme.color.page};
  color: ${(p) => p.theme.color.textMuted};
  font-weight: ${(p) => p.theme.font.weight.bold};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Nickname = styled.h3`
  margin: 0;
  min-width: 0;
  font-size: ${(p) => p.theme.font.size.sm}px;
  font-weight: ${(p) => p.theme.font.weight.regular};
  color: ${(p) => p.theme.color.textMuted};
  overflow-wrap: anywhere;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[3]}px;
  min-width: 0;
`;

const SkeletonRow = styled.div`
  display: grid;
  grid-template-columns: 160px minmax(0, 1fr);
  gap: ${(p) => p.theme.space[4]}px;
  padding: ${(p) => p.theme.space[5]}px 0;
  & + & {
    border-top: 1px solid ${(p) => p.theme.color.border};
  }
  > div {
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space[2]}px;
  }
  > div:first-of-type {
    flex-direction: row;
    align-items: center;
    align-self: start;
  }
`;

/** The first letter (or character) of a name, for an avatar without a picture. */
function initial(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '';
}

/**
 * The reviews of a goods item, newest first as the server sends them: per
 * review the avatar and nickname (masked by the server, 匿名用户 when
 * empty), then {@link ReviewBody}: the stars and the date in the locale, the
 * quality and service ratings when given, the text as text (line breaks
 * kept), the pictures as thumbnails that open large in the mall's viewer,
 * the bought specification, and the seller's reply set apart headed 商家回复. Below, the
 * base {@link Pagination} (hidden when one page holds everything).
 *
 * `loading`: placeholder reviews in a region marked `aria-busy`; `error`: an
 * error state with retry; no reviews: an {@link EmptyState} naming the
 * filter in force (暂无差评…) ({@link ListStates}).
 * @see spec §2 (goods review list: attributes and seller shown), §3 Review; crmeb-api §4.4 reply/list
 */
export function ReviewList({
  items,
  type = 0,
  loading = false,
  error,
  onRetry,
  page,
  total,
  limit,
  onPageChange,
  timeZone,
  skeletonCount = 3,
}: ReviewListProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <ListStates
      items={items}
      loading={loading}
      error={error}
      onRetry={onRetry}
      framed={false}
      loadingLabel={intl.formatMessage({ id: 'reviewList.loading' })}
      skeleton={(busy) => (
        <Root {...busy}>
          {Array.from({ length: skeletonCount }, (_, i) => (
            <SkeletonRow key={i}>
              <div>
                <Skeleton width={40} height={40} radius={20} />
                <Skeleton width={72} height={13} />
              </div>
              <div>
                <Skeleton width={80} height={14} />
                <Skeleton height={14} />
                <Skeleton height={14} width="70%" />
                <Skeleton width={160} height={12} />
              </div>
            </SkeletonRow>
          ))}
        </Root>
      )}
      empty={
        <EmptyState
          icon={<MessageSquareText size={56} strokeWidth={1.25} aria-hidden />}
          title={intl.formatMessage({ id: `reviewList.empty.${REVIEW_TYPE_KEYS[type]}` })}
        />
      }
    >
      {(reviews) => (
        <Root>
          <List aria-label={intl.formatMessage({ id: 'reviewList.label' })}>
            {reviews.map((review) => {
              const nickname = review.nickname.trim() || intl.formatMessage({ id: 'reviewList.anonymous' });
              const nameId = `${id}-${review.id}`;
              return (
                <li key={review.id}>
                  <Review aria-labelledby={nameId}>
                    <Author>
                      <Avatar aria-hidden>{review.avatar ? <img src={review.avatar} alt="" /> : initial(nickname)}</Avatar>
                      <Nickname id={nameId}>{nickname}</Nickname>
                    </Author>
                    <Body>
                      <ReviewBody review={review} nickname={nickname} timeZone={timeZone} />
                    </Body>
                  </Review>
                </li>
              );
            })}
          </List>
          <Pagination page={page} total={total} pageSize={limit} onChange={onPageChange} />
        </Root>
      )}
    </ListStates>
  );
}
