import styled from '@emotion/styled';
import { lazy, Suspense } from 'react';

/** qrcode.react loads the first time a code is shown (a popover opening), not with the page. */
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

export interface QrCodeProps {
  /** Text to encode, e.g. the mobile mall's address. */
  value: string;
  /** Side in px. */
  size: number;
  /** Accessible name of the picture. */
  title: string;
  /** Error correction: M (default) survives a little damage, H more. */
  level?: 'L' | 'M' | 'Q' | 'H';
}

const Placeholder = styled.span<{ size: number }>`
  display: block;
  width: ${(p) => p.size}px;
  height: ${(p) => p.size}px;
  background: ${(p) => p.theme.color.disabledSurface};
`;

/** A QR code drawn as SVG (qrcode.react), loaded on demand; a plain square of the same size until then. */
export function QrCode({ value, size, title, level = 'M' }: QrCodeProps) {
  return (
    <Suspense fallback={<Placeholder size={size} aria-hidden />}>
      <QRCodeSVG value={value} size={size} level={level} marginSize={0} title={title} role="img" />
    </Suspense>
  );
}
