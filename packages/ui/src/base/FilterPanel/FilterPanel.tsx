import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { Chip } from '../Chip/Chip.tsx';

/** A choice of a filter row (a category, a shop type); the API's nodes fit, extra fields are ignored. */
export interface FilterOption {
  id: number;
  name: string;
}

export interface FilterRowProps {
  /** The row's title at the left (e.g. 店铺分类); names the group of controls. */
  label: ReactNode;
  /**
   * Names the group instead of `label`, which is then hidden from assistive
   * tech (when the title alone would say too little, e.g. "手机数码下的分类").
   */
  groupLabel?: string;
  /** The row's controls: chips, toggles, a search box. */
  children: ReactNode;
}

export interface FilterChoicesProps extends Omit<FilterRowProps, 'children'> {
  options: FilterOption[];
  /** The id drawn as chosen; `undefined` draws the 全部 chip as chosen. */
  selected: number | undefined;
  /** A chip was pressed: its id, or `undefined` for 全部. Called even for the chosen chip: the caller decides. */
  onSelect: (id: number | undefined) => void;
  /** Text of a first chip that stands for every option (全部); left out, no such chip. */
  allLabel?: string;
}

/** The white box that holds the rows of a filter. */
export const FilterPanel = styled.div`
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.sm}px;
`;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${(p) => p.theme.space[4]}px;
  padding: ${(p) => p.theme.space[3]}px ${(p) => p.theme.space[4]}px;
  & + & {
    border-top: 1px dashed ${(p) => p.theme.color.border};
  }
`;

const Label = styled.span`
  flex: none;
  width: 96px;
  padding-top: 4px;
  font-size: ${(p) => p.theme.font.size.sm}px;
  color: ${(p) => p.theme.color.textSubtle};
  overflow-wrap: anywhere;
`;

const Items = styled.div`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space[2]}px;
  min-width: 0;
`;

/**
 * One row of a {@link FilterPanel}: a 96 px title at the left and a group of
 * controls (`role="group"`, named by the title or by `groupLabel`) that
 * wraps onto more lines. Rows after the first are parted by a dashed line.
 * @see spec §2 (/goods/goods_search category filter, /merchant/merchant_more filters)
 */
export function FilterRow({ label, groupLabel, children }: FilterRowProps) {
  const id = useId();
  return (
    <Row>
      <Label id={id} aria-hidden={groupLabel === undefined ? undefined : true}>
        {label}
      </Label>
      <Items role="group" aria-labelledby={groupLabel === undefined ? id : undefined} aria-label={groupLabel}>
        {children}
      </Items>
    </Row>
  );
}

/**
 * A {@link FilterRow} of choices, one plain {@link Chip} each (a toggle
 * button, `aria-pressed` on the chosen one), after an optional 全部 chip.
 * @see spec §2 (/goods/goods_search category filter, /merchant/merchant_more filters), §3 (category tree, merchant types and categories)
 */
export function FilterChoices({ label, groupLabel, options, selected, onSelect, allLabel }: FilterChoicesProps) {
  const chip = (id: number | undefined, name: ReactNode) => {
    const pressed = id === selected;
    return (
      <Chip key={id ?? 'all'} variant="plain" selected={pressed} aria-pressed={pressed} onClick={() => onSelect(id)}>
        {name}
      </Chip>
    );
  };
  return (
    <FilterRow label={label} groupLabel={groupLabel}>
      {allLabel !== undefined && chip(undefined, allLabel)}
      {options.map((option) => chip(option.id, option.name))}
    </FilterRow>
  );
}
