import { useIntl } from 'react-intl';
import { FilterChoices, FilterPanel } from '../../base/FilterPanel/FilterPanel.tsx';

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

/**
 * The category filter of the search page, a {@link FilterPanel}: 全部, the
 * top-level categories, and under them the children of the chosen top level
 * (or of the parent of a chosen leaf), each a plain chip
 * ({@link FilterChoices}). The chosen category, and the top level it belongs
 * to, are `aria-pressed`. Pressing the chosen category again does nothing.
 * @see spec §2 (/goods/goods_search with `cid`), §3 (Category tree: childList)
 */
export function CategoryFilter({ categories, selected, onSelect }: CategoryFilterProps) {
  const intl = useIntl();
  const top =
    selected === undefined
      ? undefined
      : categories.find((c) => c.id === selected || c.childList?.some((child) => child.id === selected));
  const children = top?.childList ?? [];

  function select(cid: number | undefined) {
    if (cid !== selected) onSelect(cid);
  }

  return (
    <FilterPanel>
      <FilterChoices
        label={intl.formatMessage({ id: 'categoryFilter.label' })}
        allLabel={intl.formatMessage({ id: 'categoryFilter.all' })}
        options={categories}
        selected={top?.id}
        onSelect={select}
      />
      {top && children.length > 0 && (
        <FilterChoices
          label={top.name}
          groupLabel={intl.formatMessage({ id: 'categoryFilter.children' }, { name: top.name })}
          options={children}
          selected={selected}
          onSelect={select}
        />
      )}
    </FilterPanel>
  );
}
