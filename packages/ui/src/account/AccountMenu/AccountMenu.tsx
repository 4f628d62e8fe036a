import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../base/Link/Link.tsx';
import type { HeaderMenuEntry } from '../../header/menuHref.ts';
import { accountMenuLinks } from './accountMenuLinks.ts';

/** Entries of the user centre's menu. */
export type AccountMenuItem =
  | 'home'
  | 'orders'
  | 'refunds'
  | 'reviews'
  | 'profile'
  | 'addresses'
  | 'favourites'
  | 'coupons'
  | 'points'
  | 'merchantApply'
  | 'applications';

export interface AccountMenuSection {
  key: 'orders' | 'account' | 'merchant';
  items: { key: AccountMenuItem; href: string }[];
}

export interface AccountMenuProps {
  /** Groups and their entries, in order; labels come with the library. */
  sections: AccountMenuSection[];
  /** The entry of the page being shown (`aria-current="page"`). */
  current?: AccountMenuItem;
  /**
   * The server's user menu (`routine_my_menus`): an entry for a page of
   * `sections` gives that link its `menuCur`; the others (with a url) are
   * listed under 更多服务 with `menuCur`, in order. None by default.
   */
  menu?: readonly HeaderMenuEntry[];
  /** `menuCur` of the page being shown: marks a server entry as current when `current` names none. */
  menuCur?: number;
}

const Nav = styled.nav`
  width: 200px;
  padding: ${(p) => p.theme.space[4]}px 0;
  background: ${(p) => p.theme.color.surface};
  border-radius: ${(p) => p.theme.radius.md}px;
  h2 {
    margin: ${(p) => p.theme.space[3]}px 0 ${(p) => p.theme.space[1]}px;
    padding: 0 ${(p) => p.theme.space[5]}px;
    font-size: ${(p) => p.theme.font.size.md}px;
    font-weight: ${(p) => p.theme.font.weight.bold};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    padding: ${(p) => p.theme.space[2]}px ${(p) => p.theme.space[5]}px ${(p) => p.theme.space[2]}px ${(p) => p.theme.space[6]}px;
    font-size: ${(p) => p.theme.font.size.sm}px;
    color: ${(p) => p.theme.color.textMuted};
    border-left: 3px solid transparent;
  }
  a[aria-current='page'] {
    color: ${(p) => p.theme.color.brand};
    border-left-color: ${(p) => p.theme.color.brand};
    background: ${(p) => p.theme.color.brandSoft};
    font-weight: ${(p) => p.theme.font.weight.bold};
  }
`;

/**
 * The user centre's left menu: the fixed groups (orders, account, merchant
 * services), then the server's other entries under 更多服务, every link to a
 * page the server lists carrying its `menuCur`; the current page is marked
 * `aria-current="page"` (by `current`, else by `menuCur`).
 * @see spec §2 (/users children; user menu entries open pc_url with menuCur)
 */
export function AccountMenu({ sections, current, menu = [], menuCur }: AccountMenuProps) {
  const intl = useIntl();
  const { hrefs, extra } = accountMenuLinks(
    sections.flatMap((section) => section.items),
    menu,
  );
  const currentEntry = current ?? sections.flatMap((s) => s.items).find((item) => menuCur !== undefined && hrefs.get(item.key)?.menuId === menuCur)?.key;
  return (
    <Nav aria-label={intl.formatMessage({ id: 'accountMenu.label' })}>
      {sections.map((section) => (
        <section key={section.key}>
          <h2>
            <FormattedMessage id={`accountMenu.section.${section.key}`} />
          </h2>
          <ul>
            {section.items.map((item) => (
              <li key={item.key}>
                <Link href={hrefs.get(item.key)?.href ?? item.href} aria-current={item.key === currentEntry ? 'page' : undefined}>
                  <FormattedMessage id={`accountMenu.item.${item.key}`} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {extra.length > 0 && (
        <section>
          <h2>
            <FormattedMessage id="accountMenu.section.more" />
          </h2>
          <ul>
            {extra.map((entry) => (
              <li key={entry.id}>
                <Link href={entry.href} aria-current={!currentEntry && entry.id === menuCur ? 'page' : undefined}>
                  {entry.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Nav>
  );
}
