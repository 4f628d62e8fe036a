import { and, eq, sql } from 'drizzle-orm';
import type { Guarantee, ProductAttr, ProductDetail, ProductMini, SkuValue } from '@mall/api';
import type { Db } from '../db/client.ts';
import { guarantee, LISTED_SQL, merchant, product, productDescription } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { localized } from '../i18n/content.ts';
import type { ServerLocale } from '../i18n/locale.ts';
import { PICK_ORDER } from '../merchant/shopPicks.ts';
import { totalSales } from './goodsQuery.ts';
import { localizedSpecs, parsedJson, type StoredAxis } from './skuText.ts';
import { onSale } from './visibility.ts';

/** How many of the shop's other goods the merchant card shows. */
const MERCHANT_PICKS = 4;

/** The shopper's id in the statement: null for a guest, whose flags then come out false. */
const userIdParam = sql.placeholder('userId');

/** The content locale in the statement: texts are read in it, falling back to the source (i18n/content.ts). */
const localeParam = sql.placeholder('locale');

/**
 * The statement of {@link getProductDetail}, built and prepared once per
 * database: building it costs the query builder more CPU than PostgreSQL
 * spends running it.
 */
function detailStatement(db: Db) {
  return db
    .select({
      id: product.id,
      merId: product.merId,
      storeName: localized(product.i18n, product.name, 'name', localeParam),
      storeInfo: localized(product.i18n, product.info, 'info', localeParam),
      keyword: localized(product.i18n, product.keyword, 'keyword', localeParam),
      // Goods without a description row have none: the left join gives null.
      content: sql<string>`coalesce(${localized(productDescription.i18n, productDescription.content, 'content', localeParam)}, '')`,
      image: product.image,
      sliderImage: product.sliderImages,
      categoryId: product.categoryId,
      price: product.price,
      otPrice: product.otPrice,
      postage: product.postage,
      unitName: localized(product.i18n, product.unitName, 'unitName', localeParam),
      sales: totalSales,
      stock: product.stock,
      specType: product.specType,
      merchantName: localized(merchant.i18n, merchant.name, 'name', localeParam),
      merchantAvatar: merchant.avatar,
      isSelf: merchant.isSelf,
      starLevel: merchant.starLevel,
      typeId: merchant.typeId,
      followerCount: sql<number>`(select count(*)::integer from merchant_collect f where f.mer_id = ${product.merId})`,
      isCollect: sql<boolean>`exists (select 1 from merchant_collect f where f.user_id = ${userIdParam} and f.mer_id = ${product.merId})`,
      userCollect: sql<boolean>`exists (select 1 from product_collect c where c.user_id = ${userIdParam} and c.product_id = ${product.id})`,
      attrs: sql<Array<ProductAttr & StoredAxis>>`(
        select coalesce(json_agg(json_build_object(
          'id', a.id, 'productId', a.product_id, 'attrName', a.attr_name, 'attrValues', a.attr_values, 'i18n', a.i18n
        ) order by a.sort, a.id), '[]')
        from product_attr a where a.product_id = ${product.id})`,
      skus: sql<SkuValue[]>`(
        select coalesce(json_agg(json_build_object(
          'id', s.id, 'productId', s.product_id, 'sku', s.sku, 'attrValue', s.attr_value, 'price', s.price,
          'otPrice', s.ot_price, 'stock', s.stock, 'sales', s.sales, 'image', s.image
        ) order by s.id), '[]')
        from product_sku s where s.product_id = ${product.id})`,
      /*
       * The shop card's picks as merchant/shopPicks.ts orders them: one walk of product_listed_mer_idx,
       * stopping after the picks. The shop is this goods' own, so it is open. LISTED_SQL and PICK_ORDER are
       * unqualified and read the innermost rows: `o` inside, `q` in the aggregate.
       */
      picks: sql<ProductMini[]>`(
        select coalesce(json_agg(json_build_object(
          'id', q.id, 'storeName', ${localized(sql`q.i18n`, sql`q.name`, 'name', localeParam)}, 'image', q.image, 'price', q.price, 'otPrice', q.ot_price, 'sales', q.sales + q.ficti
        ) order by ${PICK_ORDER}), '[]')
        from (
          select o.id, o.name, o.i18n, o.image, o.price, o.ot_price, o.sort, o.sales, o.ficti
          from product o
          where o.mer_id = ${product.merId} and ${LISTED_SQL} and o.id <> ${product.id}
          order by ${PICK_ORDER}
          limit ${MERCHANT_PICKS}
        ) q)`,
      guarantees: sql<Guarantee[]>`(
        select coalesce(json_agg(json_build_object(
          'id', ${guarantee.id}, 'name', ${localized(guarantee.i18n, guarantee.name, 'name', localeParam)}, 'icon', ${guarantee.icon},
          'content', ${localized(guarantee.i18n, guarantee.content, 'content', localeParam)}
        ) order by ${guarantee.sort} desc, ${guarantee.id}), '[]')
        from ${guarantee})`,
    })
    .from(product)
    .innerJoin(merchant, eq(merchant.id, product.merId))
    .leftJoin(productDescription, eq(productDescription.productId, product.id))
    .where(and(eq(product.id, sql.placeholder('id')), onSale))
    .limit(1)
    .prepare('product_detail');
}

const statements = new WeakMap<Db, ReturnType<typeof detailStatement>>();

/**
 * Goods detail (crmeb-api §4.4 ProductDetailResponse): the goods with its
 * description, its specification axes, its SKUs keyed by their value string,
 * the shop card (followers, {@link MERCHANT_PICKS} more of its goods on sale,
 * in the shop's merchandising order, then best sellers, then newest) and the
 * service guarantees. For a signed-in shopper (`userId`), whether they follow
 * the shop and keep the goods among their favourites; both false for guests.
 * Prices are cents. Texts are in `locale` where translated, field by field
 * (name, selling points, keywords, unit, description, the shop's and the
 * picks' names, guarantees; axes and SKU strings through catalog/skuText.ts),
 * else as written.
 *
 * One statement, the parts as subqueries aggregated to JSON: the page is the
 * mall's busiest read, and six round trips cost more than the work
 * (docs/adr/0007-catalogue-speed.md).
 * @throws {HttpError} 404 when the goods does not exist or is not on sale.
 */
export async function getProductDetail(db: Db, id: number, userId: number | null, locale: ServerLocale): Promise<ProductDetail> {
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = detailStatement(db)));
  const [row] = await statement.execute({ id, userId, locale });
  if (!row) throw notFound('goods.notFound', { id });

  const { productAttr, productValue } = localizedSpecs(parsedJson(row.attrs), parsedJson(row.skus), locale);
  return {
    productInfo: {
      id: row.id,
      merId: row.merId,
      storeName: row.storeName,
      storeInfo: row.storeInfo,
      keyword: row.keyword,
      content: row.content,
      image: row.image,
      sliderImage: row.sliderImage,
      categoryId: row.categoryId,
      price: row.price,
      otPrice: row.otPrice,
      postage: row.postage,
      unitName: row.unitName,
      sales: row.sales,
      stock: row.stock,
      specType: row.specType,
    },
    productAttr,
    productValue,
    merchantInfo: {
      id: row.merId,
      name: row.merchantName,
      avatar: row.merchantAvatar,
      isSelf: row.isSelf,
      starLevel: row.starLevel,
      typeId: row.typeId,
      isCollect: row.isCollect,
      followerCount: row.followerCount,
      proList: parsedJson(row.picks),
    },
    userCollect: row.userCollect,
    guaranteeList: parsedJson(row.guarantees),
  };
}
