import styled from '@emotion/styled';
import { useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Chip } from '../../base/Chip/Chip.tsx';
import { rovingIndex } from '../../base/rovingIndex.ts';
import type { ReviewConfig } from '../ReviewSummary/ReviewSummary.tsx';
import { REVIEW_TYPE_KEYS, REVIEW_TYPES, type ReviewType } from './reviewType.ts';

/** The review counts each filter shows (the reply config's counts). */
export type ReviewCounts = Pick<ReviewConfig, 'sumCount' | 'goodCount' | 'inCount' | 'poorCount'>;

export interface ReviewFilterProps {
  /** The chosen filter: 0 all, 1 good, 2 general, 3 bad. */
  value: ReviewType;
  /** Called with the newly chosen filter (not when the chosen one is pressed again). */
  onChange: (type: ReviewType) => void;
  /** Counts shown after each name; left out (e.g. while they load), names only. */
  counts?: ReviewCounts;
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[2]}px ${(p) => p.theme.space[3]}px;
`;

function countOf(counts: ReviewCounts, type: ReviewType): number {
  switch (type) {
    case 0:
      return counts.sumCount;
    case 1:
      return counts.goodCount;
    case 2:
      return counts.inCount;
    case 3:
      return counts.poorCount;
  }
}

/**
 * The score filters over the review list: 全部, 好评, 中评, 差评, each with
 * its count. A WAI-ARIA radio group (one choice out of four that re-filters
 * the same list, so not tabs: there are no separate panels): each filter is
 * a `role="radio"` {@link Chip} with `aria-checked`; the group has one tab
 * stop and the arrow keys (and Home/End) move and choose.
 * @see spec §2 (goods review list: score filters); crmeb-api §4.4 reply/list `type`, §5 Review type
 */
export function ReviewFilter({ value, onChange, counts }: ReviewFilterProps) {
  const intl = useIntl();
  const buttons = useRef(new Map<ReviewType, HTMLButtonElement>());

  function choose(type: ReviewType) {
    buttons.current.get(type)?.focus();
    if (type !== value) onChange(type);
  }

  function onKeyDown(event: KeyboardEvent, index: number) {
    const next = rovingIndex(event.key, index, REVIEW_TYPES.length, 'both');
    if (next === undefined) return;
    event.preventDefault();
    choose(REVIEW_TYPES[next]!);
  }

  return (
    <Group role="radiogroup" aria-label={intl.formatMessage({ id: 'reviewFilter.label' })}>
      {REVIEW_TYPES.map((type, index) => {
        const name = intl.formatMessage({ id: `reviewFilter.${REVIEW_TYPE_KEYS[type]}` });
        const checked = type === value;
        return (
          <Chip
            key={type}
            ref={(el) => {
              if (el) buttons.current.set(type, el);
              else buttons.current.delete(type);
            }}
            role="radio"
            aria-checked={checked}
            selected={checked}
            tabIndex={checked ? 0 : -1}
            onClick={() => choose(type)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {counts ? intl.formatMessage({ id: 'reviewFilter.option' }, { name, count: countOf(counts, type) }) : name}
          </Chip>
        );
      })}
    </Group>
  );
}
