import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';

export interface RankBadgeProps {
  /** Place in the ranking, from 1. */
  rank: number;
  /** Diameter in px (default 28). */
  size?: number;
}

const Badge = styled.span<{ size: number; fill: string | null }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${(p) => p.size}px;
  height: ${(p) => p.size}px;
  border-radius: ${(p) => p.theme.radius.pill}px;
  border: 1px solid ${(p) => p.fill ?? p.theme.color.borderStrong};
  background: ${(p) => p.fill ?? p.theme.color.surface};
  color: ${(p) => (p.fill ? p.theme.color.onBrand : p.theme.color.textMuted)};
  font-size: ${(p) => Math.round(p.size * 0.5)}px;
  font-weight: ${(p) => p.theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  box-shadow: ${(p) => (p.fill ? p.theme.shadow.card : 'none')};
`;

/** Colours of the three medals: first, second, third. */
function medalFill(rank: number, color: { brand: string; warning: string; textMuted: string }): string | null {
  if (rank === 1) return color.brand;
  if (rank === 2) return color.warning;
  if (rank === 3) return color.textMuted;
  return null;
}

/**
 * The place of a goods in a ranking: a filled medal for the first three
 * (red, amber, grey), a grey ring with the number below that. One image
 * named "第 N 名".
 * @see crmeb-api §4.4 leaderboard
 */
export function RankBadge({ rank, size = 28 }: RankBadgeProps) {
  const intl = useIntl();
  const { color } = useTheme();
  return (
    <Badge size={size} fill={medalFill(rank, color)} role="img" aria-label={intl.formatMessage({ id: 'rankBadge.label' }, { rank })}>
      {rank}
    </Badge>
  );
}
