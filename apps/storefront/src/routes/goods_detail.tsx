import styled from '@emotion/styled';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { NotFoundError, type ProductDetail } from '@mall/api';
import {
  EmptyState,
  ErrorState,
  GoodsGallery,
  GoodsPurchasePanel,
  GuaranteeList,
  MerchantCard,
  RichText,
  Section,
  Skeleton,
  firstAvailableSelection,
  selectedSku,
  toast,
} from '@mall/ui';
import { useApiClient } from '../api/ApiContext.tsx';
import { Stack } from '../app/glue.ts';
import { confirmPath, shopPath } from '../app/paths.ts';
import { useProductDetail } from '../data/catalog.ts';
import { useSession } from '../state/SessionContext.tsx';
import { useMall } from '../state/store.ts';

/** Layout glue: gallery and purchase panel side by side; shop card beside the description. */
const Top = styled.div`
  display: grid;
  grid-template-columns: 420px minmax(0, 1fr);
  gap: ${(p) => p.theme.space[7]}px;
  padding: ${(p) => p.theme.space[6]}px;
  margin-bottom: ${(p) => p.theme.space[5]}px;
  background: ${(p) => p.theme.color.surface};
  border-radius: ${(p) => p.theme.radius.md}px;
`;
const Bottom = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  gap: ${(p) => p.theme.space[5]}px;
  align-items: start;
`;

/** `/goods_detail/{id}`: goods detail with SKU choice, add to cart and buy now (spec §2). */
export default function GoodsDetailPage() {
  const intl = useIntl();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useProductDetail(valid ? id : undefined);

  if (!valid || detail.error instanceof NotFoundError) {
    return <EmptyState title={intl.formatMessage({ id: 'detail.notFound' })} />;
  }
  if (detail.error) return <ErrorState message={detail.error.message} onRetry={() => void detail.mutate()} />;
  if (!detail.data) {
    return (
      <Top aria-busy="true">
        <Skeleton height={420} />
        <Stack>
          <Skeleton height={28} width="80%" />
          <Skeleton height={80} />
          <Skeleton height={120} />
        </Stack>
      </Top>
    );
  }
  // A fresh view per goods, so the SKU choice starts over when the id changes.
  return <GoodsDetailView key={detail.data.productInfo.id} detail={detail.data} />;
}

function GoodsDetailView({ detail }: { detail: ProductDetail }) {
  const intl = useIntl();
  const api = useApiClient();
  const navigate = useNavigate();
  const session = useSession();
  const openLogin = useMall((s) => s.openLogin);
  const { productInfo: info, productAttr: attrs, productValue: skus, merchantInfo: shop } = detail;
  const [selection, setSelection] = useState(() => firstAvailableSelection(attrs, skus));
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState<'adding' | 'buying' | null>(null);
  const sku = selectedSku(attrs, skus, selection);

  async function act(kind: 'adding' | 'buying') {
    if (!session.loggedIn) {
      // Buying at once may also be done as a guest (spec §4 anonymous purchase).
      openLogin(kind === 'buying');
      return;
    }
    if (!sku) return;
    setBusy(kind);
    try {
      if (kind === 'adding') {
        await api.request('POST /api/front/cart/save', {
          body: [{ productId: info.id, productAttrUnique: sku.id, cartNum: quantity }],
        });
        toast.success(intl.formatMessage({ id: 'toast.addedToCart' }));
        session.refresh();
      } else {
        const { preOrderNo } = await api.request('POST /api/front/order/pre/order', {
          body: { preOrderType: 'buyNow', orderDetails: [{ productId: info.id, attrValueId: sku.id, productNum: quantity }] },
        });
        navigate(confirmPath(preOrderNo));
      }
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(null);
    }
  }

  const images = info.sliderImage.length > 0 ? info.sliderImage : [info.image];
  return (
    <>
      <title>{info.storeName}</title>
      <Top>
        <GoodsGallery images={images} alt={info.storeName} />
        <GoodsPurchasePanel
          product={info}
          attrs={attrs}
          skus={skus}
          selection={selection}
          onSelectionChange={setSelection}
          quantity={quantity}
          onQuantityChange={setQuantity}
          onAddToCart={() => void act('adding')}
          onBuyNow={() => void act('buying')}
          adding={busy === 'adding'}
          buying={busy === 'buying'}
        />
      </Top>
      <Bottom>
        <MerchantCard merchant={shop} href={shopPath(shop.id)} />
        <div>
          {detail.guaranteeList.length > 0 && (
            <Section title={intl.formatMessage({ id: 'detail.guarantees' })}>
              <GuaranteeList items={detail.guaranteeList} />
            </Section>
          )}
          <Section title={intl.formatMessage({ id: 'detail.description' })}>
            <RichText html={info.content} />
          </Section>
        </div>
      </Bottom>
    </>
  );
}
