import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_UPLOAD_SETTINGS, serverRoot } from '../src/config.ts';
import type { Database, Db } from '../src/db/client.ts';
import { auditLog, merchant, merchantCategory, merchantType, product, productDescription, productSku } from '../src/db/schema.ts';
import { importGoods, type GoodsImportResult } from '../src/goodsImport/importGoods.ts';
import { ImportRefused, type ImportIssue } from '../src/goodsImport/types.ts';
import { createOperator } from '../src/admin/operators.ts';
import { LocalImageStore, type ImageStore } from '../src/upload/storage.ts';
import { runAdmin, seededDatabaseFor, withCliDatabase, type CliRun } from './cliDatabase.ts';
import { checkout, newShopper, payWithBalance, shopOrdersOf } from './afterCheckout.ts';
import { startMall, stateOf, type TestMall } from './harness.ts';

/*
 * `admin goods import` (issue 15, operator review; README "Importing
 * goods"): goods for a new shop from a CSV or JSON file, all or nothing,
 * listed and searchable at once. The service is called as the command line
 * calls it; the last block runs the command itself as its own process.
 */

const EXAMPLES = path.join(serverRoot, 'examples', 'goods-import');
/** Each command is a process of its own that loads tsx and opens the database: seconds each on a busy machine. */
const SLOW = 240_000;

let mall: TestMall;
let work: string;

beforeAll(async () => {
  mall = await startMall();
  work = await mkdtemp(path.join(tmpdir(), 'mall-goods-import-'));
}, SLOW);
afterAll(async () => {
  await mall?.close();
  await rm(work, { recursive: true, force: true });
});

/** A shop as an approval opens it: no goods yet. */
async function newShop(db: Db, name: string): Promise<number> {
  const [type] = await db.select({ id: merchantType.id }).from(merchantType).limit(1);
  const [category] = await db.select({ id: merchantCategory.id }).from(merchantCategory).limit(1);
  const [row] = await db
    .insert(merchant)
    .values({ name, avatar: '', typeId: type!.id, categoryId: category!.id, realName: 'Import test', email: `${name}@example.com`, isSwitch: true })
    .returning({ id: merchant.id });
  return row!.id;
}

function run(merId: number, file: string, dryRun = false): Promise<GoodsImportResult> {
  return importGoods(
    { db: mall.db, store: new LocalImageStore(mall.uploadsDir), settings: DEFAULT_UPLOAD_SETTINGS, actor: { operatorId: null, via: 'cli' } },
    { merId, file, dryRun },
  );
}

/** The issues an import was refused with. @throws when it was not refused. */
async function refusal(work: Promise<unknown>): Promise<ImportIssue[]> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImportRefused);
  return (error as ImportRefused).issues;
}

async function storedFiles(): Promise<string[]> {
  return readdir(mall.uploadsDir).catch(() => []);
}

/** What stateOf does not cover: the goods tables and the audit log. */
async function goodsState(db: Db): Promise<string> {
  const [goods] = await db.select({ n: count() }).from(product);
  const [skus] = await db.select({ n: count() }).from(productSku);
  const [audits] = await db.select({ n: count() }).from(auditLog);
  return `${goods!.n}:${skus!.n}:${audits!.n}`;
}

/** A folder holding the example pictures and an import file written by the test. */
async function folderWith(name: string, content: string): Promise<string> {
  const dir = await mkdtemp(path.join(work, 'case-'));
  for (const picture of ['mug.jpg', 'tote-blue.png', 'tote-green.png']) await copyFile(path.join(EXAMPLES, picture), path.join(dir, picture));
  await writeFile(path.join(dir, name), content);
  return path.join(dir, name);
}

const HEADER = 'name,category,price,original_price,stock,unit,selling_points,keywords,description,images,sku_image,spec.颜色';

async function shopGoods(merId: number): Promise<Array<{ id: number; storeName: string; price: number }>> {
  const answer = await mall.http('GET', `/api/front/product/merchant/pro/list?merId=${merId}&page=1&limit=20`);
  expect(answer.status).toBe(200);
  return answer.data.list;
}

async function search(keyword: string): Promise<number[]> {
  const answer = await mall.http('GET', `/api/front/product/list?keyword=${encodeURIComponent(keyword)}&page=1&limit=50`);
  expect(answer.status).toBe(200);
  return answer.data.list.map((card: { id: number }) => card.id);
}

describe('a new shop without goods', () => {
  it('answers its pages with empty lists, never an error, and is on the shop street with no goods', async () => {
    const merId = await newShop(mall.db, 'import-empty-shop');
    expect((await mall.http('GET', `/api/front/merchant/index/info/${merId}`)).status).toBe(200);
    expect((await mall.http('GET', `/api/front/merchant/detail/${merId}`)).status).toBe(200);
    const categories = await mall.http('GET', `/api/front/product/merchant/${merId}/category/list`);
    expect([categories.status, categories.data]).toEqual([200, []]);
    const goods = await mall.http('GET', `/api/front/product/merchant/pro/list?merId=${merId}&page=1&limit=20`);
    expect([goods.status, goods.data.list, goods.data.total]).toEqual([200, [], 0]);
    const street = await mall.http('GET', `/api/front/merchant/search/list?keywords=import-empty-shop&page=1&limit=10`);
    expect(street.status).toBe(200);
    expect(street.data.list).toEqual([expect.objectContaining({ id: merId, proList: [] })]);
  });
});

describe('goods import: all or nothing', () => {
  it('a CSV with one bad row imports nothing, and says which row, which field and why', async () => {
    const merId = await newShop(mall.db, 'import-bad-row');
    const file = await folderWith(
      'goods.csv',
      [
        HEADER,
        '好物马克杯,厨具餐具,39.90,59.00,10,个,大容量,马克杯,,mug.jpg,,',
        '好物托特包,箱包,12.345,,5,个,,,,tote-blue.png,,',
        '好物水杯,厨具餐具,19.90,,8,个,,,,mug.jpg,,',
      ].join('\n'),
    );
    const before = await stateOf(mall.db);
    const goodsBefore = await goodsState(mall.db);
    const filesBefore = await storedFiles();
    const issues = await refusal(run(merId, file));
    expect(issues).toEqual([{ row: 3, field: 'price', message: expect.stringContaining('at most two decimals') }]);
    expect(await stateOf(mall.db)).toEqual(before);
    expect(await goodsState(mall.db)).toBe(goodsBefore);
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await shopGoods(merId)).toEqual([]);
  });

  it('reports every problem of the file at once: category, stock, original price, a picture missing or not a picture', async () => {
    const merId = await newShop(mall.db, 'import-many-problems');
    const file = await folderWith(
      'goods.csv',
      [
        HEADER,
        '杯子一,不存在的分类,10,,1,个,,,,mug.jpg,,',
        '杯子二,手机数码,10,,-1,个,,,,mug.jpg,,',
        '杯子三,厨具餐具,10,8,1,个,,,,mug.jpg,,',
        '杯子四,厨具餐具,10,,1,个,,,,gone.jpg|mug.jpg,,',
        '杯子五,厨具餐具,10,,1,个,,,,goods.csv,,',
      ].join('\n'),
    );
    const before = await stateOf(mall.db);
    const filesBefore = await storedFiles();
    const issues = await refusal(run(merId, file));
    expect(issues).toEqual([
      { row: 2, field: 'category', message: expect.stringContaining('no category "不存在的分类"') },
      { row: 3, field: 'category', message: expect.stringContaining('has sub-categories') },
      { row: 3, field: 'stock', message: expect.stringContaining('whole number') },
      { row: 4, field: 'original_price', message: expect.stringContaining('below the price') },
      { row: 5, field: 'images', message: 'gone.jpg: no such file' },
      { row: 6, field: 'images', message: 'goods.csv: only JPG, PNG and WebP pictures can be uploaded' },
    ]);
    expect(await stateOf(mall.db)).toEqual(before);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('refuses an unknown shop, and a dry run checks everything and writes nothing', async () => {
    const before = await stateOf(mall.db);
    const goodsBefore = await goodsState(mall.db);
    expect(await refusal(run(999_999, path.join(EXAMPLES, 'goods.csv')))).toEqual([{ row: 0, field: '--shop', message: 'no shop 999999' }]);
    const merId = await newShop(mall.db, 'import-dry-run');
    const stateWithShop = await stateOf(mall.db);
    const dry = await run(merId, path.join(EXAMPLES, 'goods.csv'), true);
    expect(dry.dryRun).toBe(true);
    expect(dry.goods.map((g) => [g.row, g.name, g.skus, g.id])).toEqual([
      [2, '手绘陶瓷马克杯', 1, undefined],
      [3, '帆布托特包', 4, undefined],
    ]);
    expect(await stateOf(mall.db)).toEqual(stateWithShop);
    expect(before.audit_entries).toBe(stateWithShop.audit_entries);
    expect(await goodsState(mall.db)).toBe(goodsBefore);
    expect(await shopGoods(merId)).toEqual([]);
  });
});

describe('goods import: what a good file gives', () => {
  it('imports the example CSV: listed in the shop, found by search, with axes, SKUs in cents and pictures re-encoded', async () => {
    const merId = await newShop(mall.db, 'import-csv');
    const result = await run(merId, path.join(EXAMPLES, 'goods.csv'));
    expect(result.goods.map((g) => [g.name, g.skus, g.price, g.stock])).toEqual([
      ['手绘陶瓷马克杯', 1, 3990, 120],
      ['帆布托特包', 4, 4900, 180],
    ]);
    const [mugId, toteId] = result.goods.map((g) => g.id!);

    const listed = await shopGoods(merId);
    expect(listed.map((g) => g.id).sort()).toEqual([mugId, toteId].sort());
    expect(listed.find((g) => g.id === mugId)).toMatchObject({ storeName: '手绘陶瓷马克杯', price: 3990 });
    expect(await search('陶瓷马克杯')).toContain(mugId);
    expect(await search('tote')).toContain(toteId);

    const detail = await mall.http('GET', `/api/front/product/detail/${toteId}`);
    expect(detail.status).toBe(200);
    expect(detail.data.productAttr.map((a: { attrName: string; attrValues: string[] }) => [a.attrName, a.attrValues])).toEqual([
      ['颜色', ['蓝色', '绿色']],
      ['尺寸', ['小号', '大号']],
    ]);
    const skus = detail.data.productValue;
    expect(Object.keys(skus).sort()).toEqual(['绿色,大号', '绿色,小号', '蓝色,大号', '蓝色,小号'].sort());
    expect(skus['蓝色,大号']).toMatchObject({ price: 5900, otPrice: 7900, stock: 60, attrValue: { 颜色: '蓝色', 尺寸: '大号' } });
    expect(skus['绿色,大号'].stock).toBe(0);
    expect(skus['绿色,小号'].image).not.toBe(skus['蓝色,小号'].image);

    const mug = await mall.http('GET', `/api/front/product/detail/${mugId}`);
    expect(mug.data.productAttr.map((a: { attrName: string }) => a.attrName)).toEqual(['规格']);
    expect(mug.data.productInfo.content).toBe('<p>高温烧制的陶瓷马克杯，釉下彩手绘图案。</p><p>每只杯子出窑后逐一检查，适合咖啡、牛奶与茶。</p>');

    // Pictures are the mall's own encoding, served where uploads are.
    const [row] = await mall.db.select().from(product).where(eq(product.id, mugId!));
    expect(row!.image).toMatch(/^\/uploads\/[0-9a-f]{64}\.jpg$/);
    expect(row!.searchText).not.toBe('');
    const served = await fetch(`${mall.url}${row!.image}`);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.equals(await readFile(path.join(EXAMPLES, 'mug.jpg')))).toBe(false);
    expect((await sharp(bytes).metadata()).format).toBe('jpeg');
    expect(await storedFiles()).toContain(`${row!.image.slice('/uploads/'.length, -'.jpg'.length)}.thumb.jpg`);

    const [entry] = await mall.db.select().from(auditLog).where(and(eq(auditLog.action, 'goods.import'), eq(auditLog.target, `merchant:${merId}`)));
    expect(entry).toMatchObject({ via: 'cli', operatorId: null, after: { file: 'goods.csv', goods: [{ id: mugId, skus: 1 }, { id: toteId, skus: 4 }] } });

    // Importing the same file again would sell each goods twice: refused, nothing written.
    const before = await stateOf(mall.db);
    const issues = await refusal(run(merId, path.join(EXAMPLES, 'goods.csv')));
    expect(issues.map((i) => [i.row, i.field])).toEqual([
      [2, 'name'],
      [3, 'name'],
    ]);
    expect(await stateOf(mall.db)).toEqual(before);
  });

  it('imports the example JSON: SKU prices fall back to the goods, the category by parent/name', async () => {
    const merId = await newShop(mall.db, 'import-json');
    const result = await run(merId, path.join(EXAMPLES, 'goods.json'));
    const [mugId, toteId] = result.goods.map((g) => g.id!);
    expect(result.goods.map((g) => [g.row, g.name, g.categoryName, g.skus, g.price, g.stock])).toEqual([
      [1, 'Hand-painted ceramic mug', '厨具餐具', 1, 3990, 120],
      [2, 'Canvas tote bag', '箱包', 4, 4900, 180],
    ]);
    expect((await shopGoods(merId)).map((g) => g.id).sort()).toEqual([mugId, toteId].sort());
    expect(await search('ceramic mug')).toContain(mugId);
    expect(await search('canvas')).toContain(toteId);
    const detail = await mall.http('GET', `/api/front/product/detail/${toteId}`);
    expect(detail.data.productValue['绿色,小号']).toMatchObject({ price: 4900, otPrice: 6900, stock: 40 });
    expect(detail.data.productInfo.content).toBe('<ul><li>Heavy canvas</li><li>Inner pocket</li></ul>');
  });

  it('a shopper buys an imported SKU: the new shop really sells', async () => {
    const merId = await newShop(mall.db, 'import-sells');
    const [, tote] = (await run(merId, path.join(EXAMPLES, 'goods.json'))).goods;
    const [sku] = await mall.db
      .select({ id: productSku.id, stock: productSku.stock, price: productSku.price })
      .from(productSku)
      .where(and(eq(productSku.productId, tote!.id!), eq(productSku.sku, '蓝色,大号')));
    const buyer = await newShopper(mall, '13700001501');
    const orderNo = await checkout(mall, buyer, [[{ productId: tote!.id!, skuId: sku!.id, merId, price: sku!.price, postage: 0, stock: sku!.stock }, 2]]);
    await payWithBalance(mall, buyer, orderNo);
    const [shopOrder] = await shopOrdersOf(mall, orderNo);
    expect(shopOrder).toMatchObject({ merId, paid: true, payPrice: 2 * 5900 });
    const [after] = await mall.db.select({ stock: productSku.stock, sales: productSku.sales }).from(productSku).where(eq(productSku.id, sku!.id));
    expect(after).toEqual({ stock: 58, sales: 2 });
  });

  it('refuses SKUs that repeat or leave out a value, and JSON of the wrong shape, naming the path', async () => {
    const merId = await newShop(mall.db, 'import-bad-skus');
    const csv = await folderWith(
      'goods.csv',
      [HEADER, '双色杯,厨具餐具,10,,1,个,,,,mug.jpg,,红', '双色杯,,10,,1,,,,,,,红', '双色杯,,10,,1,,,,,,,'].join('\n'),
    );
    expect(await refusal(run(merId, csv))).toEqual([
      { row: 3, field: 'spec.颜色', message: 'the same values as the SKU of row 2' },
      { row: 4, field: 'spec.颜色', message: expect.stringContaining('every SKU of a goods gives a value') },
    ]);
    const json = await folderWith(
      'goods.json',
      JSON.stringify([{ name: '杯', category: '厨具餐具', images: ['mug.jpg'], skus: [{ attrs: { 颜色: '红' }, price: 'free', stock: 1, colour: 'x' }] }]),
    );
    expect(await refusal(run(merId, json))).toEqual([
      { row: 1, field: 'skus[1].colour', message: expect.stringContaining('unknown property') },
      { row: 1, field: 'skus[1].price', message: expect.stringContaining('an amount in yuan') },
    ]);
    expect(await shopGoods(merId)).toEqual([]);
  });

  it('imports translations from <column>.<locale> columns and JSON i18n: stored per locale, found by search in their words', async () => {
    const merId = await newShop(mall.db, 'import-translations');
    const csv = await folderWith(
      'goods.csv',
      [
        `${HEADER},name.en,selling_points.en,keywords.fr,unit.th,description.en`,
        '青瓷茶杯,厨具餐具,25,,10,个,釉色温润|手工拉坯,茶杯,,mug.jpg,,青,Celadon teacup,Soft glaze|Thrown by hand,tasse à thé,ใบ,Thrown by hand and fired once.',
        // Another SKU: the goods' translations may be repeated alike, or left empty.
        '青瓷茶杯,,25,,10,,,,,,,白,Celadon teacup,,,,',
      ].join('\n'),
    );
    const [cup] = (await run(merId, csv)).goods;
    const [row] = await mall.db.select({ i18n: product.i18n, name: product.name }).from(product).where(eq(product.id, cup!.id!));
    expect(row).toEqual({
      name: '青瓷茶杯',
      i18n: { en: { name: 'Celadon teacup', info: 'Soft glaze\nThrown by hand' }, fr: { keyword: 'tasse à thé' }, th: { unitName: 'ใบ' } },
    });
    const [description] = await mall.db.select({ i18n: productDescription.i18n }).from(productDescription).where(eq(productDescription.productId, cup!.id!));
    expect(description!.i18n).toEqual({ en: { content: '<p>Thrown by hand and fired once.</p>' } });
    expect(await search('celadon teacup')).toContain(cup!.id);
    expect(await search('tasse')).toContain(cup!.id);
    expect(await search('茶杯')).toContain(cup!.id);

    const json = await folderWith(
      'goods.json',
      JSON.stringify([{ name: '白瓷碗', category: '厨具餐具', price: 19, stock: 5, images: ['mug.jpg'], i18n: { fr: { name: 'Bol en porcelaine', sellingPoints: ['Émail doux'] } } }]),
    );
    const [bowl] = (await run(merId, json)).goods;
    const [stored] = await mall.db.select({ i18n: product.i18n }).from(product).where(eq(product.id, bowl!.id!));
    expect(stored!.i18n).toEqual({ fr: { name: 'Bol en porcelaine', info: 'Émail doux' } });
    expect(await search('porcelaine')).toContain(bowl!.id);
  });

  it('refuses translations in an unknown locale or field, or that differ between a goods’ rows', async () => {
    const merId = await newShop(mall.db, 'import-bad-translations');
    const columns = await folderWith('goods.csv', [`${HEADER},name.xx,colour.en`, '杯,厨具餐具,10,,1,个,,,,mug.jpg,,红,a,b'].join('\n'));
    expect((await refusal(run(merId, columns))).map((i) => [i.row, i.field])).toEqual([
      [1, 'name.xx'],
      [1, 'colour.en'],
    ]);
    const rows = await folderWith(
      'goods.csv',
      [`${HEADER},name.en`, '杯,厨具餐具,10,,1,个,,,,mug.jpg,,红,Cup', '杯,,10,,1,,,,,,,白,Mug'].join('\n'),
    );
    expect(await refusal(run(merId, rows))).toEqual([{ row: 3, field: 'name.en', message: expect.stringContaining("differs from the goods' first row") }]);
    const json = await folderWith(
      'goods.json',
      JSON.stringify([{ name: '杯', category: '厨具餐具', price: 1, stock: 1, images: ['mug.jpg'], i18n: { xx: { name: 'a' }, en: { colour: 'b', name: 'x'.repeat(121) } } }]),
    );
    expect((await refusal(run(merId, json))).map((i) => [i.row, i.field])).toEqual([
      [1, 'i18n.xx'],
      [1, 'i18n.en.colour'],
      [1, 'i18n.en.name'],
    ]);
    expect(await shopGoods(merId)).toEqual([]);
  });
});

describe('goods import: failures after checking', () => {
  it('removes the pictures it stored when the write fails halfway, and leaves the database as it was', async () => {
    const merId = await newShop(mall.db, 'import-store-fails');
    const local: ImageStore = new LocalImageStore(mall.uploadsDir);
    let puts = 0;
    // The third file (the second picture) cannot be stored: a full disk, say.
    const failing: ImageStore = {
      put: async (key, bytes, type) => {
        puts += 1;
        if (puts === 3) throw new Error('disk full');
        await local.put(key, bytes, type);
      },
      read: (key) => local.read(key),
      exists: (key) => local.exists(key),
      remove: (key) => local.remove(key),
    };
    const file = await folderWith(
      'goods.csv',
      [HEADER, '失败时的杯子,厨具餐具,10,,1,个,,,,mug.jpg,,', '失败时的包,箱包,10,,1,个,,,,tote-green.png,,'].join('\n'),
    );
    // Pictures no other test stores, so this import writes them itself.
    const dir = path.dirname(file);
    await sharp(path.join(dir, 'mug.jpg')).rotate(90).jpeg().toFile(path.join(dir, 'mug-turned.jpg'));
    await sharp(path.join(dir, 'tote-green.png')).flop().png().toFile(path.join(dir, 'tote-turned.png'));
    await writeFile(file, (await readFile(file, 'utf8')).replace(',mug.jpg,', ',mug-turned.jpg,').replace(',tote-green.png,', ',tote-turned.png,'));
    const before = await stateOf(mall.db);
    const goodsBefore = await goodsState(mall.db);
    const filesBefore = await storedFiles();
    const error = await importGoods(
      { db: mall.db, store: failing, settings: DEFAULT_UPLOAD_SETTINGS, actor: { operatorId: null, via: 'cli' } },
      { merId, file },
    ).then(
      () => null,
      (e: unknown) => e,
    );
    expect((error as Error).message).toBe('disk full');
    expect(puts).toBe(3);
    expect(await stateOf(mall.db)).toEqual(before);
    expect(await goodsState(mall.db)).toBe(goodsBefore);
    expect((await storedFiles()).sort()).toEqual(filesBefore.sort());
  });

  it('two imports of one file into one shop at once: one writes, the other is refused by name', async () => {
    const merId = await newShop(mall.db, 'import-race');
    const outcomes = await Promise.allSettled([run(merId, path.join(EXAMPLES, 'goods.json')), run(merId, path.join(EXAMPLES, 'goods.json'))]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(ImportRefused);
    expect((refused.reason as ImportRefused).issues.map((i) => i.field)).toEqual(['name', 'name']);
    expect(await shopGoods(merId)).toHaveLength(2);
  });
});

describe('goods import through the API, for a running mall', () => {
  const OPERATOR = { email: 'ops.goods-import@example.com', password: 'Ops-goods-import-password-1' };
  let operatorToken: string;

  beforeAll(async () => {
    await createOperator(mall.db, { operatorId: null, via: 'cli' }, OPERATOR);
    const login = await mall.http('POST', '/api/admin/login', { body: OPERATOR });
    operatorToken = login.body.data.token;
  });

  /** Posts the import form: the file and the named pictures from the examples folder. */
  async function post(token: string | undefined, merId: number, file: { name: string; text: string }, pictures: string[], query = '') {
    const form = new FormData();
    form.append('file', new Blob([file.text]), file.name);
    for (const name of pictures) form.append('pictures', new Blob([await readFile(path.join(EXAMPLES, name))]), name);
    const res = await fetch(`${mall.url}/api/admin/merchants/${merId}/goods/import${query}`, {
      method: 'POST',
      headers: { 'accept-language': 'en', ...(token ? { 'authori-zation': token } : {}) },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as { code: number; message: string; data: any } };
  }

  it('imports the example CSV sent with its pictures: listed and searchable at once, audited as the operator', async () => {
    const merId = await newShop(mall.db, 'import-over-api');
    const text = await readFile(path.join(EXAMPLES, 'goods.csv'), 'utf8');
    const dry = await post(operatorToken, merId, { name: 'goods.csv', text }, ['mug.jpg', 'tote-blue.png', 'tote-green.png'], '?dryRun=true');
    expect(dry.body.code, dry.body.message).toBe(200);
    expect(dry.body.data.dryRun).toBe(true);
    expect(await shopGoods(merId)).toEqual([]);

    const answer = await post(operatorToken, merId, { name: 'goods.csv', text }, ['mug.jpg', 'tote-blue.png', 'tote-green.png']);
    expect(answer.body.code, answer.body.message).toBe(200);
    const written = answer.body.data.goods as Array<{ id: number; name: string; price: string | number }>;
    expect(written.length).toBeGreaterThan(0);
    // Yuan on the wire, as every price of the provider's API.
    expect(typeof written[0]!.price).toBe('number');
    const listed = await shopGoods(merId);
    expect(listed.map((g) => g.id).sort()).toEqual(written.map((g) => g.id).sort());
    expect(await search(written[0]!.name)).toContain(written[0]!.id);
    const [audit] = await mall.db.select().from(auditLog).where(and(eq(auditLog.action, 'goods.import'), eq(auditLog.target, `merchant:${merId}`)));
    expect(audit?.via).toBe('api');
    expect(audit?.operatorId).not.toBeNull();
  });

  it('refuses a file with a bad row, or a picture it names but was not sent, and writes nothing', async () => {
    const merId = await newShop(mall.db, 'import-over-api-refused');
    const before = await stateOf(mall.db);
    const goodsBefore = await goodsState(mall.db);
    const filesBefore = await storedFiles();
    const bad = [HEADER, '好物马克杯,厨具餐具,39.90,59.00,10,个,,,,mug.jpg,,', '好物托特包,箱包,12.345,,5,个,,,,tote-blue.png,,'].join('\n');
    const refused = await post(operatorToken, merId, { name: 'goods.csv', text: bad }, ['mug.jpg', 'tote-blue.png']);
    expect(refused.body.code).toBe(400);
    expect(refused.body.message).toMatch(/^file: the import was refused \(1 problems/);
    expect(refused.body.data.errors).toEqual([{ field: 'row 3 price', message: expect.stringContaining('at most two decimals') }]);

    const good = [HEADER, '好物马克杯,厨具餐具,39.90,59.00,10,个,,,,mug.jpg,,'].join('\n');
    const missing = await post(operatorToken, merId, { name: 'goods.csv', text: good }, []);
    expect(missing.body.code).toBe(400);
    expect(missing.body.data.errors).toEqual([{ field: 'row 2 images', message: expect.stringContaining('no such file') }]);

    const twice = await post(operatorToken, merId, { name: 'goods.csv', text: good }, ['mug.jpg', 'mug.jpg']);
    expect(twice.body.code).toBe(400);
    expect(twice.body.data.errors).toEqual([{ field: 'pictures', message: 'two parts are named "mug.jpg"' }]);

    expect(await stateOf(mall.db)).toEqual(before);
    expect(await goodsState(mall.db)).toBe(goodsBefore);
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await shopGoods(merId)).toEqual([]);
  });

  it('is for operators only: no token or a shopper\'s token is refused', async () => {
    const merId = await newShop(mall.db, 'import-over-api-shopper');
    const text = await readFile(path.join(EXAMPLES, 'goods.csv'), 'utf8');
    expect((await post(undefined, merId, { name: 'goods.csv', text }, ['mug.jpg'])).body.code).toBe(401);
    const shopper = await mall.login();
    expect((await post(shopper, merId, { name: 'goods.csv', text }, ['mug.jpg'])).body.code).toBe(401);
    expect(await shopGoods(merId)).toEqual([]);
  });
});

describe('admin goods import, the command', () => {
  let dataDir: string;
  let databaseUrl: string | undefined;
  let merId: number;

  function withDb<T>(job: (db: Database['db']) => Promise<T>): Promise<T> {
    return withCliDatabase(dataDir, databaseUrl, job);
  }

  function admin(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
    return runAdmin(dataDir, databaseUrl, args, env);
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'mall-goods-import-cli-'));
    databaseUrl = await seededDatabaseFor(dataDir);
    merId = await withDb((db) => newShop(db, 'import-cli'));
  }, SLOW);
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('imports the example file into the mall the command is configured with, then refuses it a second time with the report', async () => {
    const file = path.join('examples', 'goods-import', 'goods.csv');
    const done = await admin(['goods', 'import', '--shop', String(merId), file]);
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toContain(`Imported 2 goods into shop ${merId} (import-cli)`);
    expect(done.stdout).toMatch(/goods \d+ {2}row 3 {2}帆布托特包 {2}\[箱包\] {2}4 SKUs {2}from ¥49\.00 {2}stock 180/);
    const stored = await readdir(path.join(dataDir, 'uploads'));
    expect(stored.filter((name) => !name.startsWith('.'))).toHaveLength(6);
    await withDb(async (db) => {
      const goods = await db.select({ name: product.name }).from(product).where(eq(product.merId, merId));
      expect(goods.map((g) => g.name).sort()).toEqual(['帆布托特包', '手绘陶瓷马克杯'].sort());
    });

    const again = await admin(['goods', 'import', '--shop', String(merId), file]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('The import was refused (2 problems); nothing was written:');
    expect(again.stderr).toMatch(/row 2, name: the shop already sells goods "手绘陶瓷马克杯" \(goods \d+\)/);

    // Through a running mall, pictures must sit beside the file under plain names: checked before any sign-in.
    const nested = path.join(dataDir, 'nested.csv');
    await writeFile(nested, [HEADER, '好物马克杯,厨具餐具,39.90,59.00,10,个,,,,pictures/mug.jpg,,'].join('\n'));
    const remote = await admin(['goods', 'import', '--shop', String(merId), nested, '--url', 'http://127.0.0.1:1']);
    expect(remote.code).toBe(1);
    expect(remote.stderr).toContain('row 2, images: pictures/mug.jpg: through --url, pictures must be files beside the import file');
  }, SLOW);

  it('with --url, sends the file and its pictures to a running mall, which imports them as the operator signed in', async () => {
    const ops = { email: 'ops.goods-import-url@example.com', password: 'Ops-goods-import-url-password-1' };
    const operator = await createOperator(mall.db, { operatorId: null, via: 'cli' }, ops);
    const target = await newShop(mall.db, 'import-cli-url');
    const file = path.join('examples', 'goods-import', 'goods.json');
    const done = await admin(['goods', 'import', '--shop', String(target), file, '--url', mall.url, '--as', ops.email], { MALL_OPERATOR_PASSWORD: ops.password });
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toContain(`Imported 2 goods into shop ${target} (import-cli-url)`);
    expect((await shopGoods(target)).map((g) => g.storeName).sort()).toHaveLength(2);
    const [audit] = await mall.db.select().from(auditLog).where(and(eq(auditLog.action, 'goods.import'), eq(auditLog.target, `merchant:${target}`)));
    expect(audit).toMatchObject({ via: 'api', operatorId: operator.id });
  }, SLOW);
});
