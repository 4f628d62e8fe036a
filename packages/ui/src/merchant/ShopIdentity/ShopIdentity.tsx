import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '../../base/Link/Link.tsx';
import { lineClamp } from '../../theme/lineClamp.ts';
import { ShopStars } from '../ShopStars/ShopStars.tsx';

/**
 * How the block is laid out: `row` the logo (56 px square) beside the name,
 * for cards and lists; `stacked` the logo (64 px round) above a one-line
 * name, centred, for the shop street; `banner` a large logo (80 px) and name
 * in light text on a dark picture, for the shop header.
 */
export type ShopIdentityVariant = 'row' | 'stacked' | 'banner';

/** The shop as the API describes it (`merchantInfo`, `MerchantBrief`, a street shop all fit); extra fields are ignored. */
export interface ShopIdentityShop {
  name: string;
  /** Logo URL (square); '' for a shop icon. */
  avatar: string;
  /** Self-operated by the mall: the 自营 tag before the name. */
  isSelf?: boolean;
  /** Rating 1–5, drawn in whole stars; left out, no stars. */
  starLevel?: number;
}

export interface ShopIdentityProps {
  shop: ShopIdentityShop;
  /** Shoppers following the shop; left out, no count. */
  followers?: number;
  /**
   * The shop's page: the name becomes a link, and so does the logo (kept out
   * of the Tab order and hidden from assistive tech: it repeats the name).
   */
  href?: string;
  /** Element of the name: the heading level the page needs, or `p` (default `h3`). */
  nameAs?: 'h1' | 'h2' | 'h3' | 'p';
  /** Id of the name, so a card can be named by it (`aria-labelledby`). */
  nameId?: string;
  /** Inside the name, after it (e.g. a "closed" tag). */
  nameSuffix?: ReactNode;
  /** More lines under the rating (e.g. when the shopper followed the shop). */
  children?: ReactNode;
  variant?: ShopIdentityVariant;
  className?: string;
}

/** Logo side per variant, px. */
const AVATAR: Record<ShopIdentityVariant, number> = { row: 56, stacked: 64, banner: 80 };

type VariantProps = { variant: ShopIdentityVariant; theme: Theme };
// `as` must be filtered too, or Emotion passes it on instead of rendering that element.
const noVariant = { shouldForwardProp: (prop: string) => prop !== 'variant' && prop !== 'as' };

const Root = styled('div', noVariant)<{ variant: ShopIdentityVariant }>`
  display: flex;
  align-items: center;
  min-width: 0;
  ${({ variant, theme: t }) =>
    variant === 'stacked'
      ? css`
          flex-direction: column;
          gap: ${t.space[1]}px;
          text-align: center;
        `
      : css`
          gap: ${variant === 'banner' ? t.space[5] : t.space[3]}px;
        `}
`;

const avatarStyle = ({ variant, theme: t }: VariantProps) => css`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${AVATAR[variant]}px;
  height: ${AVATAR[variant]}px;
  border: ${variant === 'row' ? `1px solid ${t.color.border}` : `2px solid ${t.color.surface}`};
  border-radius: ${variant === 'stacked' ? t.radius.pill : t.radius.md}px;
  background: ${variant === 'banner' ? t.color.surface : t.color.page};
  box-shadow: ${variant === 'stacked' ? t.shadow.card : 'none'};
  color: ${t.color.textSubtle};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Avatar = styled('span', noVariant)<{ variant: ShopIdentityVariant }>(avatarStyle);
const AvatarLink = styled(Link, noVariant)<{ variant: ShopIdentityVariant }>(avatarStyle);

const Info = styled('div', noVariant)<{ variant: ShopIdentityVariant }>`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[p.variant === 'banner' ? 2 : 1]}px;
  min-width: 0;
  max-width: 100%;
  align-items: ${(p) => (p.variant === 'stacked' ? 'center' : 'stretch')};
  ${(p) => p.variant === 'banner' && 'flex: 1;'}
`;

const nameStyle = ({ variant, theme: t }: VariantProps) => {
  switch (variant) {
    case 'banner':
      return css`
        font-size: ${t.font.size.xxl}px;
        line-height: 1.3;
        overflow-wrap: anywhere;
      `;
    case 'stacked':
      return css`
        margin-top: ${t.space[1]}px;
        font-size: ${t.font.size.md}px;
        line-height: 20px;
        max-width: 100%;
        overflow: hidden;
        white-space: nowrap;
        text-overflow: ellipsis;
      `;
    case 'row':
      return css`
        font-size: ${t.font.size.md}px;
        line-height: 20px;
        ${lineClamp(2)}
      `;
  }
};

const Name = styled('h3', noVariant)<{ variant: ShopIdentityVariant }>`
  margin: 0;
  font-weight: ${(p) => p.theme.font.weight.bold};
  ${nameStyle}
`;

const SelfTag = styled('span', noVariant)<{ variant: ShopIdentityVariant }>`
  display: inline-block;
  padding: 0 ${(p) => p.theme.space[p.variant === 'banner' ? 2 : 1]}px;
  border-radius: ${(p) => p.theme.radius.sm}px;
  background: ${(p) => p.theme.color.brand};
  color: ${(p) => p.theme.color.onBrand};
  font-size: ${(p) => (p.variant === 'banner' ? p.theme.font.size.sm : p.theme.font.size.xs)}px;
  font-weight: ${(p) => p.theme.font.weight.bold};
  line-height: ${(p) => (p.variant === 'banner' ? 22 : 18)}px;
  vertical-align: ${(p) => (p.variant === 'banner' ? 4 : 1)}px;
  /* The large name's space is narrow beside the tag: the banner adds a little. */
  margin-right: ${(p) => (p.variant === 'banner' ? p.theme.space[1] : 0)}px;
`;

/** The rating and the follower count: one line on the banner, stacked elsewhere. */
const Meta = styled('div', noVariant)<{ variant: ShopIdentityVariant }>`
  display: flex;
  flex-direction: ${(p) => (p.variant === 'banner' ? 'row' : 'column')};
  flex-wrap: wrap;
  align-items: ${(p) => (p.variant === 'banner' ? 'center' : p.variant === 'stacked' ? 'center' : 'flex-start')};
  gap: ${(p) => p.theme.space[p.variant === 'banner' ? 4 : 1]}px;
  font-size: ${(p) => (p.variant === 'banner' ? p.theme.font.size.sm : p.theme.font.size.xs)}px;
  color: ${(p) => (p.variant === 'banner' ? 'inherit' : p.theme.color.textSubtle)};
  &:empty {
    display: none;
  }
`;

/**
 * Who a shop is, the same way everywhere: its logo (a shop icon without
 * one), its name with the 自营 tag for shops the mall runs, its star rating
 * ({@link ShopStars}, "评分 4 / 5") and its follower count in the shopper's
 * language. Laid out as a `row` (shop cards, followed shops), `stacked`
 * (shop street cards) or `banner` (shop header, on a dark picture). The name
 * is a heading of the level given (`nameAs`); with `href` it links to the
 * shop. Lines of the caller's own (a follow date) go in `children`.
 * @see spec §3 Merchant/shop (name, logo, rating, follower count, self-support flag); crmeb-api §4.4 `merchantInfo`, §4.11 index/info, street
 */
export function ShopIdentity({
  shop: { name, avatar, isSelf = false, starLevel },
  followers,
  href,
  nameAs = 'h3',
  nameId,
  nameSuffix,
  children,
  variant = 'row',
  className,
}: ShopIdentityProps) {
  const intl = useIntl();
  const iconSize = variant === 'banner' ? 36 : 28;
  // Pictures at the top of a page load at once; cards further down wait until they are near.
  const logo = avatar ? (
    <img src={avatar} alt="" loading={variant === 'banner' ? undefined : 'lazy'} />
  ) : (
    <Store size={iconSize} strokeWidth={1.5} aria-hidden />
  );
  return (
    <Root variant={variant} className={className}>
      {href ? (
        // The logo repeats the name's link, so it stays out of the Tab order.
        <AvatarLink variant={variant} href={href} tabIndex={-1} aria-hidden>
          {logo}
        </AvatarLink>
      ) : (
        <Avatar variant={variant}>{logo}</Avatar>
      )}
      <Info variant={variant}>
        <Name as={nameAs} variant={variant} id={nameId} title={name}>
          {isSelf && (
            <>
              <SelfTag variant={variant}>{intl.formatMessage({ id: 'shopIdentity.self' })}</SelfTag>{' '}
            </>
          )}
          {href ? <Link href={href}>{name}</Link> : name}
          {nameSuffix && <> {nameSuffix}</>}
        </Name>
        <Meta variant={variant}>
          {starLevel !== undefined && <ShopStars score={starLevel} size={variant === 'banner' ? 16 : 14} tone={variant === 'banner' ? 'onDark' : 'default'} />}
          {followers !== undefined && <span>{intl.formatMessage({ id: 'shopIdentity.followers' }, { count: followers })}</span>}
        </Meta>
        {children}
      </Info>
    </Root>
  );
}
