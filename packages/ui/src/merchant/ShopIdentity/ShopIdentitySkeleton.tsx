import styled from '@emotion/styled';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';

type SkeletonVariant = 'row' | 'banner';

const Root = styled('div', { shouldForwardProp: (prop) => prop !== 'variant' })<{ variant: SkeletonVariant }>`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${(p) => p.theme.space[p.variant === 'banner' ? 5 : 3]}px;
  min-width: 0;
  > div {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${(p) => p.theme.space[p.variant === 'banner' ? 2 : 1]}px;
  }
`;

/**
 * The placeholder of a {@link ShopIdentity} while the shop loads: the logo's
 * square and the lines of name and rating, in a `row` or on the `banner`.
 * Decorative: the region around it carries `aria-busy`.
 */
export function ShopIdentitySkeleton({ variant = 'row' }: { variant?: SkeletonVariant }) {
  const banner = variant === 'banner';
  return (
    <Root variant={variant}>
      <Skeleton width={banner ? 80 : 56} height={banner ? 80 : 56} radius={8} />
      <div>
        <Skeleton width={banner ? 280 : '60%'} height={banner ? 28 : 16} />
        <Skeleton width={banner ? 160 : 84} height={14} />
        {!banner && <Skeleton width={120} height={12} />}
      </div>
    </Root>
  );
}
