import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Link } from '../../base/Link/Link.tsx';
import { focusRing } from '../../theme/theme.ts';

export interface GoodsLineProps {
  /** Picture URL of the goods or SKU. Decorative (`alt=""`): the name next to it says what it is. */
  image: string;
  /** Goods name (the API's `storeName` / `productName`), clamped to two lines. */
  name: string;
  /** SKU values as the API writes them, e.g. `曜石黑,8GB+256GB`; nothing is shown when ''. */
  sku: string;
  /** Path of the goods page: the name becomes a router link, the picture a link out of the Tab order. */
  href?: string;
  /** Width and height of the square picture, px. */
  imageSize: number;
  /**
   * Greys the line out: `'image'` fades the picture only (a sold-out line that
   * is still in the cart), `true` also greys the name (goods no longer on sale).
   */
  dimmed?: boolean | 'image';
  /** Extra labels under the SKU, e.g. a {@link GoodsLineTag} saying 已售罄 or 失效. */
  children?: ReactNode;
  /** Class of the root, to place the line in its row (`styled(GoodsLine)`). */
  className?: string;
}

const Root = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space[3]}px;
  min-width: 0;
`;

const Picture = styled('img', { shouldForwardProp: (prop) => prop !== 'size' && prop !== 'dim' })<{
  size: number;
  dim: boolean;
}>`
  flex: none;
  width: ${(p) => p.size}px;
  height: ${(p) => p.size}px;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.sm}px;
  object-fit: cover;
  opacity: ${(p) => (p.dim ? 0.5 : 1)};
`;

const PictureLink = styled(Link)`
  flex: none;
  display: block;
  border-radius: ${(p) => p.theme.radius.sm}px;
  ${focusRing}
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[1]}px;
  min-width: 0;
`;

const nameStyle = `
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  line-height: 1.5;
  overflow-wrap: anywhere;
`;

const Name = styled('span', { shouldForwardProp: (prop) => prop !== 'dim' })<{ dim: boolean }>`
  ${nameStyle}
  ${(p) => p.dim && `color: ${p.theme.color.textSubtle};`}
`;

const NameLink = styled(Link, { shouldForwardProp: (prop) => prop !== 'dim' })<{ dim: boolean }>`
  ${nameStyle}
  ${(p) => p.dim && `color: ${p.theme.color.textSubtle};`}
`;

const Sku = styled.span`
  font-size: ${(p) => p.theme.font.size.xs}px;
  color: ${(p) => p.theme.color.textSubtle};
  overflow-wrap: anywhere;
`;

/**
 * A small grey tag for the state of the goods (已售罄, 失效), white 12 px
 * text; pass it as `children` of {@link GoodsLine}.
 */
export const GoodsLineTag = styled.span`
  align-self: flex-start;
  padding: 0 ${(p) => p.theme.space[2]}px;
  border-radius: ${(p) => p.theme.radius.sm}px;
  background: ${(p) => p.theme.color.textMuted};
  color: ${(p) => p.theme.color.onBrand};
  font-size: ${(p) => p.theme.font.size.xs}px;
  line-height: 20px;
  white-space: nowrap;
`;

/**
 * One goods in a list of lines (cart, order confirm, my orders): a square
 * picture of `imageSize` px, the name clamped to two lines in the surrounding
 * text size, the SKU values in small grey text under it, then `children`
 * (labels such as 已售罄). With `href` the name is a router link
 * ({@link Link}) and the picture links to the same page without a second tab
 * stop. `dimmed` fades sold-out or invalid goods. Prices, quantities and
 * actions belong to the caller's row.
 * @see spec §2 cart, order confirm, my orders; §3 Goods (SKU)
 */
export function GoodsLine({ image, name, sku, href, imageSize, dimmed = false, children, className }: GoodsLineProps) {
  const picture = <Picture src={image} alt="" size={imageSize} dim={dimmed !== false} />;
  const dimName = dimmed === true;
  return (
    <Root className={className}>
      {href ? (
        <PictureLink href={href} tabIndex={-1} aria-hidden>
          {picture}
        </PictureLink>
      ) : (
        picture
      )}
      <Info>
        {href ? (
          <NameLink href={href} dim={dimName}>
            {name}
          </NameLink>
        ) : (
          <Name dim={dimName}>{name}</Name>
        )}
        {sku && <Sku>{sku}</Sku>}
        {children}
      </Info>
    </Root>
  );
}
