import styled from '@emotion/styled';
import { ChevronDown, ClipboardList, LogOut, MessageSquareText, Undo2 } from 'lucide-react';
import { useId, type KeyboardEvent, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '../../base/Link/Link.tsx';
import { moveFocus } from '../focusItems.ts';
import { Avatar, DropdownPanel, DropdownRoot, Nickname, TextButton, TopTrigger, VisuallyHidden } from '../headerParts.tsx';
import { menuHref, visibleMenu, type HeaderMenuEntry } from '../menuHref.ts';
import { usePopover } from '../usePopover.ts';

/** The signed-in shopper as the header shows them (the API's `UserInfo` fits). */
export interface HeaderUser {
  nickname: string;
  /** Avatar URL; a person icon when absent or ''. */
  avatar?: string;
  /** Phone as the server gives it (often masked); 未绑定 when absent or ''. */
  phone?: string;
  /** Email; 未绑定 when absent or ''. */
  email?: string;
}

export interface UserMenuProps {
  user: HeaderUser;
  /** The server's menu (`routine_my_menus`): each opens `pc_url` with `menuCur=id`; entries with an empty url are hidden. */
  menu: HeaderMenuEntry[];
  /** 我的订单 (spec §2: `/users/order_list?orderStatus=1`). */
  ordersHref: string;
  /** 退款/售后 (`/users/refund_list`). */
  refundsHref: string;
  /** 我的评价 (`/users/evaluation_list`). */
  reviewsHref: string;
  /** 退出登录: the app asks for confirmation, then signs out. */
  onSignOut: () => void;
}

const Name = styled(Nickname)`
  max-width: 160px;
  [aria-expanded='true'] > & {
    color: inherit;
  }
`;

const Panel = styled(DropdownPanel)`
  width: 300px;
  padding: 0;
`;

const Profile = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space[3]}px;
  padding: ${(p) => p.theme.space[4]}px;
  background: ${(p) => p.theme.color.page};
  border-bottom: 1px solid ${(p) => p.theme.color.border};
`;

const ProfileText = styled.div`
  min-width: 0;
  strong {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-size: ${(p) => p.theme.font.size.md}px;
    font-weight: ${(p) => p.theme.font.weight.bold};
  }
  dl {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 2px ${(p) => p.theme.space[2]}px;
    margin: ${(p) => p.theme.space[1]}px 0 0;
    font-size: ${(p) => p.theme.font.size.xs}px;
  }
  dt {
    color: ${(p) => p.theme.color.textSubtle};
  }
  dd {
    margin: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${(p) => p.theme.color.textMuted};
  }
`;

const Shortcuts = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  margin: 0;
  padding: ${(p) => p.theme.space[3]}px ${(p) => p.theme.space[2]}px;
  list-style: none;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${(p) => p.theme.space[1]}px;
    padding: ${(p) => p.theme.space[1]}px;
    border-radius: ${(p) => p.theme.radius.sm}px;
    color: ${(p) => p.theme.color.text};
    font-size: ${(p) => p.theme.font.size.xs}px;
    text-align: center;
  }
  a:hover {
    color: ${(p) => p.theme.color.brand};
  }
  svg {
    color: ${(p) => p.theme.color.brand};
  }
`;

const More = styled.div`
  padding: ${(p) => p.theme.space[3]}px ${(p) => p.theme.space[4]}px;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  p {
    margin: 0 0 ${(p) => p.theme.space[2]}px;
    color: ${(p) => p.theme.color.textSubtle};
    font-size: ${(p) => p.theme.font.size.xs}px;
  }
  ul {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${(p) => p.theme.space[2]}px ${(p) => p.theme.space[4]}px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-size: ${(p) => p.theme.font.size.sm}px;
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${(p) => p.theme.space[2]}px ${(p) => p.theme.space[4]}px;
`;

const SignOut = styled(TextButton)`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[1]}px;
  font-size: ${(p) => p.theme.font.size.sm}px;
`;

/**
 * The signed-in shopper's menu in the top bar: a button with the avatar and
 * nickname (cut with an ellipsis) opening, on hover or click, a card with
 * the avatar, nickname, phone and email (未绑定 when missing), the fixed
 * shortcuts 我的订单 / 退款/售后 / 我的评价, the server's menu under 更多服务
 * (each entry links to its `pc_url` with `menuCur=<id>`; entries with an
 * empty url are hidden; the section is left out when none remain), and
 * 退出登录, which calls `onSignOut` (the app confirms). Keyboard: Enter or
 * Space toggle, ArrowDown/ArrowUp open on the first/last item; inside,
 * arrows, Home and End move between the links; Escape closes and returns to
 * the button.
 * @see spec §2 (Header: logged-in dropdown; server menu entries with menuCur), §3 (User, Menu response)
 */
export function UserMenu({ user, menu, ordersHref, refundsHref, reviewsHref, onSignOut }: UserMenuProps) {
  const intl = useIntl();
  const id = useId();
  const popover = usePopover();
  const { open, panelRef, panelId } = popover;
  const entries = visibleMenu(menu);
  const t = (key: string) => intl.formatMessage({ id: `userMenu.${key}` });

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      popover.show('keyboard', event.key === 'ArrowDown' ? 'first' : 'last');
    }
  }

  function onPanelKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (moveFocus(panelRef.current, event.key)) event.preventDefault();
  }

  return (
    <DropdownRoot {...popover.rootProps}>
      <TopTrigger {...popover.triggerProps} onKeyDown={onTriggerKeyDown}>
        <Avatar src={user.avatar} size={20} />
        <VisuallyHidden>{t('account')}</VisuallyHidden>
        <Name title={user.nickname}>{user.nickname}</Name>
        <ChevronDown size={12} aria-hidden />
      </TopTrigger>
      {open && (
        <Panel ref={panelRef as Ref<HTMLDivElement>} id={panelId} align="end" onKeyDown={onPanelKeyDown}>
          <Profile>
            <Avatar src={user.avatar} size={48} />
            <ProfileText>
              <strong title={user.nickname}>{user.nickname}</strong>
              <dl>
                <dt>{t('phone')}</dt>
                <dd>{user.phone || t('notBound')}</dd>
                <dt>{t('email')}</dt>
                <dd title={user.email || undefined}>{user.email || t('notBound')}</dd>
              </dl>
            </ProfileText>
          </Profile>
          <Shortcuts>
            {[
              { href: ordersHref, Icon: ClipboardList, key: 'orders' },
              { href: refundsHref, Icon: Undo2, key: 'refunds' },
              { href: reviewsHref, Icon: MessageSquareText, key: 'reviews' },
            ].map(({ href, Icon, key }) => (
              <li key={key}>
                <Link href={href}>
                  <Icon size={20} aria-hidden />
                  {t(key)}
                </Link>
              </li>
            ))}
          </Shortcuts>
          {entries.length > 0 && (
            <More>
              <p id={`${id}-more`}>{t('more')}</p>
              <ul aria-labelledby={`${id}-more`}>
                {entries.map((entry) => (
                  <li key={entry.id}>
                    <Link href={menuHref(entry.pc_url, entry.id)} tone="muted" title={entry.name}>
                      {entry.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </More>
          )}
          <Footer>
            <SignOut
              type="button"
              onClick={() => {
                popover.hide(true);
                onSignOut();
              }}
            >
              <LogOut size={14} aria-hidden />
              {t('signOut')}
            </SignOut>
          </Footer>
        </Panel>
      )}
    </DropdownRoot>
  );
}
