import styled from '@emotion/styled';
import { Link } from '../../base/Link/Link.tsx';
import { Price } from '../../money/Price/Price.tsx';

/**
 * How a tile is drawn: `sm` a square picture over the text; `lg` the same,
 * larger; `cell` a 4:3 picture (the small tiles of the big/small grid);
 * `lead` a picture that fills whatever height the grid gives the tile (its big tile).
 */
export type ActivityTileSize = 'sm' | 'lg' | 'cell' | 'lead';

/** One goods of an activity as a tile. */
export interface ActivityTileProps {
  image: string;
  storeName: string;
  /** Current price, cents. */
  price: number;
  /** Old price, cents; struck through only when above `price`. */
  otPrice: number;
  href: string;
  size?: ActivityTileSize;
}

const Tile = styled(Link, { shouldForwardProp: (prop) => prop !== 'size' })<{ size: ActivityTileSize }>`
  display: flex;
  flex-direction: column;
  height: 100%;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md}px;
  overflow: hidden;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  transition:
    box-shadow ${(p) => p.theme.motion.normal}ms,
    border-color ${(p) => p.theme.motion.normal}ms;
  &:hover {
    color: ${(p) => p.theme.color.text};
    border-color: transparent;
    box-shadow: ${(p) => p.theme.shadow.raised};
  }
  &:hover p {
    color: ${(p) => p.theme.color.brand};
  }
  img {
    display: block;
    width: 100%;
    object-fit: cover;
    background: ${(p) => p.theme.color.page};
    /* The lead tile takes its height from the grid rows, so its picture adds none of its own. */
    ${(p) => (p.size === 'lead' ? 'flex: 1; height: 0; min-height: 0;' : p.size === 'cell' ? 'aspect-ratio: 4 / 3;' : 'aspect-ratio: 1;')}
  }
  div {
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space[1]}px;
    padding: ${(p) => (p.size === 'sm' || p.size === 'cell' ? p.theme.space[3] : p.theme.space[4])}px;
  }
  p {
    margin: 0;
    font-size: ${(p) => (p.size === 'sm' || p.size === 'cell' ? p.theme.font.size.md : p.theme.font.size.lg)}px;
    line-height: 20px;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
    transition: color ${(p) => p.theme.motion.fast}ms;
  }
  span.prices {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${(p) => p.theme.space[2]}px;
  }
`;

/**
 * A goods tile of an activity block: picture (decorative: the name follows),
 * one-line name (the full name in `title`), price and struck old price; the
 * whole tile is one link named by its text.
 */
export function ActivityTile({ image, storeName, price, otPrice, href, size = 'sm' }: ActivityTileProps) {
  return (
    <Tile href={href} size={size}>
      <img src={image} alt="" loading="lazy" decoding="async" />
      <div>
        <p title={storeName}>{storeName}</p>
        <span className="prices">
          <Price cents={price} size={size === 'sm' || size === 'cell' ? 'lg' : 'xl'} />
          {otPrice > price && <Price cents={otPrice} variant="original" size="sm" />}
        </span>
      </div>
    </Tile>
  );
}
