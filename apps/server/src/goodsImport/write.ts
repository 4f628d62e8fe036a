import { and, eq, inArray } from 'drizzle-orm';
import { writeAudit, type Actor } from '../admin/audit.ts';
import { goodsSearchTextOf } from '../catalog/searchText.ts';
import type { Db } from '../db/client.ts';
import { merchant, product, productAttr, productDescription, productSku, type Translations } from '../db/schema.ts';
import { escapeHtml } from '../db/seed/description.ts';
import type { ImageStore } from '../upload/storage.ts';
import { removeUnusedImages, storeImages, type PreparedImage } from './images.ts';
import { ImportRefused, type PlannedGoods } from './types.ts';

/** One goods as written. */
export interface ImportedGoods {
  id: number;
  name: string;
  /** The row (CSV) or position (JSON) it came from. */
  row: number;
  skus: number;
  /** Lowest SKU price, cents; total stock, units. */
  price: number;
  stock: number;
}

/** The description HTML of imported goods: the operator's text as escaped paragraphs, else the selling points as a list. */
export function descriptionHtml(goods: Pick<PlannedGoods, 'name' | 'description' | 'points'>): string {
  const paragraphs = goods.description
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (paragraphs.length > 0) return paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  if (goods.points.length > 0) return `<ul>${goods.points.map((point) => `<li>${escapeHtml(point)}</li>`).join('')}</ul>`;
  return `<p>${escapeHtml(goods.name)}</p>`;
}

/** The `i18n` of an imported goods row: per locale the fields the file translated (`info` = selling points, one a line). */
export function goodsTranslations(goods: Pick<PlannedGoods, 'translations'>): Translations {
  const translations: Translations = {};
  for (const [locale, t] of Object.entries(goods.translations) as Array<[keyof Translations, NonNullable<PlannedGoods['translations'][keyof Translations]>]>) {
    const fields: Record<string, string> = {};
    if (t.name) fields.name = t.name;
    if (t.points) fields.info = t.points.join('\n');
    if (t.keyword) fields.keyword = t.keyword;
    if (t.unitName) fields.unitName = t.unitName;
    if (Object.keys(fields).length > 0) translations[locale] = fields;
  }
  return translations;
}

/**
 * The `i18n` of an imported goods' description: in each locale whose
 * description or selling points the file translated, made like the goods'
 * own ({@link descriptionHtml}). Elsewhere readers show the goods' own.
 */
export function descriptionTranslations(goods: Pick<PlannedGoods, 'name' | 'translations'>): Translations {
  const translations: Translations = {};
  for (const [locale, t] of Object.entries(goods.translations) as Array<[keyof Translations, NonNullable<PlannedGoods['translations'][keyof Translations]>]>) {
    if (!t.description && !t.points) continue;
    translations[locale] = { content: descriptionHtml({ name: t.name ?? goods.name, description: t.description ?? '', points: t.points ?? [] }) };
  }
  return translations;
}

/** The picture a planned reference resolved to. @throws {Error} when images.ts did not prepare it (a bug: validation runs first). */
function urlOf(images: ReadonlyMap<string, PreparedImage>, file: string): string {
  const image = images.get(file);
  if (!image) throw new Error(`goods import: picture ${file} was not prepared`);
  return image.url;
}

/**
 * Writes checked goods for shop `merId` in one transaction: the product rows
 * (shown, approved, with their translations and search terms in every locale
 * given, so they are listed and found at once), descriptions, axes and SKUs, and one audit entry `goods.import` on
 * `merchant:<id>`; the pictures are stored last, inside the transaction, and
 * removed again should it not commit (unless goods committed meanwhile use them). The shop's row is locked, and names are
 * checked again under the lock: two imports into one shop never both add a
 * goods of the same name.
 * @throws {ImportRefused} when the shop is gone or a name was taken meanwhile; nothing is written.
 */
export async function writeGoods(
  db: Db,
  deps: { store: ImageStore; actor: Actor; now?: Date },
  merId: number,
  goods: readonly PlannedGoods[],
  images: ReadonlyMap<string, PreparedImage>,
  fileName: string,
): Promise<ImportedGoods[]> {
  const written: PreparedImage[] = [];
  try {
    return await db.transaction(async (tx) => {
      const [shop] = await tx.select({ id: merchant.id }).from(merchant).where(eq(merchant.id, merId)).for('update');
      if (!shop) throw new ImportRefused([{ row: 0, field: '--shop', message: `no shop ${merId}` }]);
      const names = goods.map((g) => g.name);
      const taken = await tx
        .select({ id: product.id, name: product.name })
        .from(product)
        .where(and(eq(product.merId, merId), eq(product.isDel, false), inArray(product.name, names)));
      if (taken.length > 0) {
        throw new ImportRefused(
          taken.map((t) => ({ row: goods.find((g) => g.name === t.name)!.row, field: 'name', message: `the shop already sells goods "${t.name}" (goods ${t.id})` })),
        );
      }
      const imported: ImportedGoods[] = [];
      for (const g of goods) {
        const cheapest = g.skus.reduce((best, s) => (s.price < best.price ? s : best));
        const stock = g.skus.reduce((sum, s) => sum + s.stock, 0);
        const slider = g.images.map((ref) => urlOf(images, ref.path));
        const i18n = goodsTranslations(g);
        const [row] = await tx
          .insert(product)
          .values({
            merId,
            categoryId: g.categoryId,
            name: g.name,
            info: g.points.join('\n'),
            keyword: g.keyword,
            i18n,
            // The same terms the goods search reads, translations included (catalog/searchText.ts; docs/adr/0005-goods-search.md).
            searchText: goodsSearchTextOf({ name: g.name, keyword: g.keyword, i18n }),
            image: slider[0]!,
            sliderImages: slider,
            unitName: g.unitName,
            price: cheapest.price,
            otPrice: cheapest.otPrice,
            stock,
            sales: 0,
            postage: 0,
            ficti: 0,
            specType: g.skus.length > 1,
            isShow: true,
            isDel: false,
            auditStatus: 1,
            sort: 0,
          })
          .returning({ id: product.id });
        const id = row!.id;
        await tx.insert(productDescription).values({ productId: id, content: descriptionHtml(g), i18n: descriptionTranslations(g) });
        await tx.insert(productAttr).values(g.attrs.map((a, sort) => ({ productId: id, attrName: a.attrName, attrValues: a.attrValues, sort })));
        await tx.insert(productSku).values(
          g.skus.map((s) => ({ productId: id, sku: s.sku, attrValue: s.attrValue, price: s.price, otPrice: s.otPrice, stock: s.stock, sales: 0, image: urlOf(images, s.image.path) })),
        );
        imported.push({ id, name: g.name, row: g.row, skus: g.skus.length, price: cheapest.price, stock });
      }
      await writeAudit(
        tx,
        deps.actor,
        {
          action: 'goods.import',
          target: `merchant:${merId}`,
          before: null,
          after: { file: fileName, goods: imported.map((g) => ({ id: g.id, name: g.name, skus: g.skus })) },
        },
        deps.now,
      );
      await storeImages(tx, deps.store, images.values(), written);
      return imported;
    });
  } catch (error) {
    await removeUnusedImages(db, deps.store, written);
    throw error;
  }
}
