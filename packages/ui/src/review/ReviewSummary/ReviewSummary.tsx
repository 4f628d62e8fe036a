import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { StarRating } from '../../base/StarRating/StarRating.tsx';

/**
 * The review statistics of one goods item, shaped like the API's reply
 * config (`GET /api/front/product/reply/config/{id}`).
 */
export interface ReviewConfig {
  /** Reviews in all. */
  sumCount: number;
  /** Good reviews (5 stars). */
  goodCount: number;
  /** General reviews (2–4 stars). */
  inCount: number;
  /** Bad reviews (1 star). */
  poorCount: number;
  /** Good rate in percent, 0–100 (e.g. 95.24). */
  replyChance: number;
  /** Average stars, 0–5 (e.g. 4.6). */
  replyStar: number;
}

export interface ReviewSummaryProps {
  /** The statistics; leave out while they load. */
  config?: ReviewConfig;
  /** Shows placeholders (and `aria-busy`) instead of the numbers. */
  loading?: boolean;
}

const Root = styled.section`
  display: flex;
  align-items: stretch;
  min-height: 96px;
  padding: ${(p) => p.theme.space[4]}px ${(p) => p.theme.space[2]}px;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md}px;
  box-sizing: border-box;
  color: ${(p) => p.theme.color.text};
`;

/** One figure: a small grey caption over a large value. */
const Figure = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${(p) => p.theme.space[1]}px;
  min-width: 0;
  padding: 0 ${(p) => p.theme.space[6]}px;
  & + & {
    border-left: 1px solid ${(p) => p.theme.color.border};
  }
  dt {
    font-size: ${(p) => p.theme.font.size.sm}px;
    color: ${(p) => p.theme.color.textMuted};
  }
  dd {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space[2]}px;
    margin: 0;
  }
`;

const List = styled.dl`
  display: flex;
  align-items: stretch;
  margin: 0;
`;

const Rate = styled.span`
  font-size: ${(p) => p.theme.font.size.display}px;
  font-weight: ${(p) => p.theme.font.weight.bold};
  line-height: 1.2;
  color: ${(p) => p.theme.color.brand};
  font-variant-numeric: tabular-nums;
`;

const Average = styled.span`
  font-size: ${(p) => p.theme.font.size.xxl}px;
  font-weight: ${(p) => p.theme.font.weight.bold};
  line-height: 1.2;
  font-variant-numeric: tabular-nums;
`;

const Total = styled.span`
  font-size: ${(p) => p.theme.font.size.lg}px;
  font-weight: ${(p) => p.theme.font.weight.medium};
`;

const Empty = styled.p`
  align-self: center;
  margin: 0;
  padding: 0 ${(p) => p.theme.space[6]}px;
  color: ${(p) => p.theme.color.textMuted};
`;

const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${(p) => p.theme.space[2]}px;
  padding: 0 ${(p) => p.theme.space[6]}px;
`;

/**
 * The head of the goods reviews: the good rate as a large red percentage
 * (in the locale's percent format), the average stars as a number with half
 * stars beside it, and the number of reviews, as a description list. No
 * reviews yet: one line saying so. `loading`: grey placeholders in a region
 * marked `aria-busy`.
 * @see spec §2 (goods review list), §3 Review; crmeb-api §4.4 reply config, §6 rule 20
 */
export function ReviewSummary({ config, loading = false }: ReviewSummaryProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'reviewSummary.label' });
  if (loading || !config) {
    return (
      <Root aria-label={intl.formatMessage({ id: 'reviewSummary.loading' })} aria-busy="true">
        {[96, 120, 88].map((width, i) => (
          <Placeholder key={i}>
            <Skeleton width={56} height={13} />
            <Skeleton width={width} height={28} />
          </Placeholder>
        ))}
      </Root>
    );
  }
  if (config.sumCount <= 0) {
    return (
      <Root aria-label={label}>
        <Empty>{intl.formatMessage({ id: 'reviewSummary.empty' })}</Empty>
      </Root>
    );
  }
  const average = Math.min(5, Math.max(0, config.replyStar));
  return (
    <Root aria-label={label}>
      <List>
        <Figure>
          <dt>{intl.formatMessage({ id: 'reviewSummary.goodRate' })}</dt>
          <dd>
            <Rate>{intl.formatNumber(config.replyChance / 100, { style: 'percent', maximumFractionDigits: 2 })}</Rate>
          </dd>
        </Figure>
        <Figure>
          <dt>{intl.formatMessage({ id: 'reviewSummary.average' })}</dt>
          <dd>
            <Average>{intl.formatNumber(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</Average>
            <StarRating value={average} allowHalf size={18} decorative />
          </dd>
        </Figure>
        <Figure>
          <dt>{intl.formatMessage({ id: 'reviewSummary.totalLabel' })}</dt>
          <dd>
            <Total>{intl.formatMessage({ id: 'reviewSummary.total' }, { count: config.sumCount })}</Total>
          </dd>
        </Figure>
      </List>
    </Root>
  );
}
