import styled from '@emotion/styled';
import { Check, ShoppingCart } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { Button, SERVER_ACTION_GUARD_MS } from '../../base/Button/Button.tsx';
import { QuantityStepper } from '../../base/QuantityStepper/QuantityStepper.tsx';
import { Price } from '../../money/Price/Price.tsx';
import { SkuSelector } from '../SkuSelector/SkuSelector.tsx';
import { isSingleSpec, missingAttrs, selectedSku, type SkuAttr, type SkuSelection, type SkuStock } from '../skuSelection.ts';

/** Highest quantity one purchase may ask for (crmeb-api §6 rule 2: stock capped at 99; the server's `CART_MAX_QUANTITY`, checked by `rules.test.ts`). */
export const MAX_PURCHASE_QUANTITY = 99;

/** The goods fields the panel shows (a subset of the API's `ProductInfo`). Money in cents. */
export interface PurchaseProduct {
  storeName: string;
  /** Selling points, one per line. */
  storeInfo: string;
  /** Lowest price, cents; shown until a SKU is chosen. */
  price: number;
  /** Old price, cents; struck through when above the price. */
  otPrice: number;
  /** Units sold. */
  sales: number;
  /** Units in stock across SKUs; 0 means sold out. */
  stock: number;
  /** Unit word shown after the stock, e.g. 件, 台, 盒. */
  unitName: string;
}

/** A SKU as the panel needs it (the API's `SkuValue` fits): price and old price in cents. */
export interface PurchaseSku extends SkuStock {
  otPrice: number;
}

export interface GoodsPurchasePanelProps {
  product: PurchaseProduct;
  /** Specification axes (the API's `productAttr`). */
  attrs: SkuAttr[];
  /** SKUs keyed by values joined with `,` in axis order (the API's `productValue`). */
  skus: Record<string, PurchaseSku>;
  /** Chosen value per axis; seed it with `firstAvailableSelection(attrs, skus)`. */
  selection: SkuSelection;
  onSelectionChange: (next: SkuSelection) => void;
  /** Units to buy. */
  quantity: number;
  /** Called with the new quantity (clamped to 1…min(stock, 99); also when a new SKU has less stock). */
  onQuantityChange: (quantity: number) => void;
  onAddToCart: () => void;
  onBuyNow: () => void;
  /** The add-to-cart call is running: spinner, presses ignored. */
  adding?: boolean;
  /** The buy-now call is running: spinner, presses ignored. */
  buying?: boolean;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[4]}px;
  min-width: 0;
  color: ${(p) => p.theme.color.text};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.xl}px;
  font-weight: ${(p) => p.theme.font.weight.bold};
  line-height: 1.4;
  overflow-wrap: anywhere;
`;

const Points = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[1]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${(p) => p.theme.font.size.sm}px;
  color: ${(p) => p.theme.color.textMuted};
  li {
    display: flex;
    align-items: flex-start;
    gap: ${(p) => p.theme.space[2]}px;
  }
  svg {
    flex: none;
    margin-top: 3px;
    color: ${(p) => p.theme.color.brand};
  }
`;

const PriceBox = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${(p) => p.theme.space[4]}px;
  padding: ${(p) => p.theme.space[4]}px;
  background: ${(p) => p.theme.color.brandSoft};
  border-radius: ${(p) => p.theme.radius.sm}px;
`;

const Label = styled.span`
  flex: none;
  width: 64px;
  font-size: ${(p) => p.theme.font.size.sm}px;
  color: ${(p) => p.theme.color.textMuted};
`;

const Prices = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${(p) => p.theme.space[2]}px ${(p) => p.theme.space[3]}px;
  min-width: 0;
`;

const SoldOutTag = styled.span`
  align-self: center;
  padding: 2px ${(p) => p.theme.space[2]}px;
  border-radius: ${(p) => p.theme.radius.sm}px;
  background: ${(p) => p.theme.color.textMuted};
  color: ${(p) => p.theme.color.onBrand};
  font-size: ${(p) => p.theme.font.size.xs}px;
  font-weight: ${(p) => p.theme.font.weight.bold};
`;

const Sales = styled.span`
  margin-left: auto;
  flex: none;
  font-size: ${(p) => p.theme.font.size.sm}px;
  color: ${(p) => p.theme.color.textMuted};
`;

const Inset = styled.div`
  padding-inline: ${(p) => p.theme.space[4]}px;
`;

const QuantityRow = styled(Inset)`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[4]}px;
`;

const Stock = styled.span<{ soldOut: boolean }>`
  font-size: ${(p) => p.theme.font.size.sm}px;
  color: ${(p) => (p.soldOut ? p.theme.color.danger : p.theme.color.textSubtle)};
  font-weight: ${(p) => (p.soldOut ? p.theme.font.weight.bold : p.theme.font.weight.regular)};
`;

const Footer = styled(Inset)`
  padding-top: ${(p) => p.theme.space[2]}px;
`;

/** Why the buttons are disabled; kept mounted (empty) so the change is announced. */
const Hint = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.sm}px;
  color: ${(p) => p.theme.color.warning};
  &:not(:empty) {
    margin-bottom: ${(p) => p.theme.space[3]}px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[4]}px;
  button {
    min-width: 168px;
  }
`;

/**
 * The right column of the goods detail page: name, selling points (one per
 * line of `storeInfo`), the price block (the chosen SKU's price, else the
 * goods' lowest price; old price struck through; units sold), the
 * {@link SkuSelector}, a {@link QuantityStepper} capped at min(SKU stock, 99)
 * with the stock in `unitName`, and the 加入购物车 / 立即购买 buttons (repeat
 * presses within {@link SERVER_ACTION_GUARD_MS} ignored).
 *
 * Both buttons are disabled, with a hint saying why, while some axis is not
 * chosen, when the chosen SKU is sold out (or missing), and when the whole
 * goods is sold out. When a newly chosen SKU has less stock than `quantity`,
 * `onQuantityChange` is called with the new maximum.
 * @see spec §2 goods detail, §3 Goods (specifications, inventory, sold-out flag), §5 (500 ms debounce)
 */
export function GoodsPurchasePanel({
  product,
  attrs,
  skus,
  selection,
  onSelectionChange,
  quantity,
  onQuantityChange,
  onAddToCart,
  onBuyNow,
  adding = false,
  buying = false,
}: GoodsPurchasePanelProps) {
  const intl = useIntl();
  const id = useId();
  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;

  const sku = selectedSku(attrs, skus, selection);
  const missing = missingAttrs(attrs, selection);
  const complete = missing.length === 0;
  const skuList = Object.values(skus);
  const allSoldOut = product.stock <= 0 || (skuList.length > 0 && skuList.every((s) => s.stock <= 0));
  // A complete selection without a SKU (bad data) cannot be bought either.
  const stock = !complete ? product.stock : attrs.length === 0 ? product.stock : (sku?.stock ?? 0);
  const soldOut = allSoldOut || (complete && stock <= 0);
  const max = Math.max(1, Math.min(stock, MAX_PURCHASE_QUANTITY));
  const price = sku?.price ?? product.price;
  const otPrice = sku?.otPrice ?? product.otPrice;
  const points = product.storeInfo
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

  useEffect(() => {
    if (soldOut) return;
    if (quantity > max) onQuantityChange(max);
    else if (quantity < 1) onQuantityChange(1);
  }, [soldOut, quantity, max, onQuantityChange]);

  const hint = allSoldOut
    ? intl.formatMessage({ id: 'goodsPurchasePanel.allSoldOut' })
    : soldOut
      ? intl.formatMessage({ id: 'goodsPurchasePanel.skuSoldOut' })
      : !complete
        ? intl.formatMessage({ id: 'goodsPurchasePanel.pickSpec' }, { names: intl.formatList(missing) })
        : '';
  const blocked = soldOut || !complete;

  return (
    <Root aria-labelledby={titleId}>
      <Title id={titleId}>{product.storeName}</Title>
      {points.length > 0 && (
        <Points aria-label={intl.formatMessage({ id: 'goodsPurchasePanel.sellingPoints' })}>
          {points.map((point, i) => (
            <li key={i}>
              <Check size={14} aria-hidden />
              <span>{point}</span>
            </li>
          ))}
        </Points>
      )}
      <PriceBox>
        <Label>{intl.formatMessage({ id: 'goodsPurchasePanel.price' })}</Label>
        <Prices>
          <Price cents={price} size="xl" />
          {otPrice > price && <Price cents={otPrice} variant="original" size="md" />}
          {soldOut && <SoldOutTag>{intl.formatMessage({ id: 'goodsPurchasePanel.soldOut' })}</SoldOutTag>}
        </Prices>
        <Sales>{intl.formatMessage({ id: 'goodsPurchasePanel.sales' }, { count: product.sales })}</Sales>
      </PriceBox>
      {attrs.length > 0 && !isSingleSpec(attrs) && (
        <Inset>
          <SkuSelector attrs={attrs} skus={skus} value={selection} onChange={onSelectionChange} />
        </Inset>
      )}
      <QuantityRow>
        <Label>{intl.formatMessage({ id: 'goodsPurchasePanel.quantity' })}</Label>
        <QuantityStepper
          value={soldOut ? 1 : Math.min(Math.max(quantity, 1), max)}
          onChange={onQuantityChange}
          max={max}
          disabled={soldOut}
          label={intl.formatMessage({ id: 'goodsPurchasePanel.quantity' })}
        />
        <Stock soldOut={soldOut}>
          {soldOut
            ? intl.formatMessage({ id: 'goodsPurchasePanel.soldOut' })
            : intl.formatMessage({ id: 'goodsPurchasePanel.stock' }, { count: stock, unit: product.unitName })}
        </Stock>
      </QuantityRow>
      <Footer>
        <Hint id={hintId} aria-live="polite">
          {hint}
        </Hint>
        <Actions>
          <Button
            variant="secondary"
            size="lg"
            icon={<ShoppingCart size={18} aria-hidden />}
            disabled={blocked}
            loading={adding}
            repeatGuardMs={SERVER_ACTION_GUARD_MS}
            aria-describedby={hint ? hintId : undefined}
            onClick={onAddToCart}
          >
            {intl.formatMessage({ id: 'goodsPurchasePanel.addToCart' })}
          </Button>
          <Button
            variant="primary"
            size="lg"
            disabled={blocked}
            loading={buying}
            repeatGuardMs={SERVER_ACTION_GUARD_MS}
            aria-describedby={hint ? hintId : undefined}
            onClick={onBuyNow}
          >
            {intl.formatMessage({ id: 'goodsPurchasePanel.buyNow' })}
          </Button>
        </Actions>
      </Footer>
    </Root>
  );
}
