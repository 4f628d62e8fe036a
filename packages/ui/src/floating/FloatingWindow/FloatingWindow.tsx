import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { ArrowUpToLine, Headset, Mail, MessageCircleMore, MessageSquareText, Phone, Store } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../base/Button/Button.tsx';
import { Link } from '../../base/Link/Link.tsx';
import { serviceContact, type ServiceConfig } from './serviceContact.ts';
import { QrCode } from '../../base/QrCode/QrCode.tsx';

export interface FloatingWindowProps {
  /** Shows 回到顶部; the app turns it on once the page is scrolled. */
  showBackToTop: boolean;
  /** 回到顶部 was pressed: the app scrolls smoothly to the top. */
  onBackToTop: () => void;
  /** Encoded as the QR code of the service panel (e.g. the mobile mall's address); '' hides the code. */
  qrUrl: string;
  /** The platform's customer-service config (spec §3; home data `consumer*` fields). */
  service: ServiceConfig;
  /** The chat button of service type `message`: the app opens the leave-a-message dialog. */
  onLeaveMessage: () => void;
  /** Where 商家入驻 leads: the merchant application (spec §2: `/users/merchant_settled?menuCur=70`). */
  merchantApplyHref: string;
}

/** Width of the window, px (spec §2 Floating window). */
const WIDTH = 64;
/** Width of the window, px, where the margin beside the 1200 px page is narrower than {@link WIDTH}. */
const COMPACT_WIDTH = 28;
/**
 * Windows where the full window would cover the page's right edge: up to the
 * 1200 px page plus the window on each side and a 17 px scroll bar. There the
 * window shrinks to icons ({@link COMPACT_WIDTH}), which a 1280 px window's
 * margin holds (31.5 px with a scroll bar, 40 px without).
 */
const COMPACT = '@media (max-width: 1344px)';

const Root = styled.aside`
  position: fixed;
  right: 0;
  bottom: 39%;
  z-index: ${(p) => p.theme.zIndex.floating};
  width: ${WIDTH}px;
  font-size: ${(p) => p.theme.font.size.xs}px;
  ${COMPACT} {
    width: ${COMPACT_WIDTH}px;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    background: ${(p) => p.theme.color.surface};
    border: 1px solid ${(p) => p.theme.color.border};
    border-right: 0;
    border-radius: ${(p) => p.theme.radius.md}px 0 0 ${(p) => p.theme.radius.md}px;
    box-shadow: ${(p) => p.theme.shadow.raised};
  }
  li {
    position: relative;
  }
  li + li {
    border-top: 1px solid ${(p) => p.theme.color.border};
  }
  li:first-of-type > :first-child {
    border-top-left-radius: ${(p) => p.theme.radius.md}px;
  }
  li:last-of-type > :first-child {
    border-bottom-left-radius: ${(p) => p.theme.radius.md}px;
  }
`;

/** One square item: an icon over a short label; red when hovered, focused or open. */
const itemStyle = (t: Theme) => css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${t.space[1]}px;
  box-sizing: border-box;
  width: 100%;
  min-height: ${WIDTH}px;
  padding: ${t.space[2]}px ${t.space[1]}px;
  border: 0;
  background: transparent;
  color: ${t.color.textMuted};
  font: inherit;
  line-height: 1.3;
  text-align: center;
  text-decoration: none;
  overflow-wrap: anywhere;
  cursor: pointer;
  transition:
    background ${t.motion.fast}ms,
    color ${t.motion.fast}ms;
  svg {
    flex: none;
  }
  &:hover,
  &[aria-expanded='true'] {
    background: ${t.color.brand};
    color: ${t.color.onBrand};
  }
  &:focus-visible {
    outline: 2px solid ${t.color.focus};
    outline-offset: -3px;
  }
  ${COMPACT} {
    min-height: 40px;
    padding: 0;
    svg {
      width: 18px;
      height: 18px;
    }
    /* The label, off screen in the narrow window, shows as a tag to the left while pointed at or focused. */
    &:hover > [data-tag],
    &:focus-visible > [data-tag] {
      width: auto;
      height: auto;
      padding: ${t.space[1]}px ${t.space[2]}px;
      overflow: visible;
      clip: auto;
    }
  }
`;

/**
 * An item's label: under its icon, or in the narrow window off screen (still
 * its accessible name); with `data-tag`, shown there as a tag on hover and focus.
 */
const Label = styled.span`
  ${COMPACT} {
    position: absolute;
    top: 50%;
    right: calc(100% + ${(p) => p.theme.space[2]}px);
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    transform: translateY(-50%);
    border-radius: ${(p) => p.theme.radius.sm}px;
    background: ${(p) => p.theme.color.text};
    color: ${(p) => p.theme.color.onBrand};
    pointer-events: none;
  }
`;

const ItemButton = styled.button`
  ${(p) => itemStyle(p.theme)}
`;

const ItemLink = styled(Link)`
  ${(p) => itemStyle(p.theme)}
  &:hover {
    color: ${(p) => p.theme.color.onBrand};
  }
`;

/** The panel left of the service item; its padding bridges the gap so the pointer can move into it. */
const Panel = styled.div`
  position: absolute;
  top: 50%;
  right: 100%;
  padding-right: ${(p) => p.theme.space[3]}px;
  transform: translateY(-50%);
  &[hidden] {
    display: none;
  }
`;

const Card = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space[2]}px;
  box-sizing: border-box;
  width: 200px;
  padding: ${(p) => p.theme.space[4]}px;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md}px;
  box-shadow: ${(p) => p.theme.shadow.raised};
  color: ${(p) => p.theme.color.textMuted};
  text-align: center;
  /* The arrow pointing at the item. */
  &::after {
    content: '';
    position: absolute;
    top: 50%;
    right: -6px;
    width: 10px;
    height: 10px;
    margin-top: -5px;
    background: ${(p) => p.theme.color.surface};
    border-top: 1px solid ${(p) => p.theme.color.border};
    border-right: 1px solid ${(p) => p.theme.color.border};
    transform: rotate(45deg);
  }
  p {
    margin: 0;
  }
`;

const QrBox = styled.div`
  padding: ${(p) => p.theme.space[2]}px;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.sm}px;
  line-height: 0;
`;

/** The hotline or email address, in plain text. */
const Hint = styled.p`
  color: ${(p) => p.theme.color.text};
  font-size: ${(p) => p.theme.font.size.xs}px;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

/** tel:, mailto: and the h5 page are outside the mall, so a plain anchor, looking like a small primary button. */
const ChatAnchor = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space[1]}px;
  box-sizing: border-box;
  width: 100%;
  min-height: 28px;
  padding: ${(p) => p.theme.space[1]}px ${(p) => p.theme.space[2]}px;
  border-radius: ${(p) => p.theme.radius.sm}px;
  background: ${(p) => p.theme.color.brand};
  color: ${(p) => p.theme.color.onBrand};
  font-size: ${(p) => p.theme.font.size.sm}px;
  font-weight: ${(p) => p.theme.font.weight.medium};
  text-decoration: none;
  overflow-wrap: anywhere;
  svg {
    flex: none;
  }
  &:hover {
    background: ${(p) => p.theme.color.brandHover};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.focus};
    outline-offset: 2px;
  }
`;

/**
 * The customer-service widget floating at the right edge of every page
 * (fixed, `bottom: 39%`, 64 px wide, `theme.zIndex.floating`): a column of
 * items — 联系客服, 商家入驻 (a link to `merchantApplyHref`) and, when
 * `showBackToTop`, 回到顶部. In windows up to 1344 px wide, where 64 px would
 * cover the right edge of the 1200 px page, it is 28 px wide with icons only:
 * the labels stay the items' accessible names, and 商家入驻 and 回到顶部 show
 * theirs as a tag while pointed at or focused.
 *
 * 联系客服 opens a panel to its left on hover, on keyboard focus and on a
 * click or tap (Escape, leaving it or tapping elsewhere closes it). The panel
 * shows the QR code of `qrUrl` with 扫码访问手机商城, the hotline as a hint
 * (or the email address) when there is one, and a chat control that follows `service.type` (see
 * {@link serviceContact}): h5 → the chat page in a new tab, message →
 * `onLeaveMessage`, hotline/phone → a `tel:` link with the number, email → a
 * `mailto:` link.
 * @see spec §2 Floating window, §3 Customer-service config
 */
export function FloatingWindow({
  showBackToTop,
  onBackToTop,
  qrUrl,
  service,
  onLeaveMessage,
  merchantApplyHref,
}: FloatingWindowProps) {
  const intl = useIntl();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const itemRef = useRef<HTMLLIElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  /** Pointer type of the press that is about to click the trigger ('' for the keyboard). */
  const pressedWith = useRef('');
  /** Set while Escape hands focus back to the trigger, so that focus does not reopen the panel. */
  const closing = useRef(false);
  const contact = serviceContact(service);
  const phoneHint =
    service.type !== 'hotline' && service.type !== 'phone' && service.phone.trim() ? service.phone.trim() : '';

  // A tap or click elsewhere closes the panel (touch has no "leave").
  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!itemRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function keyboardFocusInside() {
    const active = document.activeElement;
    return Boolean(active && itemRef.current?.contains(active) && active.matches(':focus-visible'));
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    if (document.activeElement !== triggerRef.current) {
      closing.current = true;
      triggerRef.current?.focus();
      closing.current = false;
    }
  }

  function onBlur(event: FocusEvent) {
    if (!itemRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  }

  return (
    <Root aria-label={intl.formatMessage({ id: 'floatingWindow.label' })}>
      <ul>
        <li
          ref={itemRef}
          onMouseEnter={() => setOpen(true)}
          onMouseLeave={() => {
            if (!keyboardFocusInside()) setOpen(false);
          }}
          onFocus={() => {
            if (!closing.current) setOpen(true);
          }}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
        >
          <ItemButton
            ref={triggerRef}
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onPointerDown={(event) => {
              pressedWith.current = event.pointerType;
            }}
            onClick={() => {
              // A pointer press has already opened it by hover/focus: keep it open.
              // The keyboard (no pointer) toggles.
              setOpen((was) => (pressedWith.current ? true : !was));
              pressedWith.current = '';
            }}
          >
            <Headset size={22} strokeWidth={1.75} aria-hidden />
            {/* No tag: pointing at it opens the panel, which says what it is. */}
            <Label>
              <FormattedMessage id="floatingWindow.service" />
            </Label>
          </ItemButton>
          <Panel id={panelId} hidden={!open}>
            <Card>
              {qrUrl && (
                <>
                  <QrBox>
                    <QrCode value={qrUrl} size={112} title={intl.formatMessage({ id: 'floatingWindow.qrTitle' })} />
                  </QrBox>
                  <p>
                    <FormattedMessage id="floatingWindow.scanHint" />
                  </p>
                </>
              )}
              {phoneHint && (
                <Hint>
                  <FormattedMessage id="floatingWindow.phoneHint" values={{ phone: phoneHint }} />
                </Hint>
              )}
              {contact?.kind === 'h5' && (
                <ChatAnchor
                  href={contact.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={intl.formatMessage({ id: 'floatingWindow.chatOnlineNewTab' })}
                >
                  <MessageCircleMore size={16} aria-hidden />
                  <FormattedMessage id="floatingWindow.chatOnline" />
                </ChatAnchor>
              )}
              {contact?.kind === 'message' && (
                <Button
                  size="sm"
                  block
                  icon={<MessageSquareText size={16} aria-hidden />}
                  onClick={() => {
                    setOpen(false);
                    onLeaveMessage();
                  }}
                >
                  <FormattedMessage id="floatingWindow.leaveMessage" />
                </Button>
              )}
              {contact?.kind === 'phone' && (
                <ChatAnchor
                  href={contact.href}
                  aria-label={intl.formatMessage({ id: 'floatingWindow.call' }, { phone: contact.phone })}
                >
                  <Phone size={16} aria-hidden />
                  {contact.phone}
                </ChatAnchor>
              )}
              {contact?.kind === 'email' && (
                <>
                  <Hint>
                    <FormattedMessage id="floatingWindow.emailHint" values={{ email: contact.email }} />
                  </Hint>
                  <ChatAnchor
                    href={contact.href}
                    aria-label={intl.formatMessage({ id: 'floatingWindow.email' }, { email: contact.email })}
                  >
                    <Mail size={16} aria-hidden />
                    <FormattedMessage id="floatingWindow.sendEmail" />
                  </ChatAnchor>
                </>
              )}
            </Card>
          </Panel>
        </li>
        <li>
          <ItemLink href={merchantApplyHref}>
            <Store size={22} strokeWidth={1.75} aria-hidden />
            <Label data-tag>
              <FormattedMessage id="floatingWindow.merchant" />
            </Label>
          </ItemLink>
        </li>
        {showBackToTop && (
          <li>
            <ItemButton type="button" onClick={onBackToTop}>
              <ArrowUpToLine size={22} strokeWidth={1.75} aria-hidden />
              <Label data-tag>
                <FormattedMessage id="floatingWindow.backToTop" />
              </Label>
            </ItemButton>
          </li>
        )}
      </ul>
    </Root>
  );
}
