import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';

/** Side of the main picture, px (as {@link GoodsGallery}). */
const GALLERY = 420;
/** Width of the side column with the shop card, px. */
const SIDE = 240;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[5]}px;
  width: ${(p) => p.theme.layout.pageWidth}px;
  max-width: 100%;
`;

const Box = styled.div`
  background: ${(p) => p.theme.color.surface};
  border-radius: ${(p) => p.theme.radius.md}px;
  padding: ${(p) => p.theme.space[5]}px;
`;

const Top = styled(Box)`
  display: flex;
  gap: ${(p) => p.theme.space[7]}px;
`;

const Gallery = styled.div`
  flex: none;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[3]}px;
  width: ${GALLERY}px;
`;

const Thumbs = styled.div`
  display: flex;
  justify-content: space-between;
`;

const Column = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${(p) => p.theme.space[3]}px;
  min-width: 0;
`;

const Row = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space[3]}px;
  align-items: center;
`;

const Bottom = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space[5]}px;
  align-items: flex-start;
`;

const Side = styled(Box)`
  flex: none;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[3]}px;
  width: ${SIDE}px;
  padding: ${(p) => p.theme.space[4]}px;
`;

const Main = styled(Box)`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${(p) => p.theme.space[3]}px;
  min-width: 0;
`;

const Spacer = styled.div`
  height: ${(p) => p.theme.space[2]}px;
`;

/**
 * The whole goods detail page while it loads, shaped like the loaded page
 * so nothing jumps: the gallery (420 px picture and five thumbnails) beside
 * the purchase panel (name, selling points, price box, specifications,
 * quantity, two buttons), then the shop card column beside the description.
 * One region named 商品详情加载中 and marked `aria-busy`; the blocks are decorative.
 * @see spec §2 (goods detail), §1 (page width 1200 px)
 */
export function GoodsDetailSkeleton() {
  const intl = useIntl();
  return (
    <Root role="region" aria-busy="true" aria-label={intl.formatMessage({ id: 'goodsDetailSkeleton.label' })}>
      <Top>
        <Gallery>
          <Skeleton height={GALLERY} radius={8} />
          <Thumbs>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} width={72} height={72} />
            ))}
          </Thumbs>
        </Gallery>
        <Column>
          <Skeleton height={24} />
          <Skeleton height={24} width="55%" />
          <Skeleton height={14} width="45%" />
          <Skeleton height={14} width="40%" />
          <Skeleton height={72} />
          <Spacer />
          {[4, 3].map((chips, axis) => (
            <Row key={axis}>
              <Skeleton width={48} height={14} />
              {Array.from({ length: chips }, (_, i) => (
                <Skeleton key={i} width={88} height={34} />
              ))}
            </Row>
          ))}
          <Row>
            <Skeleton width={48} height={14} />
            <Skeleton width={120} height={34} />
          </Row>
          <Spacer />
          <Row>
            <Skeleton width={168} height={44} />
            <Skeleton width={168} height={44} />
          </Row>
        </Column>
      </Top>
      <Bottom>
        <Side>
          <Row>
            <Skeleton width={56} height={56} />
            <Column>
              <Skeleton height={14} />
              <Skeleton height={14} width="60%" />
            </Column>
          </Row>
          <Skeleton height={36} />
        </Side>
        <Main>
          <Row>
            <Skeleton width={96} height={20} />
            <Skeleton width={96} height={20} />
          </Row>
          <Skeleton height={14} />
          <Skeleton height={14} width="80%" />
          <Skeleton height={14} width="60%" />
        </Main>
      </Bottom>
    </Root>
  );
}
