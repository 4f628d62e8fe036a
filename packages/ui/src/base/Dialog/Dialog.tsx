import styled from '@emotion/styled';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { focusRing } from '../../theme/theme.ts';

export interface DialogProps {
  open: boolean;
  /** Heading; also the dialog's accessible name. */
  title: ReactNode;
  /** Called on the close button, Escape, and a click on the backdrop. */
  onClose: () => void;
  children: ReactNode;
  /** Buttons along the bottom. */
  footer?: ReactNode;
  /** Width in px (default 480). */
  width?: number;
}

const Root = styled.dialog<{ panelWidth: number }>`
  width: min(${(p) => p.panelWidth}px, calc(100vw - 32px));
  max-height: calc(100vh - 64px);
  padding: 0;
  border: 0;
  border-radius: ${(p) => p.theme.radius.lg}px;
  box-shadow: ${(p) => p.theme.shadow.raised};
  color: ${(p) => p.theme.color.text};
  &::backdrop {
    background: ${(p) => p.theme.color.overlay};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${(p) => p.theme.space[4]}px ${(p) => p.theme.space[5]}px;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.lg}px;
    font-weight: ${(p) => p.theme.font.weight.bold};
  }
`;

const Close = styled.button`
  display: inline-flex;
  padding: ${(p) => p.theme.space[1]}px;
  border: 0;
  border-radius: ${(p) => p.theme.radius.sm}px;
  background: transparent;
  color: ${(p) => p.theme.color.textMuted};
  cursor: pointer;
  &:hover {
    color: ${(p) => p.theme.color.text};
  }
  ${focusRing}
`;

const Body = styled.div`
  padding: ${(p) => p.theme.space[5]}px;
  overflow: auto;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${(p) => p.theme.space[3]}px;
  padding: ${(p) => p.theme.space[4]}px ${(p) => p.theme.space[5]}px;
  border-top: 1px solid ${(p) => p.theme.color.border};
`;

/**
 * A modal dialog on the native `<dialog>` element: focus is trapped, and
 * returns to the opener when it closes or unmounts; Escape and a backdrop click call `onClose`.
 * Content is mounted only while open.
 */
export function Dialog({ open, title, onClose, children, footer, width = 480 }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const intl = useIntl();
  // Whether the owner wants the dialog open; a native close while this is true
  // came from the browser (Escape without a cancel event) and must be reported.
  const wanted = useRef(open);

  useEffect(() => {
    wanted.current = open;
    const dialog = ref.current;
    if (!dialog || !open) return;
    // The browser gives focus back to the opener on close(), but not when an
    // owner unmounts an open dialog (the usual way to close one): do it here.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return (
    <Root
      ref={ref}
      panelWidth={width}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: let the owner decide, so `open` stays the single source of truth.
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        if (wanted.current) onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <>
          <Header>
            <h2 id={titleId}>{title}</h2>
            <Close type="button" aria-label={intl.formatMessage({ id: 'dialog.close' })} onClick={onClose}>
              <X size={18} aria-hidden />
            </Close>
          </Header>
          <Body>{children}</Body>
          {footer && <Footer>{footer}</Footer>}
        </>
      )}
    </Root>
  );
}
