import styled from '@emotion/styled';

/** The square picture box of a goods tile: the picture covers it, grey until it loads. */
export const GoodsPicture = styled.div`
  position: relative;
  aspect-ratio: 1;
  background: ${(p) => p.theme.color.page};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The text part of a goods tile under its picture: name, price and the rest in a column that fills the tile. */
export const GoodsTileBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${(p) => p.theme.space[2]}px;
  padding: ${(p) => p.theme.space[3]}px;
`;
