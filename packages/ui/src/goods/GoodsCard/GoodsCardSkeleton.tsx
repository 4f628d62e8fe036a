import styled from '@emotion/styled';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { cardFrame } from '../../theme/cardFrame.ts';
import { GoodsTileBody } from './goodsTile.ts';

const Card = styled.div(cardFrame);

const SquareSkeleton = styled(Skeleton)`
  height: auto;
  aspect-ratio: 1;
`;

/**
 * The placeholder of a goods tile ({@link GoodsCard}, a favourite): square
 * picture, two name lines, price, one line more. Decorative.
 */
export function GoodsCardSkeleton() {
  return (
    <Card>
      <SquareSkeleton radius={0} />
      <GoodsTileBody>
        <Skeleton height={14} />
        <Skeleton height={14} width="60%" />
        <Skeleton height={22} width="45%" />
        <Skeleton height={12} />
      </GoodsTileBody>
    </Card>
  );
}
