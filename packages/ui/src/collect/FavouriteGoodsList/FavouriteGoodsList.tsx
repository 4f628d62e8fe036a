import styled from '@emotion/styled';
import { Heart, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, SERVER_ACTION_GUARD_MS } from '../../base/Button/Button.tsx';
import { Checkbox } from '../../base/Checkbox/Checkbox.tsx';
import { Dialog } from '../../base/Dialog/Dialog.tsx';
import { Link } from '../../base/Link/Link.tsx';
import { VisuallyHidden } from '../../base/VisuallyHidden/VisuallyHidden.tsx';
import { EmptyState } from '../../feedback/EmptyState/EmptyState.tsx';
import { ListStates, type ListPaging, type LoadStateProps } from '../../feedback/ListStates/ListStates.tsx';
import { GoodsCardSkeleton } from '../../goods/GoodsCard/GoodsCardSkeleton.tsx';
import { GoodsPicture, GoodsTileBody } from '../../goods/GoodsCard/goodsTile.ts';
import { CardGrid } from '../../layout/CardGrid/CardGrid.tsx';
import { Price } from '../../money/Price/Price.tsx';
import { cardFrame } from '../../theme/cardFrame.ts';
import { lineClamp } from '../../theme/lineClamp.ts';

/**
 * A favourite goods (`GET /api/front/collect/product/list`, crmeb-api §4.12).
 * Money in integer cents.
 */
export interface FavouriteGoods {
  /** Id of the favourite record. */
  id: number;
  productId: number;
  /** When it was added. */
  createTime: Date;
  storeName: string;
  image: string;
  /** Current price, cents. */
  price: number;
  /** False once the goods are off sale or removed: shown as 已失效, without a link. */
  isShow: boolean;
}

export interface FavouriteGoodsListProps extends LoadStateProps, ListPaging {
  /** The favourites of the current page. */
  items?: FavouriteGoods[];
  /** Path of a goods page from its id, e.g. `(id) => \`/goods_detail/${id}\``. */
  goodsHref: (productId: number) => string;
  /**
   * Remove these goods (`productId`s) from the favourites: one from a tile's
   * 取消收藏, several from 取消收藏选中商品 once confirmed in a dialog.
   */
  onRemove: (productIds: number[]) => void;
  /** Goods (`productId`s) whose removal is in flight: their buttons show a spinner. */
  busyIds?: ReadonlySet<number>;
  /** Tiles per row (default 4: the account pages' content column). */
  columns?: number;
  /** A call to action under the empty message (e.g. a "去逛逛" link). */
  emptyAction?: ReactNode;
}

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[4]}px;
  margin-bottom: ${(p) => p.theme.space[4]}px;
  padding: ${(p) => p.theme.space[2]}px ${(p) => p.theme.space[4]}px;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.sm}px;
  font-size: ${(p) => p.theme.font.size.sm}px;
  color: ${(p) => p.theme.color.textMuted};
  > button {
    margin-left: auto;
  }
`;

const Tile = styled.article`
  position: relative;
  ${cardFrame}
  &:has(input:checked) {
    border-color: ${(p) => p.theme.color.brand};
    box-shadow: 0 0 0 1px ${(p) => p.theme.color.brand};
  }
`;

const Pick = styled.div`
  position: absolute;
  top: ${(p) => p.theme.space[2]}px;
  left: ${(p) => p.theme.space[2]}px;
  z-index: 1;
  display: flex;
  padding: ${(p) => p.theme.space[1]}px;
  border-radius: ${(p) => p.theme.radius.sm}px;
  background: ${(p) => p.theme.color.surface};
  box-shadow: ${(p) => p.theme.shadow.card};
`;

const Media = styled(GoodsPicture)`
  &[data-unavailable] img {
    opacity: 0.45;
    filter: grayscale(1);
  }
`;

const Gone = styled.span`
  position: absolute;
  inset: 50% auto auto 50%;
  transform: translate(-50%, -50%);
  padding: ${(p) => p.theme.space[1]}px ${(p) => p.theme.space[3]}px;
  border-radius: ${(p) => p.theme.radius.pill}px;
  background: ${(p) => p.theme.color.textMuted};
  color: ${(p) => p.theme.color.onBrand};
  font-size: ${(p) => p.theme.font.size.sm}px;
  font-weight: ${(p) => p.theme.font.weight.bold};
  white-space: nowrap;
`;

const GoneNote = styled.span`
  color: ${(p) => p.theme.color.textSubtle};
  font-size: ${(p) => p.theme.font.size.sm}px;
`;

const Body = styled(GoodsTileBody)`
  h3 {
    margin: 0;
    height: 40px;
    font-size: ${(p) => p.theme.font.size.md}px;
    font-weight: ${(p) => p.theme.font.weight.regular};
    line-height: 20px;
    ${lineClamp(2)}
  }
  h3[data-unavailable] {
    color: ${(p) => p.theme.color.disabledText};
  }
`;

const Foot = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[2]}px;
  margin-top: auto;
`;

const ConfirmText = styled.p`
  margin: 0;
`;

/**
 * The favourite goods of "my favourites": a grid of tiles, each with a box
 * to select it, its picture, name (a link to the goods), price and
 * 取消收藏. Goods no longer on sale are greyed, marked 已失效 and not
 * linked, but can still be selected and removed. Above the grid, 全选, the
 * number selected and 取消收藏选中商品, which asks for confirmation in a
 * {@link Dialog} before calling `onRemove` — a batch is easy to hit by
 * mistake and cannot be undone. The selection is kept here and forgets goods
 * that leave the list. Skeletons (`aria-busy`) while `loading`, an error
 * state on `error`, an {@link EmptyState} with no favourites ({@link ListStates}).
 * @see spec §2 /users/collection_list; crmeb-api §3 /users/collection_list, §4.12
 */
export function FavouriteGoodsList({
  items,
  goodsHref,
  onRemove,
  busyIds,
  columns = 4,
  emptyAction,
  ...states
}: FavouriteGoodsListProps) {
  const intl = useIntl();
  const [picked, setPicked] = useState<ReadonlySet<number>>(() => new Set());
  const [confirming, setConfirming] = useState(false);

  /** The toolbar, the tiles and the batch confirmation, once there are favourites. */
  function renderList(rows: FavouriteGoods[]) {
    // Goods removed from the list (or on another page) drop out of the selection.
    const chosen = rows.map((g) => g.productId).filter((id) => picked.has(id));
    const all = chosen.length === rows.length;
    const some = chosen.length > 0 && !all;
    const batchBusy = chosen.some((id) => busyIds?.has(id));

    function pick(productId: number, on: boolean) {
      const next = new Set(chosen);
      if (on) next.add(productId);
      else next.delete(productId);
      setPicked(next);
    }

    function confirmBatch() {
      setConfirming(false);
      setPicked(new Set());
      onRemove(chosen);
    }

    return (
      <div>
        <Toolbar>
          <Checkbox
            label={intl.formatMessage({ id: 'favouriteGoodsList.selectAll' })}
            checked={all}
            ref={(el) => {
              if (el) el.indeterminate = some;
            }}
            onChange={(e) => setPicked(e.target.checked ? new Set(rows.map((g) => g.productId)) : new Set())}
          />
          <span role="status">{intl.formatMessage({ id: 'favouriteGoodsList.selected' }, { count: chosen.length })}</span>
          <Button
            variant="secondary"
            size="sm"
            icon={<Trash2 size={14} aria-hidden />}
            disabled={chosen.length === 0}
            loading={batchBusy}
            onClick={() => setConfirming(true)}
          >
            {intl.formatMessage({ id: 'favouriteGoodsList.removeSelected' })}
          </Button>
        </Toolbar>
        <CardGrid columns={columns} gap={4} aria-label={intl.formatMessage({ id: 'favouriteGoodsList.label' })}>
          {rows.map((goods) => {
            const available = goods.isShow;
            const href = goodsHref(goods.productId);
            const busy = busyIds?.has(goods.productId) ?? false;
            const picture = (
              <Media data-unavailable={available ? undefined : ''}>
                <img src={goods.image} alt="" loading="lazy" decoding="async" />
                {!available && <Gone>{intl.formatMessage({ id: 'favouriteGoodsList.unavailable' })}</Gone>}
              </Media>
            );
            return (
              <li key={goods.id}>
                <Tile aria-label={goods.storeName}>
                  <Pick>
                    <Checkbox
                      aria-label={intl.formatMessage({ id: 'favouriteGoodsList.select' }, { name: goods.storeName })}
                      checked={picked.has(goods.productId)}
                      onChange={(e) => pick(goods.productId, e.target.checked)}
                    />
                  </Pick>
                  {available ? (
                    // The picture repeats the name's link, so it stays out of the Tab order.
                    <Link href={href} tabIndex={-1} aria-hidden>
                      {picture}
                    </Link>
                  ) : (
                    picture
                  )}
                  <Body>
                    <h3 title={goods.storeName} data-unavailable={available ? undefined : ''}>
                      {available ? <Link href={href}>{goods.storeName}</Link> : goods.storeName}
                    </h3>
                    <Foot>
                      {available ? (
                        <Price cents={goods.price} size="lg" />
                      ) : (
                        <GoneNote>{intl.formatMessage({ id: 'favouriteGoodsList.unavailable' })}</GoneNote>
                      )}
                      <Button variant="link" size="sm" loading={busy} repeatGuardMs={SERVER_ACTION_GUARD_MS} onClick={() => onRemove([goods.productId])}>
                        {intl.formatMessage({ id: 'favouriteGoodsList.remove' })}
                        <VisuallyHidden> {goods.storeName}</VisuallyHidden>
                      </Button>
                    </Foot>
                  </Body>
                </Tile>
              </li>
            );
          })}
        </CardGrid>
        <Dialog
          open={confirming}
          title={intl.formatMessage({ id: 'favouriteGoodsList.confirmTitle' })}
          onClose={() => setConfirming(false)}
          width={400}
          footer={
            <>
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                {intl.formatMessage({ id: 'common.cancel' })}
              </Button>
              <Button onClick={confirmBatch}>{intl.formatMessage({ id: 'favouriteGoodsList.confirm' })}</Button>
            </>
          }
        >
          <ConfirmText>{intl.formatMessage({ id: 'favouriteGoodsList.confirmText' }, { count: chosen.length })}</ConfirmText>
        </Dialog>
      </div>
    );
  }

  return (
    <ListStates
      {...states}
      items={items}
      loadingLabel={intl.formatMessage({ id: 'favouriteGoodsList.loading' })}
      skeleton={(busy) => (
        <CardGrid as="div" columns={columns} gap={4} {...busy}>
          {Array.from({ length: columns * 2 }, (_, i) => (
            <GoodsCardSkeleton key={i} />
          ))}
        </CardGrid>
      )}
      empty={
        <EmptyState
          icon={<Heart size={56} strokeWidth={1.25} aria-hidden />}
          title={intl.formatMessage({ id: 'favouriteGoodsList.empty' })}
          description={intl.formatMessage({ id: 'favouriteGoodsList.emptyHint' })}
          action={emptyAction}
        />
      }
    >
      {renderList}
    </ListStates>
  );
}
