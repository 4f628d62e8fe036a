import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';

export interface SkeletonProps {
  /** CSS width (px number or any length); default 100%. */
  width?: number | string;
  /** Height in px; default 16. */
  height?: number;
  /** Corner radius in px; default the theme's small radius. */
  radius?: number;
  className?: string;
}

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const Block = styled.span<{ w: number | string; h: number; r: number | undefined }>`
  display: block;
  width: ${(p) => (typeof p.w === 'number' ? `${p.w}px` : p.w)};
  height: ${(p) => p.h}px;
  border-radius: ${(p) => p.r ?? p.theme.radius.sm}px;
  background: linear-gradient(90deg, #ececec 25%, #f6f6f6 50%, #ececec 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/**
 * A grey placeholder block shown while content loads. Decorative: the region
 * that holds skeletons should carry `aria-busy` and a label.
 */
export function Skeleton({ width = '100%', height = 16, radius, className }: SkeletonProps) {
  return <Block aria-hidden w={width} h={height} r={radius} className={className} />;
}
