import styled from '@emotion/styled';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { Fragment, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { ErrorState } from '../../feedback/ErrorState/ErrorState.tsx';
import type { LoadStateProps } from '../../feedback/ListStates/ListStates.tsx';
import { parentOf, treeMove, visibleKeys, type TreeCategory, type TreeKey } from './treeNavigation.ts';

/** A category of the shop's own tree (`GET /api/front/product/merchant/{id}/category/list`); `childList` absent or empty for a leaf. */
export type ShopCategoryNode = TreeCategory;

export interface ShopCategoryTreeProps extends LoadStateProps {
  /** The shop's two-level category tree, top level first. */
  categories?: ShopCategoryNode[];
  /** The chosen category (`cateId` of the shop's category page); none for 全部商品. */
  selected?: number;
  /** A category was chosen (click, Enter or Space): its id, or `undefined` for 全部商品. */
  onSelect: (id: number | undefined) => void;
}

const Root = styled.div`
  width: 100%;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md}px;
  overflow: hidden;
  > h2 {
    margin: 0;
    padding: ${(p) => p.theme.space[3]}px ${(p) => p.theme.space[4]}px;
    background: ${(p) => p.theme.color.brand};
    color: ${(p) => p.theme.color.onBrand};
    font-size: ${(p) => p.theme.font.size.md}px;
    font-weight: ${(p) => p.theme.font.weight.bold};
  }
`;

const Tree = styled.ul`
  margin: 0;
  padding: ${(p) => p.theme.space[2]}px 0;
  list-style: none;
  li {
    outline: none;
  }
  li:focus-visible > .row {
    outline: 2px solid ${(p) => p.theme.color.focus};
    outline-offset: -2px;
  }
  .row {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space[1]}px;
    min-height: 36px;
    padding: ${(p) => p.theme.space[1]}px ${(p) => p.theme.space[4]}px;
    color: ${(p) => p.theme.color.text};
    font-size: ${(p) => p.theme.font.size.md}px;
    line-height: 20px;
    overflow-wrap: anywhere;
    cursor: pointer;
  }
  li[aria-level='1'] > .row {
    font-weight: ${(p) => p.theme.font.weight.medium};
  }
  li[aria-level='2'] > .row {
    padding-left: ${(p) => p.theme.space[8]}px;
    color: ${(p) => p.theme.color.textMuted};
    font-size: ${(p) => p.theme.font.size.sm}px;
  }
  .row:hover {
    color: ${(p) => p.theme.color.brand};
  }
  li[aria-selected='true'] > .row {
    background: ${(p) => p.theme.color.brandSoft};
    color: ${(p) => p.theme.color.brand};
    font-weight: ${(p) => p.theme.font.weight.bold};
    box-shadow: inset 3px 0 0 ${(p) => p.theme.color.brand};
  }
`;

/** The open/close arrow of a branch; a leaf gets the same room so the names line up. */
const Toggle = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  margin-left: -${(p) => p.theme.space[1]}px;
  color: ${(p) => p.theme.color.textSubtle};
`;

const SkeletonRows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[3]}px;
  padding: ${(p) => p.theme.space[4]}px;
`;

/** Every top-level category that must be open to show `selected` (its parent, or itself when it has children). */
function openFor(categories: readonly ShopCategoryNode[], selected: number | undefined): number[] {
  const parent = parentOf(categories, selected);
  if (parent !== undefined) return [parent];
  const own = categories.find((c) => c.id === selected);
  return own?.childList?.length ? [own.id] : [];
}

/**
 * The category menu of a shop's category page: 全部商品, then the shop's
 * categories with their children, as a WAI-ARIA tree (flat: levels and
 * places given by `aria-level`, `aria-setsize`, `aria-posinset`). A click or Enter/Space
 * chooses an item (a parent also opens); the arrow beside a parent opens and
 * closes it. Keys: ↑/↓ move, Home/End jump, → opens or enters a branch, ←
 * closes it or goes up; one item is in the Tab order (the focused one, the
 * chosen one at first). The branch holding `selected` starts open and opens
 * again when `selected` changes.
 * @see spec §2 /merchant/merchant (category); crmeb-api §3 /merchant/merchant/category, §4.4 merchant category list
 */
export function ShopCategoryTree({ categories, selected, onSelect, loading = false, error, onRetry }: ShopCategoryTreeProps) {
  const intl = useIntl();
  const id = useId();
  const nodes = categories ?? [];
  const tree = useRef<HTMLUListElement>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set(openFor(nodes, selected)));
  const [focused, setFocused] = useState<TreeKey>(selected ?? 'all');
  // A new choice from outside (the URL), or the tree arriving after it, opens the branch that holds it.
  const [shown, setShown] = useState({ selected, categories });
  if (shown.selected !== selected || shown.categories !== categories) {
    setShown({ selected, categories });
    if (shown.selected !== selected) setFocused(selected ?? 'all');
    const open = openFor(nodes, selected).filter((n) => !expanded.has(n));
    if (open.length > 0) setExpanded(new Set([...expanded, ...open]));
  }

  const title = <h2 id={`${id}-title`}>{intl.formatMessage({ id: 'shopCategoryTree.title' })}</h2>;
  if (loading) {
    return (
      <Root role="region" aria-busy="true" aria-label={intl.formatMessage({ id: 'shopCategoryTree.loading' })}>
        {title}
        <SkeletonRows>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={16} width={i % 3 === 0 ? '70%' : '50%'} />
          ))}
        </SkeletonRows>
      </Root>
    );
  }
  if (error) {
    return (
      <Root>
        {title}
        <ErrorState message={error} onRetry={onRetry} />
      </Root>
    );
  }

  const visible = visibleKeys(nodes, expanded);
  // A focused child hidden by closing its branch hands the Tab stop to its parent.
  const tabKey: TreeKey = visible.includes(focused) ? focused : (parentOf(nodes, focused) ?? 'all');
  const selectedKey: TreeKey = selected ?? 'all';

  function focusItem(key: TreeKey) {
    setFocused(key);
    tree.current?.querySelector<HTMLElement>(`[data-key="${key}"]`)?.focus();
  }

  function toggle(node: number, open: boolean) {
    const next = new Set(expanded);
    if (open) next.add(node);
    else next.delete(node);
    setExpanded(next);
  }

  function choose(key: TreeKey) {
    setFocused(key);
    if (typeof key === 'number' && nodes.some((n) => n.id === key && n.childList?.length)) toggle(key, true);
    if (key !== selectedKey) onSelect(key === 'all' ? undefined : key);
  }

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(tabKey);
      return;
    }
    const move = treeMove(nodes, expanded, tabKey, event.key);
    if (!move) return;
    event.preventDefault();
    if ('focus' in move) focusItem(move.focus);
    else if ('expand' in move) toggle(move.expand, true);
    else toggle(move.collapse, false);
  }

  function itemProps(key: TreeKey, level: 1 | 2) {
    return {
      'data-key': String(key),
      role: 'treeitem',
      'aria-level': level,
      'aria-selected': key === selectedKey,
      tabIndex: key === tabKey ? 0 : -1,
      onFocus: (event: FocusEvent<HTMLLIElement>) => {
        if (event.target === event.currentTarget) setFocused(key);
      },
      onClick: () => choose(key),
    };
  }

  const topCount = nodes.length + 1;
  // A flat tree: every item is a child of the tree and says its own level and
  // place, so a parent's name is not made of its children's names.
  return (
    <Root>
      {title}
      <Tree ref={tree} role="tree" aria-labelledby={`${id}-title`} onKeyDown={onKeyDown}>
        <li {...itemProps('all', 1)} aria-setsize={topCount} aria-posinset={1}>
          <span className="row">
            <Toggle aria-hidden />
            {intl.formatMessage({ id: 'shopCategoryTree.all' })}
          </span>
        </li>
        {nodes.map((node, index) => {
          const branch = (node.childList?.length ?? 0) > 0;
          const open = branch && expanded.has(node.id);
          const children = open ? node.childList! : [];
          return (
            <Fragment key={node.id}>
              <li {...itemProps(node.id, 1)} aria-setsize={topCount} aria-posinset={index + 2} aria-expanded={branch ? open : undefined}>
                <span className="row">
                  <Toggle
                    aria-hidden
                    onClick={(event) => {
                      if (!branch) return;
                      event.stopPropagation();
                      toggle(node.id, !open);
                    }}
                  >
                    {branch && (open ? <ChevronDown size={16} /> : <ChevronRight size={16} />)}
                  </Toggle>
                  {node.name}
                </span>
              </li>
              {children.map((child, childIndex) => (
                <li key={child.id} {...itemProps(child.id, 2)} aria-setsize={children.length} aria-posinset={childIndex + 1}>
                  <span className="row">{child.name}</span>
                </li>
              ))}
            </Fragment>
          );
        })}
      </Tree>
    </Root>
  );
}
