import { createHash } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsSearchTextOf } from '../../catalog/searchText.ts';
import { openPglite, type Database, type Db } from '../client.ts';
import { migrate } from '../migrate.ts';
import * as schema from '../schema.ts';
import { seed } from './index.ts';
import { LATIN_SERIES, seedScale, type ScaleSummary } from './scale.ts';

const TOTAL = 1_200;

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

async function digest(db: Db): Promise<string> {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(await db.select().from(schema.product).orderBy(asc(schema.product.id))));
  hash.update(JSON.stringify(await db.select().from(schema.productAttr).orderBy(asc(schema.productAttr.id))));
  hash.update(JSON.stringify(await db.select().from(schema.productSku).orderBy(asc(schema.productSku.id))));
  return hash.digest('hex');
}

let first: Database;
let second: Database;
let summary: ScaleSummary;

beforeAll(async () => {
  [first, second] = await Promise.all([openPglite('memory://'), openPglite('memory://')]);
  for (const database of [first, second]) {
    await migrate(database);
    await seed(database.db);
  }
  summary = await seedScale(first.db, TOTAL);
  await seedScale(second.db, TOTAL);
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

describe('generated catalogue', () => {
  it('tops the demo mall up to the total asked for, and adds nothing when it is reached', async () => {
    expect(summary.goodsAfter).toBe(TOTAL);
    expect(summary.addedGoods).toBe(TOTAL - summary.goodsBefore);
    const [counted] = await rows<{ goods: number; skus: number }>(
      first.db,
      sql`select (select count(*)::int from product) as goods, (select count(*)::int from product_sku) as skus`,
    );
    expect(counted?.goods).toBe(TOTAL);
    expect(summary.addedSkus).toBeGreaterThanOrEqual(summary.addedGoods);
    const again = await seedScale(first.db, TOTAL);
    expect(again.addedGoods).toBe(0);
  });

  it('writes the same rows on every run', async () => {
    expect(await digest(first.db)).toBe(await digest(second.db));
  });

  it('fills the search terms the way the goods search reads them, and places goods in their shops’ categories', async () => {
    const generated = await first.db.select().from(schema.product).where(sql`${schema.product.id} > ${summary.goodsBefore}`);
    for (const goods of generated) {
      expect(goods.searchText).toBe(goodsSearchTextOf(goods));
      expect(goods.merCategoryIds.length).toBeGreaterThan(0);
    }
    expect(generated.filter((g) => LATIN_SERIES.some((word) => g.name.includes(` ${word} `))).length).toBe(generated.length);
  });

  it('keeps every goods consistent with its SKUs, in a leaf category its shop sells in', async () => {
    const broken = await rows(
      first.db,
      sql`select p.id from product p
          join (select product_id, min(price) as price, sum(stock) as stock, sum(sales) as sales from product_sku group by product_id) s on s.product_id = p.id
          where p.price <> s.price or p.stock <> s.stock or p.sales <> s.sales`,
    );
    expect(broken).toEqual([]);
    expect(await rows(first.db, sql`select p.id from product p join category c on c.id = p.category_id where c.level <> 2`)).toEqual([]);
    const [next] = await rows<{ id: number }>(first.db, sql`select nextval(pg_get_serial_sequence('product_sku', 'id'))::int as id`);
    const [max] = await rows<{ id: number }>(first.db, sql`select max(id)::int as id from product_sku`);
    expect(next?.id).toBe((max?.id ?? 0) + 1);
  });
});
