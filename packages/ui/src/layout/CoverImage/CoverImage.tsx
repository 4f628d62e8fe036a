import styled from '@emotion/styled';
import { layoutProps } from '../spacing.ts';

export interface CoverImageProps {
  /** Width over height (default 3: a 1200×400 header picture). The picture is cropped to it, never stretched. */
  ratio?: number;
}

/**
 * A picture as wide as its container at a fixed shape, cropped to fill it:
 * the shop street's header picture. An `img`: give it `src` and `alt` (`""`
 * when it only decorates). Its box is reserved before the picture loads, so
 * the page does not jump.
 * @see spec §2 (shop street)
 */
export const CoverImage = styled('img', { shouldForwardProp: layoutProps(['ratio']) })<CoverImageProps>`
  display: block;
  width: 100%;
  aspect-ratio: ${(p) => p.ratio ?? 3};
  object-fit: cover;
`;
