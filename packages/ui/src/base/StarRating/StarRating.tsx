import styled from '@emotion/styled';
import { Star } from 'lucide-react';
import { useIntl } from 'react-intl';
import { roundStars, starFills } from './starFills.ts';

export interface StarRatingProps {
  /** The rating, 0–5 (a review's `star`, a shop's `starLevel`, the average `replyStar`); clamped. */
  value: number;
  /** Draw half stars (rounded to the nearest 0.5); otherwise rounded to whole stars. */
  allowHalf?: boolean;
  /** Side of one star, px (default 14). */
  size?: number;
  /**
   * Hide it from assistive tech, for when the number is printed beside it
   * (the review summary's average), so it is not read twice.
   */
  decorative?: boolean;
  /** `onDark` draws the empty stars as outlines for a dark background (the shop header's picture). */
  tone?: 'default' | 'onDark';
  /**
   * The accessible name, for a rating that reads better another way (a
   * shop's "评分 4 / 5"); "4 颗星" (`starRating.label`) by default.
   */
  label?: string;
  className?: string;
}

const Stars = styled.span`
  display: inline-flex;
  flex: none;
  gap: 2px;
  vertical-align: middle;
  line-height: 0;
`;

/** One star: an empty outline with the filled star on top, clipped to its fill. */
const Cell = styled('span', { shouldForwardProp: (prop) => prop !== 'fill' && prop !== 'tone' })<{
  fill: number;
  tone: 'default' | 'onDark';
}>`
  position: relative;
  display: inline-flex;
  svg {
    color: ${(p) => (p.tone === 'onDark' ? p.theme.color.border : p.theme.color.borderStrong)};
    fill: ${(p) => (p.tone === 'onDark' ? 'transparent' : p.theme.color.border)};
  }
  svg + svg {
    position: absolute;
    inset: 0;
    color: ${(p) => p.theme.color.brand};
    fill: ${(p) => p.theme.color.brand};
    clip-path: inset(0 ${(p) => (1 - p.fill) * 100}% 0 0);
  }
`;

/**
 * A read-only rating of five stars (brand red on grey), optionally in half
 * stars, at any size. One image for assistive tech named after the value
 * drawn, e.g. "4.5 颗星" / "4.5 stars" (`starRating.label`), or `label`.
 * The one star drawing of the mall: reviews, summaries and shop ratings
 * (the merchant family's `ShopStars`) all use it.
 * @see spec §3 Review (score), Merchant/shop (rating); crmeb-api §4.4 reply `star`, `replyStar`, §4.11 `starLevel`
 */
export function StarRating({
  value,
  allowHalf = false,
  size = 14,
  decorative = false,
  tone = 'default',
  label: named,
  className,
}: StarRatingProps) {
  const intl = useIntl();
  const shown = roundStars(value, allowHalf);
  const label = named ?? intl.formatMessage({ id: 'starRating.label' }, { value: shown });
  return (
    <Stars
      className={className}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative || undefined}
    >
      {starFills(value, allowHalf).map((fill, i) => (
        <Cell key={i} fill={fill} tone={tone} data-fill={fill}>
          <Star size={size} aria-hidden />
          {fill > 0 && <Star size={size} aria-hidden />}
        </Cell>
      ))}
    </Stars>
  );
}
