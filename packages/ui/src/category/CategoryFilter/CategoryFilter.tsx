import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Chip } from '../../base/Chip/Chip.tsx';

/** A category of the two-level tree (the API's `CategoryNode` fits); `childList` absent or empty for none. */
export interface CategoryFilterNode {
  id: number;
  name: string;
  childList?: { id: number; name: string }[];
}

export interface CategoryFilterProps {
  /** The platform category tree, top level first. */
  categories: CategoryFilterNode[];
  /** The chosen category id (`cid` of the search route): a top-level or a leaf; none for all. */
  selected?: number;
  /** Called with the id of the pressed category, or `undefined` for 全部. */
  onSelect: (cid: number | undefined) => void;
}

const Root = styled.div`
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
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[2]}px;
  min-width: 0;
`;

/** One category: a plain {@link Chip} that is a toggle button (`aria-pressed`). */
function Item({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Chip variant="plain" selected={pressed} aria-pressed={pressed} onClick={onClick}>
      {children}
    </Chip>
  );
}

/**
 * The category filter of the search page: 全部, the top-level categories,
 * and under them the children of the chosen top level (or of the parent of a
 * chosen leaf), each a plain {@link Chip}. The chosen category, and the top
 * level it belongs to, are `aria-pressed`. Pressing the chosen category again
 * does nothing.
 * @see spec §2 (/goods/goods_search with `cid`), §3 (Category tree: childList)
 */
export function CategoryFilter({ categories, selected, onSelect }: CategoryFilterProps) {
  const intl = useIntl();
  const id = useId();
  const top =
    selected === undefined
      ? undefined
      : categories.find((c) => c.id === selected || c.childList?.some((child) => child.id === selected));
  const children = top?.childList ?? [];

  function select(cid: number | undefined) {
    if (cid !== selected) onSelect(cid);
  }

  return (
    <Root>
      <Row>
        <Label id={`${id}-top`}>{intl.formatMessage({ id: 'categoryFilter.label' })}</Label>
        <Items role="group" aria-labelledby={`${id}-top`}>
          <Item pressed={top === undefined} onClick={() => select(undefined)}>
            {intl.formatMessage({ id: 'categoryFilter.all' })}
          </Item>
          {categories.map((c) => (
            <Item key={c.id} pressed={c.id === top?.id} onClick={() => select(c.id)}>
              {c.name}
            </Item>
          ))}
        </Items>
      </Row>
      {top && children.length > 0 && (
        <Row>
          <Label aria-hidden>{top.name}</Label>
          <Items role="group" aria-label={intl.formatMessage({ id: 'categoryFilter.children' }, { name: top.name })}>
            {children.map((c) => (
              <Item key={c.id} pressed={c.id === selected} onClick={() => select(c.id)}>
                {c.name}
              </Item>
            ))}
          </Items>
        </Row>
      )}
    </Root>
  );
}
