import { useIntl } from 'react-intl';
import { StarRating } from '../../base/StarRating/StarRating.tsx';
import { roundStars } from '../../base/StarRating/starFills.ts';

export interface ShopStarsProps {
  /** Rating 1–5 (`starLevel`); rounded and clamped to 0–5 for display. */
  score: number;
  /** Star size in px (default 14). */
  size?: number;
  /** `onDark` draws empty stars for a dark background (the shop header's picture). */
  tone?: 'default' | 'onDark';
}

/** A shop's rating rounded to whole stars, 0–5 (not-a-number gives 0). */
export function starCount(score: number): number {
  return roundStars(score, false);
}

/**
 * A shop's rating as five stars, the first `score` filled: a
 * {@link StarRating} in whole stars, one image named "评分 4 / 5" so it is
 * read as a whole.
 * @see spec §3 Merchant/shop (rating); crmeb-api §4.11 `starLevel`
 */
export function ShopStars({ score, size = 14, tone = 'default' }: ShopStarsProps) {
  const intl = useIntl();
  const count = starCount(score);
  return (
    <StarRating value={count} size={size} tone={tone} label={intl.formatMessage({ id: 'shopStars.rating' }, { score: count })} />
  );
}
