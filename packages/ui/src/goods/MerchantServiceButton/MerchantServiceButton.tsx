import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { Headset, Phone } from 'lucide-react';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../base/Button/Button.tsx';
import { VisuallyHidden } from '../../base/VisuallyHidden/VisuallyHidden.tsx';
import { usePopover } from '../../header/usePopover.ts';
import { focusRing, focusRingOf } from '../../theme/theme.ts';
import { merchantServiceContact, type MerchantServiceConfig } from './merchantService.ts';

export interface MerchantServiceButtonProps {
  /** The shop's customer-service config (`customer/service/info/{merId}`). */
  service: MerchantServiceConfig;
  /** Channel `message`: the app opens the leave-a-message dialog. */
  onLeaveMessage: () => void;
  /** Full width of its container. */
  block?: boolean;
}

/** The look of a ghost {@link Button} (36 px), for the anchors that leave the mall. */
const ghostLook = (t: Theme, block: boolean) => css`
  display: ${block ? 'flex' : 'inline-flex'};
  width: ${block ? '100%' : 'auto'};
  align-items: center;
  justify-content: center;
  gap: ${t.space[2]}px;
  height: 36px;
  padding: 0 ${t.space[4]}px;
  border: 1px solid ${t.color.borderStrong};
  border-radius: ${t.radius.sm}px;
  background: ${t.color.surface};
  color: ${t.color.text};
  font-size: ${t.font.size.md}px;
  font-weight: ${t.font.weight.medium};
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    border-color: ${t.color.brand};
    color: ${t.color.brand};
  }
  ${focusRingOf(t)}
`;

/** tel:, mailto: and the H5 page are outside the mall: plain anchors, not the router's link. */
const Anchor = styled('a', { shouldForwardProp: (prop) => prop !== 'block' })<{ block: boolean }>`
  ${(p) => ghostLook(p.theme, p.block)}
`;

const Root = styled('div', { shouldForwardProp: (prop) => prop !== 'block' })<{ block: boolean }>`
  position: relative;
  display: ${(p) => (p.block ? 'block' : 'inline-block')};
`;

const Panel = styled.div`
  position: absolute;
  top: calc(100% + ${(p) => p.theme.space[1]}px);
  left: 0;
  z-index: ${(p) => p.theme.zIndex.drawer};
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[2]}px;
  min-width: 100%;
  padding: ${(p) => p.theme.space[3]}px ${(p) => p.theme.space[4]}px;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md}px;
  box-shadow: ${(p) => p.theme.shadow.raised};
  white-space: nowrap;
  p {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.xs}px;
    color: ${(p) => p.theme.color.textMuted};
  }
`;

const Dial = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[1]}px;
  color: ${(p) => p.theme.color.brand};
  font-size: ${(p) => p.theme.font.size.lg}px;
  font-weight: ${(p) => p.theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  ${focusRing}
`;

/**
 * 联系客服 for one shop, doing what its `serviceType` says (see
 * {@link merchantServiceContact}):
 * - `H5`: a link opening `serviceLink` in a new tab (said so to screen readers);
 * - `phone`: a button showing a small panel with `servicePhone` as a `tel:`
 *   link (opened by click or Enter; Escape, a press outside or leaving it closes it);
 * - `email`: a `mailto:` link to `serviceEmail`;
 * - `message`: a button calling `onLeaveMessage` (the app opens the leave-a-message dialog).
 *
 * Renders nothing when the channel's value is missing or unusable.
 * Reuses the mall-wide service panel's rules ({@link FloatingWindow}).
 * @see spec §3 Customer-service config, §2 (goods detail: customer-service entry); crmeb-api §4.11 customer/service/info
 */
export function MerchantServiceButton({ service, onLeaveMessage, block = false }: MerchantServiceButtonProps) {
  const intl = useIntl();
  const { open, panelId, panelRef, rootProps, triggerProps } = usePopover<HTMLDivElement, HTMLButtonElement>({ hover: false });
  const contact = merchantServiceContact(service);
  const label = intl.formatMessage({ id: 'merchantService.contact' });
  const icon = <Headset size={16} aria-hidden />;

  if (!contact) return null;

  switch (contact.kind) {
    case 'h5':
      return (
        <Anchor block={block} href={contact.href} target="_blank" rel="noopener noreferrer">
          {icon}
          {label}
          <VisuallyHidden>{intl.formatMessage({ id: 'merchantService.newTab' })}</VisuallyHidden>
        </Anchor>
      );
    case 'email':
      return (
        <Anchor block={block} href={contact.href} title={contact.email}>
          {icon}
          {label}
          <VisuallyHidden>{intl.formatMessage({ id: 'merchantService.email' }, { email: contact.email })}</VisuallyHidden>
        </Anchor>
      );
    case 'message':
      return (
        <Button variant="ghost" block={block} icon={icon} aria-haspopup="dialog" onClick={onLeaveMessage}>
          {label}
        </Button>
      );
    case 'phone':
      return (
        <Root block={block} {...rootProps}>
          <Button
            variant="ghost"
            block={block}
            icon={icon}
            {...triggerProps}
          >
            {label}
          </Button>
          {open && (
            <Panel
              id={panelId}
              ref={panelRef as Ref<HTMLDivElement>}
              role="group"
              aria-label={intl.formatMessage({ id: 'merchantService.phoneTitle' })}
            >
              <p>{intl.formatMessage({ id: 'merchantService.phoneTitle' })}</p>
              <Dial href={contact.href} aria-label={intl.formatMessage({ id: 'merchantService.call' }, { phone: contact.phone })}>
                <Phone size={16} aria-hidden />
                {contact.phone}
              </Dial>
            </Panel>
          )}
        </Root>
      );
  }
}
