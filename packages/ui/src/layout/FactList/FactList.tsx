import styled from '@emotion/styled';
import { Fragment, type ReactNode } from 'react';

/** One line of a {@link FactList}: what it is, and its value. */
export interface Fact {
  /** What the value is, e.g. 订单号. */
  term: ReactNode;
  /** The value: text, a price, a copyable number. */
  detail: ReactNode;
}

export interface FactListProps {
  /** In reading order. */
  facts: readonly Fact[];
  /** Names the list for assistive technology when no heading does. */
  'aria-label'?: string;
}

const List = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: baseline;
  gap: ${(p) => p.theme.space[3]}px ${(p) => p.theme.space[5]}px;
  margin: 0;
  dt {
    color: ${(p) => p.theme.color.textMuted};
  }
  dd {
    min-width: 0;
    margin: 0;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * Terms and their values in two aligned columns (a `dl`): an order's number
 * and amount on the payment page, a payment's order number. Values use
 * figures of equal width, so numbers line up.
 * @see spec §6 (payment page)
 */
export function FactList({ facts, 'aria-label': label }: FactListProps) {
  return (
    <List aria-label={label}>
      {facts.map((fact, i) => (
        // Facts have no identity of their own; their order is their place.
        <Fragment key={i}>
          <dt>{fact.term}</dt>
          <dd>{fact.detail}</dd>
        </Fragment>
      ))}
    </List>
  );
}
