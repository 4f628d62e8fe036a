import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { StarRating } from '../../base/StarRating/StarRating.tsx';
import { ReviewPhotos } from './ReviewPhotos.tsx';

/** What one review says, however it is listed (the goods page, the shopper's own reviews). */
export interface ReviewBodyData {
  /** Score 1–5. */
  star: number;
  /** Product-quality and service-attitude ratings 1–5; null or left out for none (reviews of the demo catalogue). */
  productScore?: number | null;
  serviceScore?: number | null;
  /** The review text; line breaks are kept. */
  comment: string;
  /** Picture URLs (up to 5). */
  pics: string[];
  /** The bought specification; '' or left out shows none. */
  sku?: string;
  /** When it was written. */
  createTime: Date;
  /** The seller's reply; '' for none. */
  merchantReplyContent: string;
}

export interface ReviewBodyProps {
  review: ReviewBodyData;
  /** Who wrote it, as shown: titles the picture viewer. */
  nickname: string;
  /** IANA time zone the date is shown in; the browser's by default. */
  timeZone?: string;
}

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[3]}px;
  time {
    flex: none;
    font-size: ${(p) => p.theme.font.size.xs}px;
    color: ${(p) => p.theme.color.textSubtle};
    font-variant-numeric: tabular-nums;
  }
`;

const Scores = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[1]}px ${(p) => p.theme.space[5]}px;
  margin: 0;
  font-size: ${(p) => p.theme.font.size.xs}px;
  color: ${(p) => p.theme.color.textSubtle};
  > span {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space[2]}px;
  }
`;

const Comment = styled.p`
  margin: 0;
  line-height: 1.7;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Sku = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.xs}px;
  color: ${(p) => p.theme.color.textSubtle};
  overflow-wrap: anywhere;
`;

/** The seller's reply: a tinted box with a red rule, so it never reads as the shopper's words. */
const Reply = styled.div`
  padding: ${(p) => p.theme.space[3]}px ${(p) => p.theme.space[4]}px;
  border-left: 3px solid ${(p) => p.theme.color.brand};
  border-radius: 0 ${(p) => p.theme.radius.sm}px ${(p) => p.theme.radius.sm}px 0;
  background: ${(p) => p.theme.color.page};
  font-size: ${(p) => p.theme.font.size.sm}px;
  line-height: 1.6;
  white-space: pre-line;
  overflow-wrap: anywhere;
  strong {
    margin-right: ${(p) => p.theme.space[1]}px;
    color: ${(p) => p.theme.color.brand};
    font-weight: ${(p) => p.theme.font.weight.bold};
  }
`;

/**
 * The parts of one review, to place in a column: the stars
 * ({@link StarRating}) and the date in the locale; the quality and service
 * ratings when given; the text as text (line breaks kept, never markup); the
 * pictures as thumbnails that open large ({@link ReviewPhotos}); the bought
 * specification; and the seller's reply set apart, headed 商家回复.
 * @see spec §3 Review (score, product quality rating, service attitude rating, text, images); crmeb-api §4.4 reply/list
 */
export function ReviewBody({ review, nickname, timeZone }: ReviewBodyProps) {
  const intl = useIntl();
  const scores = (
    [
      ['reviewList.productScore', review.productScore],
      ['reviewList.serviceScore', review.serviceScore],
    ] as const
  ).filter((entry): entry is [(typeof entry)[0], number] => typeof entry[1] === 'number' && entry[1] > 0);
  return (
    <>
      <Top>
        <StarRating value={review.star} />
        <time dateTime={review.createTime.toISOString()}>
          {intl.formatDate(review.createTime, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone })}
        </time>
      </Top>
      {scores.length > 0 && (
        <Scores>
          {scores.map(([messageId, value]) => {
            const name = intl.formatMessage({ id: messageId });
            return (
              <span key={messageId}>
                <span aria-hidden>{name}</span>
                <StarRating value={value} size={12} label={intl.formatMessage({ id: 'reviewList.score' }, { name, value })} />
              </span>
            );
          })}
        </Scores>
      )}
      {review.comment && <Comment>{review.comment}</Comment>}
      <ReviewPhotos pics={review.pics} nickname={nickname} />
      {review.sku && <Sku>{intl.formatMessage({ id: 'reviewList.sku' }, { sku: review.sku })}</Sku>}
      {review.merchantReplyContent && (
        <Reply>
          <strong>{intl.formatMessage({ id: 'reviewList.sellerReply' })}</strong>
          {review.merchantReplyContent}
        </Reply>
      )}
    </>
  );
}
