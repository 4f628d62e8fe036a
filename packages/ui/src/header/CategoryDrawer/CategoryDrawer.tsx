import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { ChevronRight, LayoutGrid } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '../../base/Link/Link.tsx';
import { focusableIn, moveFocus } from '../focusItems.ts';
import { POPOVER_CLOSE_DELAY_MS, usePopover } from '../usePopover.ts';

/** Width of the trigger and of the top-level list, px. */
export const CATEGORY_DRAWER_WIDTH = 210;

/** A category of the two-level tree (the API's `CategoryNode` fits); `childList` absent or empty for none. */
export interface DrawerCategory {
  id: number;
  name: string;
  childList?: { id: number; name: string }[];
}

export interface CategoryDrawerProps {
  /** The platform category tree, top level first (`GET /api/front/product/category`). */
  categories: DrawerCategory[];
  /** Where a category leads: the search route with its `cid` (`/goods/goods_search?cid=…`). */
  categoryHref: (cid: number) => string;
  /** Shown open in place under its title (home page top) instead of as a drawer behind a button. */
  pinned?: boolean;
  className?: string;
}

const Root = styled.div`
  position: relative;
  flex: none;
  width: ${CATEGORY_DRAWER_WIDTH}px;
  height: 100%;
`;

const titleStyle = ({ theme: t }: { theme: Theme }) => css`
  display: flex;
  align-items: center;
  gap: ${t.space[2]}px;
  width: 100%;
  height: 100%;
  padding: 0 ${t.space[5]}px;
  border: 0;
  background: ${t.color.brand};
  color: ${t.color.onBrand};
  font-size: ${t.font.size.md}px;
  font-weight: ${t.font.weight.bold};
  text-align: left;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  > svg {
    flex: none;
  }
`;

const Trigger = styled.button`
  ${titleStyle}
  cursor: pointer;
  &:hover:not(:disabled),
  &[aria-expanded='true'] {
    background: ${(p) => p.theme.color.brandHover};
  }
  &:disabled {
    background: ${(p) => p.theme.color.disabledSurface};
    color: ${(p) => p.theme.color.disabledText};
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.onBrand};
    outline-offset: -4px;
  }
`;

/** The title of the pinned list: looks like the trigger, does nothing. */
const Title = styled.div(titleStyle);

const Panel = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  z-index: ${(p) => p.theme.zIndex.drawer};
  display: flex;
  align-items: stretch;
`;

const TopList = styled.ul`
  flex: none;
  width: ${CATEGORY_DRAWER_WIDTH}px;
  margin: 0;
  padding: ${(p) => p.theme.space[2]}px 0;
  list-style: none;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-top: 0;
  box-shadow: ${(p) => p.theme.shadow.card};
`;

const TopLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[2]}px;
  min-height: 36px;
  padding: 0 ${(p) => p.theme.space[4]}px 0 ${(p) => p.theme.space[5]}px;
  border-left: 3px solid transparent;
  color: ${(p) => p.theme.color.text};
  font-size: ${(p) => p.theme.font.size.md}px;
  span {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  > svg {
    flex: none;
    color: ${(p) => p.theme.color.textSubtle};
  }
  &[data-active] {
    border-left-color: ${(p) => p.theme.color.brand};
    background: ${(p) => p.theme.color.page};
    color: ${(p) => p.theme.color.brand};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
`;

const Empty = styled.p`
  width: ${CATEGORY_DRAWER_WIDTH}px;
  margin: 0;
  padding: ${(p) => p.theme.space[6]}px ${(p) => p.theme.space[4]}px;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-top: 0;
  color: ${(p) => p.theme.color.textSubtle};
  font-size: ${(p) => p.theme.font.size.sm}px;
  text-align: center;
`;

const Sub = styled.div`
  width: 760px;
  padding: ${(p) => p.theme.space[5]}px ${(p) => p.theme.space[6]}px;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-left: 0;
  box-shadow: ${(p) => p.theme.shadow.raised};
`;

const SubTitle = styled.p`
  margin: 0 0 ${(p) => p.theme.space[3]}px;
  color: ${(p) => p.theme.color.text};
  font-size: ${(p) => p.theme.font.size.md}px;
  font-weight: ${(p) => p.theme.font.weight.bold};
`;

const SubList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[3]}px ${(p) => p.theme.space[6]}px;
  margin: 0;
  padding: ${(p) => p.theme.space[3]}px 0 0;
  list-style: none;
  border-top: 1px dashed ${(p) => p.theme.color.border};
  a {
    font-size: ${(p) => p.theme.font.size.sm}px;
  }
`;

/**
 * The two-level category menu of the nav row. A red 全部商品分类 button
 * (210 px, `aria-expanded`) opens, on hover or click, the list of top-level
 * categories; hovering or focusing one shows its children in a panel beside
 * the list (760 px), under the category's name. Every item is a link to
 * `categoryHref(cid)`. Keyboard: ArrowDown, Enter or Space on the
 * button open the list on its first item; ArrowUp/ArrowDown/Home/End move in
 * the list; ArrowRight enters the children, ArrowLeft returns; Escape closes
 * and puts focus back on the button. The mouse leaving closes it only after
 * {@link POPOVER_CLOSE_DELAY_MS}, so diagonal moves do not flicker.
 * `pinned` shows the list open in place under a title (home page top; the
 * children panel still opens beside it). No categories: the button is
 * disabled (pinned: the list says there are none).
 * @see spec §2 (/ home: category panel at the top; Header: two-level category menu opens on hover, sub-items go to the search route with cid), §3 Category tree
 */
export function CategoryDrawer({ categories, categoryHref, pinned = false, className }: CategoryDrawerProps) {
  const intl = useIntl();
  const id = useId();
  const [active, setActive] = useState<number | null>(null);
  const empty = categories.length === 0;
  const popover = usePopover({ hover: !pinned && !empty, onClose: () => setActive(null) });
  const { panelRef: listRef, panelId: listId, rootRef, rootProps, triggerProps, show } = popover;
  const subRef = useRef<HTMLDivElement>(null);
  // Set by ArrowRight before the children panel has rendered.
  const focusChildren = useRef(false);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const open = pinned || (popover.open && !empty);
  const current = categories.find((c) => c.id === active);
  const children = current?.childList ?? [];

  useEffect(() => {
    if (focusChildren.current) {
      focusChildren.current = false;
      focusableIn(subRef.current)[0]?.focus();
    }
  });
  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  function focusTop(cid: number | null) {
    listRef.current?.querySelector<HTMLElement>(`[data-cid="${cid}"]`)?.focus();
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      show('keyboard', 'first');
    }
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const cid = Number((event.target as HTMLElement).dataset.cid);
    const category = categories.find((c) => c.id === cid);
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      if (!category?.childList?.length) return;
      if (active === cid && subRef.current) focusableIn(subRef.current)[0]?.focus();
      else {
        focusChildren.current = true;
        setActive(cid);
      }
    } else if (moveFocus(listRef.current, event.key)) {
      event.preventDefault();
    }
  }

  function onSubKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusTop(active);
    } else if (moveFocus(subRef.current, event.key)) {
      event.preventDefault();
    }
  }

  // Pinned: the list stays; only the children panel closes (mouse away, Escape, focus away).
  const pinnedProps = {
    onMouseEnter: () => clearTimeout(leaveTimer.current),
    onMouseLeave: () => {
      clearTimeout(leaveTimer.current);
      leaveTimer.current = setTimeout(() => setActive(null), POPOVER_CLOSE_DELAY_MS);
    },
    onBlur: (event: FocusEvent<HTMLDivElement>) => {
      const next = event.relatedTarget as Node | null;
      if (next && !event.currentTarget.contains(next)) setActive(null);
    },
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key !== 'Escape' || active === null) return;
      event.preventDefault();
      focusTop(active);
      setActive(null);
    },
  };

  const titleId = `${id}-title`;
  const title = (
    <>
      <LayoutGrid size={16} aria-hidden />
      {intl.formatMessage({ id: 'categoryDrawer.title' })}
    </>
  );

  return (
    <Root className={className} {...(pinned ? { ...pinnedProps, ref: rootRef } : rootProps)}>
      {pinned ? (
        <Title id={titleId}>{title}</Title>
      ) : (
        <Trigger {...triggerProps} id={titleId} disabled={empty} onKeyDown={onTriggerKeyDown}>
          {title}
        </Trigger>
      )}
      {open && (
        <Panel>
          {empty ? (
            <Empty>{intl.formatMessage({ id: 'categoryDrawer.empty' })}</Empty>
          ) : (
            <TopList
              ref={listRef as Ref<HTMLUListElement>}
              id={listId}
              aria-labelledby={titleId}
              onKeyDown={onListKeyDown}
            >
              {categories.map((category) => {
                const hasChildren = (category.childList?.length ?? 0) > 0;
                const isActive = category.id === active;
                return (
                  <li key={category.id}>
                    <TopLink
                      href={categoryHref(category.id)}
                      data-cid={category.id}
                      data-active={isActive || undefined}
                      aria-expanded={hasChildren ? isActive : undefined}
                      aria-controls={hasChildren && isActive ? `${id}-sub` : undefined}
                      onMouseEnter={() => setActive(category.id)}
                      onFocus={() => setActive(category.id)}
                    >
                      <span>{category.name}</span>
                      {hasChildren && <ChevronRight size={14} aria-hidden />}
                    </TopLink>
                  </li>
                );
              })}
            </TopList>
          )}
          {current && children.length > 0 && (
            <Sub
              ref={subRef}
              id={`${id}-sub`}
              role="group"
              aria-label={intl.formatMessage({ id: 'categoryDrawer.children' }, { name: current.name })}
              onKeyDown={onSubKeyDown}
            >
              <SubTitle aria-hidden>{current.name}</SubTitle>
              <SubList>
                {children.map((child) => (
                  <li key={child.id}>
                    <Link href={categoryHref(child.id)} tone="muted">
                      {child.name}
                    </Link>
                  </li>
                ))}
              </SubList>
            </Sub>
          )}
        </Panel>
      )}
    </Root>
  );
}
