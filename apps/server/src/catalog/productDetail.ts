import { and, asc, desc, eq } from 'drizzle-orm';
import type { ProductDetail } from '@mall/api';
import type { Db } from '../db/client.ts';
import { guarantee, merchant, product } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { isFavourite } from '../collect/productFavourites.ts';
import { countFollowers, isFollowing } from '../collect/shopFollows.ts';
import { shopPicks } from '../merchant/shopPicks.ts';
import { loadSpecs } from './productSpecs.ts';
import { onSale } from './visibility.ts';

/** How many of the shop's other goods the merchant card shows. */
const MERCHANT_PICKS = 4;

/**
 * Goods detail (crmeb-api §4.4 ProductDetailResponse): the goods, its
 * specification axes, its SKUs keyed by their value string, the shop card
 * (followers, four more of its goods on sale) and the service guarantees.
 * For a signed-in shopper (`userId`), whether they follow the shop and keep
 * the goods among their favourites; both false for guests.
 * @throws {HttpError} 404 when the goods does not exist or is not on sale.
 */
export async function getProductDetail(db: Db, id: number, userId: number | null = null): Promise<ProductDetail> {
  const [row] = await db
    .select({ product, merchant })
    .from(product)
    .innerJoin(merchant, eq(merchant.id, product.merId))
    .where(and(eq(product.id, id), onSale))
    .limit(1);
  if (!row) throw notFound('goods.notFound', { id });
  const { product: p, merchant: m } = row;

  const [specs, picks, guarantees, followerCount, isCollect, userCollect] = await Promise.all([
    loadSpecs(db, id),
    shopPicks(db, [p.merId], MERCHANT_PICKS, id),
    db.select().from(guarantee).orderBy(desc(guarantee.sort), asc(guarantee.id)),
    countFollowers(db, p.merId),
    isFollowing(db, userId, p.merId),
    isFavourite(db, userId, id),
  ]);

  return {
    productInfo: {
      id: p.id,
      merId: p.merId,
      storeName: p.name,
      storeInfo: p.info,
      keyword: p.keyword,
      content: p.content,
      image: p.image,
      sliderImage: p.sliderImages,
      categoryId: p.categoryId,
      price: p.price,
      otPrice: p.otPrice,
      postage: p.postage,
      unitName: p.unitName,
      sales: p.sales + p.ficti,
      stock: p.stock,
      specType: p.specType,
    },
    ...specs,
    merchantInfo: {
      id: m.id,
      name: m.name,
      avatar: m.avatar,
      isSelf: m.isSelf,
      starLevel: m.starLevel,
      typeId: m.typeId,
      isCollect,
      followerCount,
      proList: picks.get(p.merId) ?? [],
    },
    userCollect,
    guaranteeList: guarantees.map((g) => ({ id: g.id, name: g.name, icon: g.icon, content: g.content })),
  };
}
