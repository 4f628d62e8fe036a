import styled from '@emotion/styled';
import { ZoomIn } from 'lucide-react';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { focusRing } from '../../theme/theme.ts';

export interface ThumbnailProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** Picture URL; drawn to cover the box. */
  src: string;
  /** Width in px (default 72). */
  width?: number;
  /** Height in px (default `width`: a square). */
  height?: number;
  /** The picture shown now (a gallery's main picture): red frame and `aria-current`. */
  current?: boolean;
  /**
   * The press opens the picture large: a zoom-in cursor, and with `badge` a
   * magnifier in the corner too (for large thumbnails, e.g. licences).
   */
  zoom?: 'cursor' | 'badge';
}

const Root = styled('button', { shouldForwardProp: (prop) => prop !== 'boxWidth' && prop !== 'boxHeight' && prop !== 'zoom' })<{
  boxWidth: number;
  boxHeight: number;
  zoom: boolean;
}>`
  position: relative;
  flex: none;
  display: block;
  width: ${(p) => p.boxWidth}px;
  height: ${(p) => p.boxHeight}px;
  padding: 0;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.sm}px;
  background: ${(p) => p.theme.color.page};
  overflow: hidden;
  cursor: ${(p) => (p.zoom ? 'zoom-in' : 'pointer')};
  transition: border-color ${(p) => p.theme.motion.fast}ms;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &:hover {
    border-color: ${(p) => p.theme.color.brand};
  }
  /* A second pixel drawn over the picture's edge: the shown one's frame is thicker, not only red, and nothing moves. */
  &[aria-current='true'] {
    border-color: ${(p) => p.theme.color.brand};
  }
  &[aria-current='true']::after {
    content: '';
    position: absolute;
    inset: 0;
    border: 1px solid ${(p) => p.theme.color.brand};
    pointer-events: none;
  }
  ${focusRing}
`;

const Badge = styled.span`
  position: absolute;
  right: ${(p) => p.theme.space[2]}px;
  bottom: ${(p) => p.theme.space[2]}px;
  display: inline-flex;
  padding: ${(p) => p.theme.space[1]}px;
  border-radius: ${(p) => p.theme.radius.pill}px;
  background: ${(p) => p.theme.color.overlay};
  color: ${(p) => p.theme.color.onBrand};
`;

/**
 * A picture as a button: the thumbnails of a gallery (marking the `current`
 * one) and of an {@link ImageViewer} (`zoom`). Its picture is decorative,
 * so name the button (`aria-label`, e.g. "查看第 2 张图片").
 */
export const Thumbnail = forwardRef<HTMLButtonElement, ThumbnailProps>(function Thumbnail(
  { src, width = 72, height = width, current = false, zoom, type = 'button', ...rest },
  ref,
) {
  return (
    <Root
      ref={ref}
      type={type}
      boxWidth={width}
      boxHeight={height}
      zoom={zoom !== undefined}
      aria-current={current ? 'true' : undefined}
      {...rest}
    >
      <img src={src} alt="" loading="lazy" decoding="async" />
      {zoom === 'badge' && (
        <Badge aria-hidden>
          <ZoomIn size={14} />
        </Badge>
      )}
    </Root>
  );
});
