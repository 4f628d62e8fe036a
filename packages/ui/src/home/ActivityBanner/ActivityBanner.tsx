import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { ErrorState } from '../../feedback/ErrorState/ErrorState.tsx';
import type { LoadStateProps } from '../../feedback/ListStates/ListStates.tsx';
import { BannerCarousel } from '../BannerCarousel/BannerCarousel.tsx';

/**
 * The head of an activity page (`GET /api/pc/activity/detail/{id}`,
 * crmeb-api §4.3); `banner` is a list of picture URLs (the API client decodes the wire's JSON text, ADR 0008).
 */
export interface ActivityDetail {
  id: number;
  name: string;
  /** Banner picture URLs, 1200 px wide; may be empty. */
  banner: string[];
  /** The activity's rules or description; '' for none. Line breaks are kept. */
  instruction: string;
}

export interface ActivityBannerProps extends LoadStateProps {
  activity?: ActivityDetail;
  /** Banner height in px (default 360). */
  height?: number;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[4]}px;
  margin-bottom: ${(p) => p.theme.space[5]}px;
`;

const Text = styled.div`
  padding: ${(p) => p.theme.space[5]}px ${(p) => p.theme.space[6]}px;
  background: ${(p) => p.theme.color.surface};
  border-radius: ${(p) => p.theme.radius.md}px;
  h1 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.xxl}px;
    font-weight: ${(p) => p.theme.font.weight.bold};
    overflow-wrap: anywhere;
  }
  p {
    margin: ${(p) => p.theme.space[2]}px 0 0;
    color: ${(p) => p.theme.color.textMuted};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const Panel = styled.div`
  margin-bottom: ${(p) => p.theme.space[5]}px;
  background: ${(p) => p.theme.color.surface};
  border-radius: ${(p) => p.theme.radius.md}px;
`;

/**
 * The head of an activity page: its banners (a {@link BannerCarousel} when
 * there are several), the activity's name as the page's `h1`, and its
 * instruction. Skeletons (`aria-busy`) while `loading`, an
 * {@link ErrorState} on `error`.
 * @see spec §2 /goods/activity_list; crmeb-api §3 /goods/activity_list, §4.3 activity/detail
 */
export function ActivityBanner({ activity, height = 360, loading = false, error, onRetry }: ActivityBannerProps) {
  const intl = useIntl();
  if (loading) {
    return (
      <Root role="region" aria-busy="true" aria-label={intl.formatMessage({ id: 'activityBanner.loading' })}>
        <Skeleton height={height} radius={8} />
        <Text>
          <Skeleton width={320} height={28} />
          <Skeleton width="70%" height={14} />
        </Text>
      </Root>
    );
  }
  if (error || !activity) {
    return (
      <Panel>
        <ErrorState message={error ?? undefined} onRetry={onRetry} />
      </Panel>
    );
  }
  const banners = activity.banner.map((pic, i) => ({ id: i, name: activity.name, pic, url: '' }));
  return (
    <Root>
      {banners.length > 0 && <BannerCarousel banners={banners} height={height} />}
      <Text>
        <h1>{activity.name}</h1>
        {activity.instruction && <p>{activity.instruction}</p>}
      </Text>
    </Root>
  );
}
