import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../base/Link/Link.tsx';

/** Entries of the user centre's menu. */
export type AccountMenuItem =
  | 'orders'
  | 'refunds'
  | 'reviews'
  | 'profile'
  | 'addresses'
  | 'favourites'
  | 'coupons'
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

/** The user centre's left menu (orders, account, merchant services), with the current page marked. */
export function AccountMenu({ sections, current }: AccountMenuProps) {
  const intl = useIntl();
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
                <Link href={item.href} aria-current={item.key === current ? 'page' : undefined}>
                  <FormattedMessage id={`accountMenu.item.${item.key}`} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Nav>
  );
}
