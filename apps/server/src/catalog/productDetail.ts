import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { ProductDetail, SkuValue } from '@mall/api';
import type { Db } from '../db/client.ts';
import { guarantee, merchant, product, productAttr, productSku } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { onSale } from './visibility.ts';

/** How many of the shop's other goods the merchant card shows. */
const MERCHANT_PICKS = 4;

/**
 * Goods detail (crmeb-api §4.4 ProductDetailResponse): the goods, its
 * specification axes, its SKUs keyed by their value string, the shop card
 * with four more of its goods, and the service guarantees.
 * @throws {HttpError} 404 when the goods does not exist or is not on sale.
 */
export async function getProductDetail(db: Db, id: number): Promise<ProductDetail> {
  const [row] = await db
    .select({ product, merchant })
    .from(product)
    .innerJoin(merchant, eq(merchant.id, product.merId))
    .where(and(eq(product.id, id), onSale))
    .limit(1);
  if (!row) throw notFound('goods.notFound', { id });
  const { product: p, merchant: m } = row;

  const [attrs, skus, picks, guarantees] = await Promise.all([
    db.select().from(productAttr).where(eq(productAttr.productId, id)).orderBy(asc(productAttr.sort), asc(productAttr.id)),
    db.select().from(productSku).where(eq(productSku.productId, id)).orderBy(asc(productSku.id)),
    db
      .select({
        id: product.id,
        storeName: product.name,
        image: product.image,
        price: product.price,
        sales: sql<number>`(${product.sales} + ${product.ficti})`,
      })
      .from(product)
      .innerJoin(merchant, eq(merchant.id, product.merId))
      .where(and(eq(product.merId, p.merId), ne(product.id, id), onSale))
      .orderBy(desc(product.sales), desc(product.id))
      .limit(MERCHANT_PICKS),
    db.select().from(guarantee).orderBy(desc(guarantee.sort), asc(guarantee.id)),
  ]);

  const productValue: Record<string, SkuValue> = {};
  for (const s of skus) {
    productValue[s.sku] = {
      id: s.id,
      productId: s.productId,
      sku: s.sku,
      attrValue: s.attrValue,
      price: s.price,
      otPrice: s.otPrice,
      stock: s.stock,
      sales: s.sales,
      image: s.image,
    };
  }

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
    productAttr: attrs.map((a) => ({ id: a.id, productId: a.productId, attrName: a.attrName, attrValues: a.attrValues })),
    productValue,
    merchantInfo: {
      id: m.id,
      name: m.name,
      avatar: m.avatar,
      isSelf: m.isSelf,
      starLevel: m.starLevel,
      typeId: m.typeId,
      // Following shops and favourites arrive with the collection endpoints.
      isCollect: false,
      proList: picks.map((x) => ({ ...x, sales: Number(x.sales) })),
    },
    userCollect: false,
    guaranteeList: guarantees.map((g) => ({ id: g.id, name: g.name, icon: g.icon, content: g.content })),
  };
}
