import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { NotFoundError, type ProductDetail } from '@mall/api';
import {
  Cluster,
  Columns,
  CouponList,
  EmptyState,
  ErrorState,
  FavouriteButton,
  GoodsDetailSkeleton,
  GoodsGallery,
  GoodsPurchasePanel,
  GuaranteeList,
  Link,
  Panel,
  ReviewSection,
  RichText,
  Section,
  ShopCard,
  Stack,
  firstAvailableSelection,
  selectedSku,
  toast,
} from '@mall/ui';
import { useApiClient } from '../api/ApiContext.tsx';
import { confirmPath, goodsPath, shopPath } from '../app/paths.ts';
import { MALL_TIME_ZONE } from '../api/mallTimeZone.ts';
import { useMallNavigate } from '../app/useMallNavigate.ts';
import { addToCart } from '../data/cart.ts';
import { useProductDetail, useRefreshSpecs, useReplies, useReplyConfig } from '../data/catalog.ts';
import { useFollowShop, useToggleFavourite } from '../data/collect.ts';
import { useCoupons, useReceiveCoupon } from '../data/coupon.ts';
import { useMerchantService } from '../data/merchant.ts';
import { startPreOrder } from '../data/order.ts';
import { useRevalidateOnSessionChange } from '../data/useRevalidateOnSessionChange.ts';
import { useSession } from '../state/SessionContext.tsx';
import { useMall } from '../state/store.ts';
import { useSignedInAction } from '../state/useSignedInAction.ts';
import { readReviewQuery, withReviewQuery, type ReviewQuery } from './reviewQuery.ts';

/** Reviews a page (crmeb-api §3 /goods_detail reply/list). */
const REVIEW_PAGE_SIZE = 10;

/** Room kept above the reviews when a new page of them scrolls to their top: clear of the fixed header (spec §2), px. */
const REVIEWS_SCROLL_MARGIN = 120;
/** Coupons asked for the strip; its dialog lists them all (crmeb-api §3 /goods_detail: page 1, limit 20). */
const COUPON_LIMIT = 20;

/**
 * `/goods_detail/{id}` (spec §2 goods detail; crmeb-api §3): gallery,
 * purchase panel (SKU, quantity, add to cart, buy now), the shop's coupons,
 * favourite, shop card with follow and customer service, guarantees, the
 * description and the reviews. The review filter and page live in the URL
 * (`?reply=3&replyPage=2`). An unknown or off-sale goods shows a not-found state.
 */
export default function GoodsDetailPage() {
  const intl = useIntl();
  const raw = useParams().id ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  const valid = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;
  const detail = useProductDetail(valid ? id : undefined);
  // The detail's favourite and follow flags and the coupons' `isUse` are the shopper's own.
  useRevalidateOnSessionChange('GET /api/front/product/detail/:id', 'GET /api/front/coupons');

  if (!valid || detail.error instanceof NotFoundError) {
    return (
      <>
        <title>{intl.formatMessage({ id: 'detail.notFound' })}</title>
        <EmptyState
          title={intl.formatMessage({ id: 'detail.notFound' })}
          action={
            <Link href="/" tone="brand">
              <FormattedMessage id="detail.browse" />
            </Link>
          }
        />
      </>
    );
  }
  if (!detail.data) {
    return (
      <>
        <title>{intl.formatMessage({ id: 'app.name' })}</title>
        {detail.error ? (
          <ErrorState message={detail.error.message} onRetry={() => void detail.mutate()} />
        ) : (
          <GoodsDetailSkeleton />
        )}
      </>
    );
  }
  // A fresh view per goods, so the SKU choice starts over when the id changes.
  return <GoodsDetailView key={detail.data.productInfo.id} detail={detail.data} />;
}

function GoodsDetailView({ detail }: { detail: ProductDetail }) {
  const intl = useIntl();
  const api = useApiClient();
  const navigate = useMallNavigate();
  const session = useSession();
  const whenSignedIn = useSignedInAction();
  const openLeaveMessage = useMall((s) => s.openLeaveMessage);
  const refreshSpecs = useRefreshSpecs();
  const { productInfo: info, productAttr: attrs, productValue: skus, merchantInfo: shop } = detail;
  const [selection, setSelection] = useState(() => firstAvailableSelection(attrs, skus));
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState<'adding' | 'buying' | null>(null);
  const favourite = useToggleFavourite();
  const follow = useFollowShop();
  const coupons = useCoupons({ productId: info.id, useType: 2, page: 1, limit: COUPON_LIMIT });
  const receiver = useReceiveCoupon();
  const service = useMerchantService(shop.id);
  const sku = selectedSku(attrs, skus, selection);

  function purchase(kind: 'adding' | 'buying') {
    if (!sku) return;
    const line = { skuId: sku.id, quantity };
    // Buying at once may also be done as a guest (spec §4 anonymous purchase).
    whenSignedIn(async () => {
      setBusy(kind);
      try {
        if (kind === 'adding') {
          await addToCart(api, { productId: info.id, ...line });
          toast.success(intl.formatMessage({ id: 'toast.addedToCart' }));
          session.refresh();
        } else {
          await navigate(confirmPath(await startPreOrder(api, { from: 'goods', productId: info.id, ...line })));
        }
      } catch {
        // The API client has shown the server's message; stock may have changed, so show it as it is now.
        await refreshSpecs(info.id);
      } finally {
        setBusy(null);
      }
    }, { withGuest: kind === 'buying' });
  }

  const images = info.sliderImage.length > 0 ? info.sliderImage : [info.image];
  return (
    <>
      <title>{info.storeName}</title>
      <Panel padding={6} bottom={5}>
        <Columns side={420} gap={7} align="stretch">
          <GoodsGallery images={images} alt={info.storeName} />
          <Stack>
            <GoodsPurchasePanel
              product={info}
              attrs={attrs}
              skus={skus}
              selection={selection}
              onSelectionChange={setSelection}
              quantity={quantity}
              onQuantityChange={setQuantity}
              onAddToCart={() => purchase('adding')}
              onBuyNow={() => purchase('buying')}
              adding={busy === 'adding'}
              buying={busy === 'buying'}
            />
            <Cluster justify="between" gap={3} inset={4}>
              <CouponList
                variant="compact"
                coupons={coupons.data?.list}
                timeZone={MALL_TIME_ZONE}
                loading={!coupons.data && !coupons.error}
                error={coupons.error ? coupons.error.message : null}
                onRetry={() => void coupons.mutate()}
                onReceive={receiver.receive}
                receivingId={receiver.receivingId}
              />
              <FavouriteButton
                favourite={detail.userCollect}
                busy={favourite.busy}
                onChange={(next) => favourite.setFavourite(info.id, next)}
              />
            </Cluster>
          </Stack>
        </Columns>
      </Panel>
      <Columns side={240}>
        <ShopCard
          merchant={shop}
          followed={shop.isCollect}
          following={follow.busy}
          onFollowChange={(next) => follow.setFollowed(shop.id, next)}
          shopHref={shopPath(shop.id)}
          goodsHref={(goods) => goodsPath(goods.id)}
          service={service.data ?? null}
          onLeaveMessage={openLeaveMessage}
        />
        <Stack>
          {detail.guaranteeList.length > 0 && (
            <Section title={intl.formatMessage({ id: 'detail.guarantees' })}>
              <GuaranteeList items={detail.guaranteeList} />
            </Section>
          )}
          {info.content.trim() !== '' && (
            <Section title={intl.formatMessage({ id: 'detail.description' })}>
              <RichText html={info.content} />
            </Section>
          )}
          <Reviews productId={info.id} />
        </Stack>
      </Columns>
    </>
  );
}

/** The reviews block: summary, score filter and paged list, filter and page in the URL. */
function Reviews({ productId }: { productId: number }) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const anchor = useRef<HTMLDivElement>(null);
  const query = readReviewQuery(params);
  const config = useReplyConfig(productId);
  const replies = useReplies(productId, { type: query.type, page: query.page, limit: REVIEW_PAGE_SIZE });

  // The URL changes without scrolling: the shopper stays at the reviews.
  const update = (next: Partial<ReviewQuery>) => setParams(withReviewQuery(params, next), { preventScrollReset: true });
  const retry = () => {
    void config.mutate();
    void replies.mutate();
  };

  if (config.error && !config.data) {
    return (
      <Section title={intl.formatMessage({ id: 'reviewSection.title' })}>
        <ErrorState message={config.error.message} onRetry={retry} />
      </Section>
    );
  }
  return (
    <Stack ref={anchor} scrollMargin={REVIEWS_SCROLL_MARGIN}>
      <ReviewSection
        config={config.data}
        type={query.type}
        onTypeChange={(type) => update({ type })}
        items={replies.data?.list}
        timeZone={MALL_TIME_ZONE}
        loading={!replies.data && !replies.error}
        error={replies.error ? replies.error.message : null}
        onRetry={retry}
        page={query.page}
        total={replies.data?.total ?? 0}
        limit={REVIEW_PAGE_SIZE}
        onPageChange={(page) => {
          update({ page });
          anchor.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
        }}
      />
    </Stack>
  );
}
