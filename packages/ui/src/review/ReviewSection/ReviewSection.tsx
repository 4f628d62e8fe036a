import styled from '@emotion/styled';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ReviewFilter } from '../ReviewFilter/ReviewFilter.tsx';
import type { ReviewType } from '../ReviewFilter/reviewType.ts';
import { ReviewList, type ReviewListProps } from '../ReviewList/ReviewList.tsx';
import { ReviewSummary, type ReviewConfig } from '../ReviewSummary/ReviewSummary.tsx';

export interface ReviewSectionProps extends Omit<ReviewListProps, 'type'> {
  /** The review statistics (`reply/config`); leave out while they load. */
  config?: ReviewConfig;
  /** The filter in force: 0 all, 1 good, 2 general, 3 bad. */
  type: ReviewType;
  /** A filter was chosen: the app loads page 1 of that filter. */
  onTypeChange: (type: ReviewType) => void;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[4]}px;
  padding: ${(p) => p.theme.space[5]}px;
  background: ${(p) => p.theme.color.surface};
  border-radius: ${(p) => p.theme.radius.md}px;
  color: ${(p) => p.theme.color.text};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.lg}px;
    font-weight: ${(p) => p.theme.font.weight.bold};
  }
`;

/**
 * The reviews block of the goods detail page, headed 商品评价: the
 * {@link ReviewSummary}, the {@link ReviewFilter} (with the counts of the
 * config) and the {@link ReviewList} of the filter in force, with its own
 * loading, error, empty and paging props passed through.
 * @see spec §2 (goods detail; goods review list), §3 Review; crmeb-api §3 /goods_detail, §4.4 reply config and list
 */
export function ReviewSection({ config, type, onTypeChange, ...list }: ReviewSectionProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId}>
      <h2 id={titleId}>
        {config
          ? intl.formatMessage({ id: 'reviewSection.titleWithCount' }, { count: config.sumCount })
          : intl.formatMessage({ id: 'reviewSection.title' })}
      </h2>
      <ReviewSummary config={config} loading={!config} />
      <ReviewFilter value={type} onChange={onTypeChange} counts={config} />
      <ReviewList type={type} {...list} />
    </Root>
  );
}
