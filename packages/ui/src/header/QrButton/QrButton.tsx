import styled from '@emotion/styled';
import { QrCode } from 'lucide-react';
import type { FocusEvent } from 'react';
import { useIntl } from 'react-intl';
import { focusRing } from '../../theme/theme.ts';
import { actionBox, DropdownPanel, DropdownRoot } from '../headerParts.tsx';
import { usePopover } from '../usePopover.ts';
import { QrCode as QrCodeImage } from '../../base/QrCode/QrCode.tsx';

/** Side of the QR code, px. */
export const QR_CODE_SIZE = 120;

export interface QrButtonProps {
  /** The address the QR code encodes (the mobile mall); also shown as text under it. */
  url: string;
  /** The button's text, also the QR picture's name (e.g. 扫码逛商城). */
  label: string;
}

/** Only as tall as the button, so the card opens right under it. */
const Root = styled(DropdownRoot)`
  flex: none;
  height: auto;
`;

const Trigger = styled.button`
  ${actionBox}
  white-space: nowrap;
  cursor: pointer;
  &[aria-expanded='true'] {
    border-color: ${(p) => p.theme.color.brand};
  }
  ${focusRing}
`;

const Panel = styled(DropdownPanel)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space[2]}px;
  width: 176px;
  padding: ${(p) => p.theme.space[4]}px;
  text-align: center;
  svg {
    display: block;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text};
  font-size: ${(p) => p.theme.font.size.sm}px;
`;

const Address = styled.p`
  margin: 0;
  max-width: 100%;
  color: ${(p) => p.theme.color.textSubtle};
  font-size: ${(p) => p.theme.font.size.xs}px;
  overflow-wrap: anywhere;
`;

/**
 * A button (QR icon + `label`) that shows a small card with the QR code of
 * `url` ({@link QR_CODE_SIZE} px, drawn as SVG) over a scan hint and the
 * address as text. It opens while the mouse rests on it, on click, and when
 * it gets keyboard focus; Escape, a press outside or leaving it closes it.
 * @see spec §2 Header (code/QR button), §1 (separate mobile mall)
 */
export function QrButton({ url, label }: QrButtonProps) {
  const intl = useIntl();
  const popover = usePopover();
  const { open, panelId } = popover;

  function onFocus(event: FocusEvent<HTMLButtonElement>) {
    // Keyboard focus opens it; a click has its own handler.
    if (event.currentTarget.matches(':focus-visible')) popover.show('focus');
  }

  return (
    <Root {...popover.rootProps}>
      <Trigger {...popover.triggerProps} onFocus={onFocus}>
        <QrCode size={20} aria-hidden />
        {label}
      </Trigger>
      {open && (
        <Panel id={panelId} align="end">
          <QrCodeImage value={url} size={QR_CODE_SIZE} title={label} />
          <Hint>{intl.formatMessage({ id: 'qrButton.hint' })}</Hint>
          <Address>{url}</Address>
        </Panel>
      )}
    </Root>
  );
}
