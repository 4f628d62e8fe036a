import styled from '@emotion/styled';
import { ShoppingCart, Store } from 'lucide-react';
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../base/Button/Button.tsx';
import { Checkbox, type CheckboxProps } from '../../base/Checkbox/Checkbox.tsx';
import { QuantityStepper } from '../../base/QuantityStepper/QuantityStepper.tsx';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { EmptyState } from '../../feedback/EmptyState/EmptyState.tsx';
import { ErrorState } from '../../feedback/ErrorState/ErrorState.tsx';
import { GoodsLine, GoodsLineTag } from '../../goods/GoodsLine/GoodsLine.tsx';
import { Price } from '../../money/Price/Price.tsx';
import { isAllSelected, selectableIds } from '../cartSelection.ts';

/** Most units of one SKU per cart line (crmeb-api §6 rules 1–2). */
export const CART_LINE_MAX_QUANTITY = 99;

/**
 * One cart line, shaped like `CartItem` of the API (`GET /api/front/cart/list`).
 * Money in integer cents.
 */
export interface CartLine {
  id: number;
  productId: number;
  /** SKU id. */
  productAttrUnique: number;
  cartNum: number;
  image: string;
  storeName: string;
  /** SKU values, e.g. `曜石黑,8GB+256GB`. */
  sku: string;
  /** Current unit price, cents. */
  price: number;
  /** Original unit price, cents; shown struck through when above `price`. */
  otPrice: number;
  /** Units in stock; the stepper stops at min(stock, 99). */
  stock: number;
  /** False when the SKU is sold out: the line cannot be selected. */
  attrStatus: boolean;
}

/** The cart lines of one merchant. */
export interface CartGroupData {
  merId: number;
  merName: string;
  cartInfoList: CartLine[];
}

export interface CartListProps {
  /** Valid lines, grouped by merchant (`isValid=true`). */
  groups: CartGroupData[];
  /** Lines whose SKU no longer exists (`isValid=false`), shown in a separate section. */
  invalidGroups?: CartGroupData[];
  /** Ids of the selected lines. */
  selectedIds: ReadonlySet<number>;
  /** A line's box was ticked (`true`) or cleared (`false`). */
  onToggleItem: (id: number, selected: boolean) => void;
  /** A merchant's select-all box: select (`true`) or clear (`false`) all its in-stock lines. */
  onToggleMerchant: (merId: number, selected: boolean) => void;
  /**
   * The header's 全选 box. Optional: without it the header calls
   * `onToggleMerchant` once per merchant that has in-stock lines.
   */
  onToggleAll?: (selected: boolean) => void;
  /** New quantity of a line, already clamped to 1…min(stock, 99). */
  onQuantityChange: (id: number, quantity: number) => void;
  /** Delete these lines (one id from a line's 删除 button). */
  onDelete: (ids: number[]) => void;
  /** Shows 清空失效商品 in the invalid section. */
  onClearInvalid?: () => void;
  /** Lines with a request in flight: their stepper is disabled. */
  busyIds?: ReadonlySet<number>;
  /** Shows skeleton rows instead of the lines. */
  loading?: boolean;
  /** Shows an error state with this message (and a retry button when `onRetry` is given). */
  error?: string | null;
  onRetry?: () => void;
  /** The call to action of the empty cart (e.g. a "去逛逛" link). */
  empty?: ReactNode;
  /** Path of the goods page of a line, e.g. `/goods_detail/{productId}`. */
  hrefFor: (line: CartLine) => string;
}

/** Columns: checkbox · goods · unit price · quantity · subtotal · actions. */
const columns = '52px minmax(0, 1fr) 130px 140px 130px 96px';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[3]}px;
  font-size: ${(p) => p.theme.font.size.md}px;
  color: ${(p) => p.theme.color.text};
`;

const HeaderRow = styled.div`
  display: grid;
  grid-template-columns: ${columns};
  align-items: center;
  height: 48px;
  padding: 0 ${(p) => p.theme.space[4]}px;
  background: ${(p) => p.theme.color.surface};
  border-radius: ${(p) => p.theme.radius.sm}px;
  box-shadow: ${(p) => p.theme.shadow.card};
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.font.size.sm}px;
  > span {
    text-align: center;
  }
  /* 商品 sits above the goods names, clear of a long 全选 label. */
  > span:first-of-type {
    text-align: left;
    padding-left: 92px;
  }
`;

const SelectAllCell = styled.div`
  min-width: 0;
  label {
    white-space: nowrap;
  }
`;

const Block = styled.section`
  background: ${(p) => p.theme.color.surface};
  border-radius: ${(p) => p.theme.radius.sm}px;
  box-shadow: ${(p) => p.theme.shadow.card};
  overflow: hidden;
`;

const BlockHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]}px;
  height: 44px;
  padding: 0 ${(p) => p.theme.space[4]}px;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  font-weight: ${(p) => p.theme.font.weight.medium};
  > label {
    width: 36px;
    flex: none;
  }
  svg {
    flex: none;
    color: ${(p) => p.theme.color.textMuted};
  }
`;

const MerchantName = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: ${columns};
  align-items: center;
  padding: ${(p) => p.theme.space[4]}px;
  & + & {
    border-top: 1px solid ${(p) => p.theme.color.border};
  }
`;

/** The goods cell: picture, name, SKU and labels. */
const Goods = styled(GoodsLine)`
  padding-right: ${(p) => p.theme.space[4]}px;
`;

const Center = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space[1]}px;
  min-width: 0;
`;

const UnitPrice = styled(Price)`
  color: ${(p) => p.theme.color.text};
  font-weight: ${(p) => p.theme.font.weight.regular};
`;

const MutedPrice = styled(Price)`
  color: ${(p) => p.theme.color.textSubtle};
  font-weight: ${(p) => p.theme.font.weight.regular};
`;

const Muted = styled.span`
  color: ${(p) => p.theme.color.textSubtle};
`;

const InvalidSection = styled(Block)`
  background: ${(p) => p.theme.color.surface};
`;

const InvalidHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 44px;
  padding: 0 ${(p) => p.theme.space[4]}px;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  color: ${(p) => p.theme.color.textMuted};
  font-weight: ${(p) => p.theme.font.weight.medium};
`;

const Box = styled.div`
  background: ${(p) => p.theme.color.surface};
  border-radius: ${(p) => p.theme.radius.sm}px;
  box-shadow: ${(p) => p.theme.shadow.card};
`;

const SkeletonRow = styled.div`
  display: grid;
  grid-template-columns: ${columns};
  align-items: center;
  padding: ${(p) => p.theme.space[4]}px;
  & + & {
    border-top: 1px solid ${(p) => p.theme.color.border};
  }
  > div {
    display: flex;
    justify-content: center;
  }
`;

/** The goods cell of a skeleton row: a picture and two bars, in the place of {@link GoodsLine}. */
const SkeletonGoods = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space[3]}px;
  min-width: 0;
  padding-right: ${(p) => p.theme.space[4]}px;
  > div {
    flex: 1;
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space[2]}px;
    min-width: 0;
  }
`;

/** A checkbox that shows the mixed state while some, not all, of its lines are selected. */
function MixedCheckbox({ indeterminate, onChange, ...props }: { indeterminate: boolean } & CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  });
  return (
    <Checkbox
      ref={ref}
      {...props}
      onChange={(event) => {
        // A click clears the native mixed state; the owner's props decide it.
        event.currentTarget.indeterminate = indeterminate;
        onChange?.(event);
      }}
    />
  );
}

function LoadingRows() {
  const intl = useIntl();
  return (
    <Box aria-busy="true" aria-label={intl.formatMessage({ id: 'cartList.loading' })} role="region">
      {[0, 1, 2].map((i) => (
        <SkeletonRow key={i}>
          <Skeleton width={16} height={16} />
          <SkeletonGoods>
            <Skeleton width={80} height={80} />
            <div>
              <Skeleton width="80%" />
              <Skeleton width="40%" height={12} />
            </div>
          </SkeletonGoods>
          <div>
            <Skeleton width={72} />
          </div>
          <div>
            <Skeleton width={96} height={28} />
          </div>
          <div>
            <Skeleton width={72} />
          </div>
          <div>
            <Skeleton width={40} />
          </div>
        </SkeletonRow>
      ))}
    </Box>
  );
}

/**
 * The cart page's list (spec §2 cart): a header row with 全选, one white block
 * per merchant with its own select-all box, and one row per line — checkbox,
 * picture and name (linked with the app's router link to `hrefFor(line)`), SKU,
 * unit price, a {@link QuantityStepper} capped at min(stock, 99), the line
 * subtotal (price × cartNum, integer cents) and 删除.
 *
 * Sold-out lines (`attrStatus === false`) show 已售罄 and cannot be selected
 * (spec §5 "an item must be selected" counts only these that can be bought).
 * Lines whose SKU is gone come in `invalidGroups` and are listed under
 * 失效商品 with 清空失效商品 (spec §4 "cart items can become invalid").
 * Selection state lives with the caller; see `cartSelection.ts` for totals.
 *
 * @see spec §2 cart, §4, §5; crmeb-api §3 /order/shopping_cart, §6 rules 1–3
 */
export function CartList({
  groups,
  invalidGroups = [],
  selectedIds,
  onToggleItem,
  onToggleMerchant,
  onToggleAll,
  onQuantityChange,
  onDelete,
  onClearInvalid,
  busyIds,
  loading = false,
  error,
  onRetry,
  empty,
  hrefFor,
}: CartListProps) {
  const intl = useIntl();
  const invalidTitleId = useId();

  if (error) return <ErrorState message={error} onRetry={onRetry} />;

  const header = (allSelected: boolean, anySelectable: boolean) => (
    <HeaderRow>
      <SelectAllCell>
        <Checkbox
          label={<FormattedMessage id="cartList.selectAll" />}
          checked={allSelected}
          disabled={!anySelectable}
          onChange={() => {
            if (onToggleAll) onToggleAll(!allSelected);
            else
              for (const group of groups)
                if (selectableIds([group]).length > 0) onToggleMerchant(group.merId, !allSelected);
          }}
        />
      </SelectAllCell>
      {['cartList.colGoods', 'cartList.colPrice', 'cartList.colQuantity', 'cartList.colSubtotal', 'cartList.colActions'].map((id) => (
        <span key={id}>
          <FormattedMessage id={id} />
        </span>
      ))}
    </HeaderRow>
  );

  if (loading)
    return (
      <Root>
        {header(false, false)}
        <LoadingRows />
      </Root>
    );

  const invalidCount = invalidGroups.reduce((n, g) => n + g.cartInfoList.length, 0);
  const invalidSection = invalidCount > 0 && (
    <InvalidSection aria-labelledby={invalidTitleId}>
      <InvalidHead>
        <span id={invalidTitleId}>
          <FormattedMessage id="cartList.invalidTitle" values={{ count: invalidCount }} />
        </span>
        {onClearInvalid && (
          <Button variant="link" size="sm" onClick={onClearInvalid}>
            <FormattedMessage id="cartList.clearInvalid" />
          </Button>
        )}
      </InvalidHead>
      <Lines>
        {invalidGroups.flatMap((group) =>
          group.cartInfoList.map((line) => (
            <LineRow key={line.id} line={line} href={hrefFor(line)} invalid onDelete={onDelete} />
          )),
        )}
      </Lines>
    </InvalidSection>
  );

  if (groups.every((g) => g.cartInfoList.length === 0))
    return (
      <Root>
        <Box>
          <EmptyState
            icon={<ShoppingCart size={56} strokeWidth={1.25} aria-hidden />}
            title={<FormattedMessage id="cartList.emptyTitle" />}
            description={<FormattedMessage id="cartList.emptyDescription" />}
            action={empty}
          />
        </Box>
        {invalidSection}
      </Root>
    );

  const allSelectable = selectableIds(groups);
  return (
    <Root role="region" aria-label={intl.formatMessage({ id: 'cartList.label' })}>
      {header(isAllSelected(groups, selectedIds), allSelectable.length > 0)}
      {groups
        .filter((group) => group.cartInfoList.length > 0)
        .map((group) => (
          <MerchantBlock
            key={group.merId}
            group={group}
            selectedIds={selectedIds}
            busyIds={busyIds}
            onToggleItem={onToggleItem}
            onToggleMerchant={onToggleMerchant}
            onQuantityChange={onQuantityChange}
            onDelete={onDelete}
            hrefFor={hrefFor}
          />
        ))}
      {invalidSection}
    </Root>
  );
}

function MerchantBlock({
  group,
  selectedIds,
  busyIds,
  onToggleItem,
  onToggleMerchant,
  onQuantityChange,
  onDelete,
  hrefFor,
}: { group: CartGroupData } & Pick<
  CartListProps,
  'selectedIds' | 'busyIds' | 'onToggleItem' | 'onToggleMerchant' | 'onQuantityChange' | 'onDelete' | 'hrefFor'
>) {
  const intl = useIntl();
  const nameId = useId();
  const ids = selectableIds([group]);
  const all = isAllSelected([group], selectedIds);
  const some = !all && ids.some((id) => selectedIds.has(id));
  return (
    <Block aria-labelledby={nameId}>
      <BlockHead>
        <MixedCheckbox
          aria-label={intl.formatMessage({ id: 'cartList.selectMerchant' }, { merName: group.merName })}
          checked={all}
          indeterminate={some}
          disabled={ids.length === 0}
          onChange={() => onToggleMerchant(group.merId, !all)}
        />
        <Store size={16} aria-hidden />
        <MerchantName id={nameId}>{group.merName}</MerchantName>
      </BlockHead>
      <Lines>
        {group.cartInfoList.map((line) => (
          <LineRow
            key={line.id}
            line={line}
            href={hrefFor(line)}
            selected={selectedIds.has(line.id)}
            busy={busyIds?.has(line.id) === true}
            onToggleItem={onToggleItem}
            onQuantityChange={onQuantityChange}
            onDelete={onDelete}
          />
        ))}
      </Lines>
    </Block>
  );
}

/** What a row needs: an invalid line can only be deleted; a valid one is also selected and counted. */
type LineRowProps = { line: CartLine; href: string } & Pick<CartListProps, 'onDelete'> &
  (
    | { invalid: true }
    | ({ invalid?: false; selected: boolean; busy: boolean } & Pick<CartListProps, 'onToggleItem' | 'onQuantityChange'>)
  );

/**
 * One cart line as a row of the list, for the merchant blocks and for the
 * 失效商品 section alike: checkbox, {@link GoodsLine}, unit price, quantity,
 * subtotal and 删除. A sold-out line fades its picture, shows 已售罄, cannot
 * be ticked and its stepper is off. An invalid line (SKU gone) has no checkbox,
 * a grey picture and name with 失效, its price and "×n" in grey, no subtotal.
 */
function LineRow(props: LineRowProps) {
  const { line, href, onDelete } = props;
  const intl = useIntl();
  const soldOut = !line.attrStatus;
  const subtotal = line.price * line.cartNum;
  return (
    <Line>
      <div>
        {!props.invalid && (
          <Checkbox
            aria-label={intl.formatMessage({ id: 'cartList.selectLine' }, { name: line.storeName })}
            checked={!soldOut && props.selected}
            disabled={soldOut}
            onChange={(e) => props.onToggleItem(line.id, e.currentTarget.checked)}
          />
        )}
      </div>
      <Goods
        image={line.image}
        name={line.storeName}
        sku={line.sku}
        href={href}
        imageSize={80}
        dimmed={props.invalid ? true : soldOut ? 'image' : false}
      >
        {(props.invalid || soldOut) && (
          <GoodsLineTag>
            <FormattedMessage id={props.invalid ? 'cartList.invalidLabel' : 'cartList.soldOut'} />
          </GoodsLineTag>
        )}
      </Goods>
      {props.invalid ? (
        <>
          <Center>
            <MutedPrice cents={line.price} />
          </Center>
          <Center>
            <Muted>×{line.cartNum}</Muted>
          </Center>
          <Center />
        </>
      ) : (
        <>
          <Center>
            <UnitPrice cents={line.price} />
            {line.otPrice > line.price && <Price cents={line.otPrice} variant="original" size="sm" />}
          </Center>
          <Center>
            <QuantityStepper
              size="sm"
              value={line.cartNum}
              max={Math.min(line.stock, CART_LINE_MAX_QUANTITY)}
              disabled={soldOut || props.busy}
              label={intl.formatMessage({ id: 'cartList.quantityOf' }, { name: line.storeName })}
              onChange={(quantity) => props.onQuantityChange(line.id, quantity)}
            />
          </Center>
          <Center>{soldOut ? <MutedPrice cents={subtotal} /> : <Price cents={subtotal} />}</Center>
        </>
      )}
      <Center>
        <Button
          variant="link"
          size="sm"
          aria-label={intl.formatMessage({ id: 'cartList.deleteLine' }, { name: line.storeName })}
          onClick={() => onDelete([line.id])}
        >
          <FormattedMessage id="cartList.delete" />
        </Button>
      </Center>
    </Line>
  );
}
