import styled from '@emotion/styled';
import { Star } from 'lucide-react';
import { useIntl } from 'react-intl';

export interface ShopStarsProps {
  /** Rating 1–5 (`starLevel`); rounded and clamped to 0–5 for display. */
  score: number;
  /** Star size in px (default 14). */
  size?: number;
  /** `onDark` draws empty stars for a dark background (the shop header's picture). */
  tone?: 'default' | 'onDark';
}

const Stars = styled.span<{ tone: 'default' | 'onDark' }>`
  display: inline-flex;
  gap: 2px;
  vertical-align: middle;
  svg {
    color: ${(p) => (p.tone === 'onDark' ? p.theme.color.border : p.theme.color.borderStrong)};
    fill: ${(p) => (p.tone === 'onDark' ? 'transparent' : p.theme.color.border)};
  }
  svg[data-on] {
    color: ${(p) => p.theme.color.brand};
    fill: ${(p) => p.theme.color.brand};
  }
`;

/** A shop's rating rounded to whole stars, 0–5. */
export function starCount(score: number): number {
  return Number.isFinite(score) ? Math.min(5, Math.max(0, Math.round(score))) : 0;
}

/**
 * A shop's rating as five stars, the first `score` filled: one image named
 * "评分 4 / 5", so it is read as a whole.
 * @see spec §3 Merchant/shop (rating); crmeb-api §4.11 `starLevel`
 */
export function ShopStars({ score, size = 14, tone = 'default' }: ShopStarsProps) {
  const intl = useIntl();
  const count = starCount(score);
  return (
    <Stars tone={tone} role="img" aria-label={intl.formatMessage({ id: 'shopStars.rating' }, { score: count })}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} size={size} data-on={i < count || undefined} aria-hidden />
      ))}
    </Stars>
  );
}
