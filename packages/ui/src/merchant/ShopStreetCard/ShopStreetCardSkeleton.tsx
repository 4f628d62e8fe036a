import styled from '@emotion/styled';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';

const Card = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space[2]}px;
  padding-bottom: ${(p) => p.theme.space[3]}px;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md}px;
  overflow: hidden;
`;

/** The placeholder of a {@link ShopStreetCard}: band, round logo, name, stars, goods. Decorative. */
export function ShopStreetCardSkeleton() {
  return (
    <Card>
      <Skeleton height={96} radius={0} />
      <Skeleton width={64} height={64} radius={32} />
      <Skeleton width="60%" height={16} />
      <Skeleton width={90} height={14} />
      <Skeleton width="85%" height={72} />
    </Card>
  );
}
