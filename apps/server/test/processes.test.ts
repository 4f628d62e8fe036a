import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CART_MAX_QUANTITY } from '@mall/api';
import { MAX_ADDRESSES } from '../src/address/addressBook.ts';
import { FREE_FAILURES } from '../src/auth/attempts.ts';
import { onSale } from '../src/catalog/visibility.ts';
import type { Db } from '../src/db/client.ts';
import { migrationsFolder } from '../src/db/migrate.ts';
import { buildSeedData } from '../src/db/seed/data.ts';
import { DEMO_SHOPPER } from '../src/db/seed/index.ts';
import { address, appUser, cartItem, merchant, product, productSku } from '../src/db/schema.ts';
import { createShopper, stateOf } from './harness.ts';
import {
  buildServer,
  emptyDatabase,
  isServerError,
  ProcessMall,
  sendAcross,
  type Answer,
  type ProcessDatabase,
  type ServerBuild,
} from './processes.ts';

/*
 * The mall as an operator runs it (README): the built server, `node main.js`
 * processes on one database. On the PostgreSQL project two processes share
 * PostgreSQL and Redis (one process when REDIS_URL is unset: processes share
 * attempt counts and rate limits only through Redis); on PGlite, embedded and
 * one process by nature, the same cases run against one process, which is
 * stopped whenever the test reads the database straight. Requests alternate
 * between the processes by index. Each case records its figures (requests,
 * 5xx, lost updates…) in the test output.
 */

const driver = inject('mallDriver');
const redisUrl = driver === 'postgres' ? process.env.REDIS_URL || undefined : undefined;
/** Bound of one case, ms; PGlite restarts its process around every straight read of the database. */
const CASE_MS = 150_000;
const TEST_PASSWORD = 'Test@1234';

let build: ServerBuild;
let database: ProcessDatabase;
let mall: ProcessMall;

/** Shoppers made straight in the database, one per case so no case sees another's rows. */
const PHONES = {
  cart: '13900000001',
  defaults: '13900000002',
  cap: '13900000003',
  bad: '13900000004',
  drain: '13900000005',
  orders: ['13900000011', '13900000012', '13900000013', '13900000014'],
} as const;
const ids: { cart: number; defaults: number; cap: number; bad: number; drain: number; orders: number[] } = { cart: 0, defaults: 0, cap: 0, bad: 0, drain: 0, orders: [] };
const tokens: { cart: string; defaults: string; cap: string; bad: string; orders: string[] } = { cart: '', defaults: '', cap: '', bad: '', orders: [] };

/** A SKU of goods on sale, as a cart line or a buy-now line names it. */
interface Sku {
  productId: number;
  skuId: number;
}
/** SKUs with at least {@link CART_MAX_QUANTITY} in stock, by id, from distinct goods. */
let roomySkus: Sku[] = [];

let clients = 0;
/** X-Forwarded-For of a client address no other request of this file used, so per-address limits never mix requests. */
function fromNewClient(): Record<string, string> {
  clients += 1;
  return { 'x-forwarded-for': `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}` };
}

/** Prints a case's figures in the test output (the before/after figures of the issue). */
function record(name: string, figures: Record<string, unknown>): void {
  console.log(`[processes ${driver}, ${mall.processes.length} process(es)] ${name}: ${JSON.stringify(figures)}`);
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const codeOf = (a: Answer) => a.envelope?.code ?? `HTTP ${a.status}${a.error ? ` ${a.error.slice(0, 80)}` : ''}`;
/** How many answers had each code: `{200: 28, 500: 2}`. */
function tally(answers: Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const a of answers) counts[String(codeOf(a))] = (counts[String(codeOf(a))] ?? 0) + 1;
  return counts;
}

/** Signs a shopper in at process `i` from a new client address; returns the token. */
async function login(i: number, phone: string, password = TEST_PASSWORD): Promise<string> {
  const answer = await mall.send(i, 'POST', '/api/front/login/mobile/password', {
    body: { phone, countryCode: '86', password },
    headers: fromNewClient(),
  });
  if (answer.envelope?.code !== 200) throw new Error(`sign-in of ${phone} answered ${JSON.stringify(answer)}`);
  return answer.envelope.data.token as string;
}

/** A valid address, told apart by `n`. */
const addressBody = (n: number) => ({
  realName: `Wang ${n}`,
  phone: '13800138000',
  detail: `No. ${n} Wensan Road, Hangzhou`,
  postCode: '310012',
  country: 'China',
});

/** Adds address number `n` for the token's shopper at process `i`; returns its id. */
async function newAddress(i: number, token: string, n: number): Promise<number> {
  const answer = await mall.send(i, 'POST', '/api/front/address/edit', { token, body: addressBody(n) });
  if (answer.envelope?.code !== 200) throw new Error(`address/edit answered ${JSON.stringify(answer)}`);
  return answer.envelope.data.id as number;
}

/** A buy-now pre-order of one unit of `sku`, made at process `i`. */
async function buyNowPreOrder(i: number, token: string, sku: Sku): Promise<Answer> {
  return mall.send(i, 'POST', '/api/front/order/pre/order', {
    token,
    body: { preOrderType: 'buyNow', orderDetails: [{ productId: sku.productId, attrValueId: sku.skuId, productNum: 1 }] },
  });
}

/** Rows of a raw query, on PGlite and PostgreSQL alike. */
async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  build = await buildServer();
  database = await emptyDatabase(driver);
  // One process seeds the empty database, then the next starts (the start-up race has a case of its own).
  mall = await ProcessMall.start({ build, database, count: redisUrl ? 2 : 1, redisUrl });
  await mall.withDb(async (db) => {
    ids.cart = await createShopper(db, PHONES.cart);
    ids.defaults = await createShopper(db, PHONES.defaults);
    ids.cap = await createShopper(db, PHONES.cap);
    ids.bad = await createShopper(db, PHONES.bad);
    ids.drain = await createShopper(db, PHONES.drain);
    for (const phone of PHONES.orders) ids.orders.push(await createShopper(db, phone));
    const skus = await db
      .select({ productId: productSku.productId, skuId: productSku.id })
      .from(productSku)
      .innerJoin(product, eq(product.id, productSku.productId))
      .innerJoin(merchant, eq(merchant.id, product.merId))
      .where(and(onSale, gte(productSku.stock, CART_MAX_QUANTITY)))
      .orderBy(productSku.id);
    const seen = new Set<number>();
    roomySkus = skus.filter((s) => !seen.has(s.productId) && seen.add(s.productId));
  });
  expect(roomySkus.length).toBeGreaterThanOrEqual(5);
  tokens.cart = await login(0, PHONES.cart);
  tokens.defaults = await login(1, PHONES.defaults);
  tokens.cap = await login(0, PHONES.cap);
  tokens.bad = await login(1, PHONES.bad);
  for (const [i, phone] of PHONES.orders.entries()) tokens.orders.push(await login(i, phone));
}, 300_000);

afterAll(async () => {
  await mall?.close();
  await database?.remove();
  await build?.remove();
}, 120_000);

describe(`the mall as several processes (${driver})`, () => {
  it(
    'parallel password guessing: of 60 wrong passwords and the right one sent at once, at most FREE_FAILURES + 1 reach the hash',
    async () => {
      const RIGHT = 30;
      const passwords = range(61).map((i) => (i === RIGHT ? DEMO_SHOPPER.password : `Wrong@${i}guess`));
      const answers = await Promise.all(
        passwords.map((password, i) =>
          mall.send(i, 'POST', '/api/front/login/mobile/password', {
            body: { phone: DEMO_SHOPPER.phone, countryCode: DEMO_SHOPPER.countryCode, password },
            headers: fromNewClient(),
          }),
        ),
      );
      // 400 "wrong password" and 200 come only from a hash check; 429 is a refusal before it.
      const checked = answers.filter((a) => a.envelope?.code === 200 || a.envelope?.code === 400);
      const right = answers[RIGHT]!;
      record('password guessing', {
        sent: answers.length,
        answers: tally(answers),
        hashChecks: checked.length,
        allowed: FREE_FAILURES + 1,
        rightOne: codeOf(right),
      });

      expect(answers.filter(isServerError)).toEqual([]);
      for (const [i, a] of answers.entries()) {
        expect(a.status, `answer ${i}`).toBe(200);
        if (i === RIGHT) continue;
        expect([400, 429], `answer ${i}: ${a.envelope?.message}`).toContain(a.envelope?.code);
        if (a.envelope?.code === 400) expect(a.envelope.message).toBe('Incorrect phone number or password');
        if (a.envelope?.code === 429) expect(a.envelope.message).toMatch(/^Too many failed sign-ins/);
      }
      // The right password signs in only when it was one of the checks let through; otherwise it waits like the rest.
      expect([200, 429], right.envelope?.message).toContain(right.envelope?.code);
      expect(checked.length).toBeLessThanOrEqual(FREE_FAILURES + 1);
    },
    CASE_MS,
  );

  if (driver === 'postgres') {
    it(
      'two processes started at the same instant on an empty database both serve, with one copy of the seed and each migration once',
      async () => {
        const fresh = await emptyDatabase('postgres');
        let pair: ProcessMall | undefined;
        try {
          let failure: Error | undefined;
          try {
            pair = await ProcessMall.start({ build, database: fresh, count: 2, together: true, redisUrl });
          } catch (error) {
            failure = error as Error;
          }
          record('start together', { processes: 2, ready: failure ? 'not both' : 2, failure: failure?.message.split('\n').slice(0, 3).join(' | ') });
          expect(failure?.message.slice(0, 3000)).toBeUndefined();
          await expectServing(pair!);
          const opened = await fresh.open(2);
          try {
            await expectOneSeedAndMigrations(opened.db);
          } finally {
            await opened.close();
          }
        } finally {
          await pair?.close();
          await fresh.remove();
        }
      },
      CASE_MS,
    );
  } else {
    it(
      'a restart on the same data folder serves, with one copy of the seed and each migration once',
      async () => {
        await mall.restart(0);
        await expectServing(mall);
        await mall.withDb(expectOneSeedAndMigrations);
        record('restart', { restarted: 1, serving: true });
      },
      CASE_MS,
    );
  }

  it(
    'the cart: 30 concurrent "+1" saves of one line add 30; 30 "+3" more stop exactly at the bound with clean 400s',
    async () => {
      const sku = roomySkus[0]!;
      const quantity = () =>
        mall.withDb(async (db) => {
          const [line] = await db
            .select({ quantity: cartItem.quantity })
            .from(cartItem)
            .where(and(eq(cartItem.userId, ids.cart), eq(cartItem.skuId, sku.skuId)));
          return line?.quantity ?? 0;
        });
      const save = (i: number, cartNum: number) =>
        mall.send(i, 'POST', '/api/front/cart/save', {
          token: tokens.cart,
          body: [{ productId: sku.productId, productAttrUnique: sku.skuId, cartNum }],
        });

      const ones = await Promise.all(range(30).map((i) => save(i, 1)));
      const afterOnes = await quantity();
      const threes = await Promise.all(range(30).map((i) => save(i, 3)));
      const afterThrees = await quantity();
      const added = threes.filter((a) => a.envelope?.code === 200).length;
      const fits = Math.floor((CART_MAX_QUANTITY - 30) / 3);
      record('cart', {
        plusOne: { sent: 30, answers: tally(ones), quantity: afterOnes, lostUpdates: 30 - afterOnes },
        plusThree: { sent: 30, answers: tally(threes), quantity: afterThrees, expected: 30 + 3 * fits },
      });

      expect([...ones, ...threes].filter(isServerError)).toEqual([]);
      expect(tally(ones)).toEqual({ 200: 30 });
      expect(afterOnes).toBe(30);
      for (const a of threes) {
        expect([200, 400]).toContain(a.envelope?.code);
        if (a.envelope?.code === 400) expect(a.envelope.message).toMatch(/^0\.cartNum: /);
      }
      expect(added).toBe(fits);
      expect(afterThrees).toBe(30 + 3 * added);
    },
    CASE_MS,
  );

  it(
    'the address book: 20 concurrent "set as default" leave exactly one default and no 5xx',
    async () => {
      const token = tokens.defaults;
      const made: number[] = [];
      for (const n of range(20)) made.push(await newAddress(n, token, n));
      const answers = await Promise.all(
        made.map((id, i) => mall.send(i, 'POST', '/api/front/address/default/set', { token, body: { id } })),
      );
      const defaults = await mall.withDb((db) =>
        db
          .select({ id: address.id })
          .from(address)
          .where(and(eq(address.userId, ids.defaults), eq(address.isDefault, true), eq(address.isDel, false))),
      );
      record('set default', { sent: 20, answers: tally(answers), defaults: defaults.length });

      expect(answers.filter(isServerError)).toEqual([]);
      for (const a of answers) expect([200, 400]).toContain(a.envelope?.code);
      expect(defaults).toHaveLength(1);
      // The default left is one that a 200 promised.
      expect(answers[made.indexOf(defaults[0]!.id)]?.envelope?.code).toBe(200);
    },
    CASE_MS,
  );

  it(
    `the address book: 60 concurrent creates from empty store exactly ${MAX_ADDRESSES} (the cap), the rest a clean 400`,
    async () => {
      const answers = await Promise.all(
        range(60).map((i) => mall.send(i, 'POST', '/api/front/address/edit', { token: tokens.cap, body: addressBody(i) })),
      );
      const stored = await mall.withDb((db) =>
        db
          .select({ id: address.id, isDefault: address.isDefault })
          .from(address)
          .where(and(eq(address.userId, ids.cap), eq(address.isDel, false))),
      );
      const ok = answers.filter((a) => a.envelope?.code === 200).length;
      record('address cap', { sent: 60, answers: tally(answers), stored: stored.length, cap: MAX_ADDRESSES });

      expect(answers.filter(isServerError)).toEqual([]);
      expect(stored).toHaveLength(MAX_ADDRESSES);
      expect(ok).toBe(MAX_ADDRESSES);
      for (const a of answers.filter((x) => x.envelope?.code !== 200)) {
        expect(a.envelope?.code).toBe(400);
        expect(a.envelope?.message).toContain(String(MAX_ADDRESSES));
      }
      expect(stored.filter((a) => a.isDefault)).toHaveLength(1);
    },
    CASE_MS,
  );

  it(
    'NUL in a text field (address name, order note, shop search, leave-a-message): 400 naming the field, nothing written',
    async () => {
      const token = tokens.bad;
      const addressId = await newAddress(0, token, 1);
      const pre = await buyNowPreOrder(1, token, roomySkus[1]!);
      expect(pre.envelope?.code, JSON.stringify(pre)).toBe(200);
      const preOrderNo = pre.envelope!.data.preOrderNo as string;
      const before = await mall.withDb(stateOf);

      const cases: [field: string, send: (i: number) => Promise<Answer>][] = [
        ['realName', (i) => mall.send(i, 'POST', '/api/front/address/edit', { token, body: { ...addressBody(2), realName: 'Wang\u0000Wu' } })],
        [
          'mark',
          (i) =>
            mall.send(i, 'POST', '/api/front/order/create', {
              token,
              body: { preOrderNo, addressId, payType: 'yue', mark: 'ring twice\u0000' },
            }),
        ],
        ['keywords', (i) => mall.send(i, 'GET', '/api/front/merchant/search/list?keywords=%00x')],
        [
          'name',
          (i) =>
            mall.send(i, 'POST', '/api/front/service/message', {
              body: { name: 'Ann\u0000', contact: '13800138000', content: 'Where is my parcel?' },
              headers: fromNewClient(),
            }),
        ],
        [
          'content',
          (i) =>
            mall.send(i, 'POST', '/api/front/service/message', {
              body: { name: 'Ann', contact: '13800138000', content: 'Where is\u0000 my parcel?' },
              headers: fromNewClient(),
            }),
        ],
      ];
      // Each case at every process.
      const sent = cases.flatMap(([field, send]) => range(mall.processes.length).map((i) => ({ field, answer: send(i) })));
      const answers = await Promise.all(sent.map(async (s) => ({ field: s.field, answer: await s.answer })));
      const after = await mall.withDb(stateOf);
      record('NUL', {
        sent: answers.length,
        answers: tally(answers.map((a) => a.answer)),
        byField: Object.fromEntries(answers.map((a) => [a.field, codeOf(a.answer)])),
        written: Object.keys(before).filter((k) => before[k] !== after[k]),
      });

      expect(answers.map((a) => a.answer).filter(isServerError)).toEqual([]);
      for (const { field, answer } of answers) {
        expect(answer.status, field).toBe(200);
        expect(answer.envelope?.code, `${field}: ${answer.envelope?.message}`).toBe(400);
        expect(answer.envelope?.message).toMatch(new RegExp(`^${field}: `));
      }
      expect(after).toEqual(before);
    },
    CASE_MS,
  );

  it(
    'malformed multipart bodies (no boundary, cut parts, no parts) on POST endpoints: 400 envelopes, never 5xx, nothing written',
    async () => {
      const token = tokens.bad;
      const endpoints: [path: string, token: string | undefined][] = [
        ['/api/front/login/mobile/password', undefined],
        ['/api/front/cart/save', token],
        ['/api/front/address/edit', token],
        ['/api/front/order/create', token],
        ['/api/front/pay/payment', token],
        ['/api/front/service/message', undefined],
      ];
      const bodies: { what: string; contentType: string; raw: string }[] = [
        { what: 'no boundary', contentType: 'multipart/form-data', raw: 'phone=13800138000' },
        {
          what: 'cut part',
          contentType: 'multipart/form-data; boundary=XyZ',
          raw: '--XyZ\r\nContent-Disposition: form-data; name="phone"\r\n\r\n138',
        },
        { what: 'no parts', contentType: 'multipart/form-data; boundary=XyZ', raw: 'no boundary line anywhere' },
        {
          what: 'broken header',
          contentType: 'multipart/form-data; boundary=XyZ',
          raw: '--XyZ\r\nContent-Disposition: form-data; name="phone\r\n\r\n138\r\n--XyZ',
        },
      ];
      const before = await mall.withDb(stateOf);
      let n = 0;
      const answers = await Promise.all(
        endpoints.flatMap(([endpoint, auth]) =>
          bodies.map(async (b) => ({
            where: `${endpoint} (${b.what})`,
            answer: await mall.send(n++, 'POST', endpoint, {
              token: auth,
              raw: b.raw,
              headers: { 'content-type': b.contentType, ...fromNewClient() },
            }),
          })),
        ),
      );
      const after = await mall.withDb(stateOf);
      record('malformed multipart', {
        sent: answers.length,
        answers: tally(answers.map((a) => a.answer)),
        fiveHundreds: answers.filter((a) => isServerError(a.answer)).map((a) => a.where),
        written: Object.keys(before).filter((k) => before[k] !== after[k]),
      });

      expect(answers.filter((a) => isServerError(a.answer)).map((a) => a.where)).toEqual([]);
      for (const { where, answer } of answers) {
        expect(answer.status, where).toBe(200);
        expect(answer.envelope?.code, `${where}: ${answer.envelope?.message ?? answer.error}`).toBe(400);
      }
      expect(after).toEqual(before);
    },
    CASE_MS,
  );

  it(
    'SIGTERM drains: a sign-in in flight when the signal arrives completes, then the process closes the database and exits 0',
    async () => {
      const last = mall.processes.length - 1;
      const proc = mall.processes[last]!;
      const answer = await sendAcross(
        proc.url,
        '/api/front/login/mobile/password',
        { phone: PHONES.drain, countryCode: '86', password: TEST_PASSWORD },
        () => proc.signal('SIGTERM'),
        fromNewClient(),
      );
      const exit = await proc.exited;
      const sessions = await mall.withDb((db) =>
        rows<{ n: number }>(db, sql`select count(*)::int as n from user_session where user_id = ${ids.drain}`),
      );
      record('SIGTERM drain', { answer: codeOf(answer), exit, sessions: sessions[0]?.n });
      await mall.restart(last);

      expect(answer.status, JSON.stringify(answer)).toBe(200);
      expect(answer.envelope?.code, answer.envelope?.message).toBe(200);
      expect(typeof answer.envelope?.data?.token).toBe('string');
      expect(exit).toEqual({ code: 0, signal: null });
      // The session the answer promised was written before the database closed.
      expect(sessions[0]?.n).toBe(1);
    },
    CASE_MS,
  );

  it(
    'kill -9 during a burst of orders: the database keeps its invariants and every acknowledged order',
    async () => {
      const CHAINS = 40;
      const STOCK = 10;
      /** Payments the victim acknowledges before it is killed: it dies with orders paid, others half-way. */
      const KILL_AFTER_PAYMENTS = 3;
      const skus = roomySkus.slice(2, 5);
      const shoppers = ids.orders.map((id, k) => ({ id, token: tokens.orders[k]!, addressId: 0 }));
      for (const [k, s] of shoppers.entries()) s.addressId = await newAddress(k, s.token, k);
      // Scarce stock and balances, so refusals race with the orders that go through.
      const start = await mall.withDb(async (db) => {
        const skuIds = skus.map((s) => s.skuId);
        await db.update(productSku).set({ stock: STOCK }).where(inArray(productSku.id, skuIds));
        const [dearest] = await rows<{ price: number }>(
          db,
          sql`select max(s.price + p.postage)::int as price from product_sku s join product p on p.id = s.product_id where s.id in ${skuIds}`,
        );
        const balance = dearest!.price * 6;
        await db.update(appUser).set({ balance }).where(inArray(appUser.id, ids.orders));
        return { balance, skus: await skuFigures(db, skuIds), products: await productFigures(db, skus.map((s) => s.productId)) };
      });

      const victim = mall.processes.length - 1;
      const atVictim = (i: number) => i % mall.processes.length === victim;
      const burst = { sent: 0, acknowledged: 0, fiveHundreds: 0, noAnswer: 0, noAnswerFromSurvivors: 0 };
      let paidAtVictim = 0;
      const created: string[] = [];
      const paid: string[] = [];
      let killed: Promise<unknown> | undefined;
      const call = async (i: number, method: string, route: string, body: unknown, token: string) => {
        burst.sent += 1;
        const answer = await mall.send(i, method, route, { token, body });
        if (answer.status === 0) burst.noAnswer += 1;
        if (answer.status === 0 && !atVictim(i)) burst.noAnswerFromSurvivors += 1;
        if (isServerError(answer)) burst.fiveHundreds += 1;
        if (answer.envelope?.code === 200) burst.acknowledged += 1;
        return answer;
      };
      // Chain i: buy-now pre-order, create, pay from the balance, all at process i; shoppers and SKUs spread over every process.
      const chain = async (i: number) => {
        const shopper = shoppers[Math.floor(i / 2) % shoppers.length]!;
        const sku = skus[i % skus.length]!;
        const line = { productId: sku.productId, attrValueId: sku.skuId, productNum: 1 };
        const pre = await call(i, 'POST', '/api/front/order/pre/order', { preOrderType: 'buyNow', orderDetails: [line] }, shopper.token);
        if (pre.envelope?.code !== 200) return;
        const placing = { preOrderNo: pre.envelope.data.preOrderNo, addressId: shopper.addressId, payType: 'yue' };
        const order = await call(i, 'POST', '/api/front/order/create', placing, shopper.token);
        if (order.envelope?.code !== 200) return;
        const orderNo = order.envelope.data.orderNo as string;
        created.push(orderNo);
        const payment = await call(i, 'POST', '/api/front/pay/payment', { orderNo, payType: 'yue' }, shopper.token);
        if (payment.envelope?.code !== 200 || payment.envelope.data.status !== true) return;
        paid.push(orderNo);
        // Mid-burst: the victim dies with orders of its own paid and others being created and paid.
        if (atVictim(i) && ++paidAtVictim === KILL_AFTER_PAYMENTS) killed = mall.processes[victim]!.kill();
      };
      await Promise.all(range(CHAINS).map(chain));
      expect(killed, 'the burst reached the point of the kill').toBeDefined();
      const exit = (await killed) as { signal: string | null };
      expect(exit.signal).toBe('SIGKILL');
      // The killed process comes back on the same database (on PGlite: the same folder, after a crash) and serves.
      await mall.restart(victim);
      await expectServing(mall);

      const end = await mall.withDb(async (db) => ({
        skus: await skuFigures(db, skus.map((s) => s.skuId)),
        products: await productFigures(db, skus.map((s) => s.productId)),
        shoppers: await rows<{ id: number; balance: number; payments: number; bills: number }>(
          db,
          sql`select u.id, u.balance,
                (select coalesce(sum(m.pay_price), 0)::int from master_order m where m.user_id = u.id and m.paid and m.pay_type = 'yue') as payments,
                (select coalesce(-sum(b.amount), 0)::int from balance_bill b where b.user_id = u.id) as bills
              from app_user u where u.id in ${ids.orders} order by u.id`,
        ),
        mastersWithoutShops: await rows<{ order_no: string }>(
          db,
          sql`select order_no from master_order m where not exists (select 1 from merchant_order s where s.master_order_no = m.order_no)`,
        ),
        shopOrdersWithoutLines: await rows<{ order_no: string }>(
          db,
          sql`select order_no from merchant_order s where not exists (select 1 from order_item i where i.mer_order_no = s.order_no)`,
        ),
        negatives: await rows<{ what: string; n: number }>(
          db,
          sql`select 'sku stock' as what, count(*)::int as n from product_sku where stock < 0 or sales < 0
              union all select 'goods stock', count(*)::int from product where stock < 0 or sales < 0
              union all select 'balance', count(*)::int from app_user where balance < 0`,
        ),
        orders: await rows<{ order_no: string; paid: boolean }>(
          db,
          sql`select order_no, paid from master_order where user_id in ${ids.orders}`,
        ),
      }));
      const orders = new Map(end.orders.map((o) => [o.order_no, o.paid]));
      record('kill -9 during orders', {
        ...burst,
        ordersAcknowledged: created.length,
        paymentsAcknowledged: paid.length,
        ordersStored: end.orders.length,
        lostAcknowledged: created.filter((o) => !orders.has(o)).length + paid.filter((o) => orders.get(o) !== true).length,
      });

      expect(burst.fiveHundreds).toBe(0);
      // The survivors finished their share: only the killed process left requests unanswered.
      expect(burst.noAnswerFromSurvivors).toBe(0);
      expect(end.mastersWithoutShops).toEqual([]);
      expect(end.shopOrdersWithoutLines).toEqual([]);
      expect(end.negatives.filter((r) => r.n > 0)).toEqual([]);
      for (const [k, now] of end.skus.entries()) {
        const then = start.skus[k]!;
        expect(now.stock + now.sold, `SKU ${now.id}: stock + units in live orders`).toBe(then.stock + then.sold);
        expect(now.stock + now.sales, `SKU ${now.id}: stock + sales`).toBe(then.stock + then.sales);
      }
      for (const [k, now] of end.products.entries()) {
        const then = start.products[k]!;
        expect(now.stock + now.sales, `goods ${now.id}: stock + sales`).toBe(then.stock + then.sales);
      }
      for (const s of end.shoppers) {
        expect(s.balance + s.payments, `shopper ${s.id}: balance + payments`).toBe(start.balance);
        expect(s.bills, `shopper ${s.id}: bills`).toBe(s.payments);
      }
      for (const orderNo of created) expect(orders.has(orderNo), `acknowledged order ${orderNo}`).toBe(true);
      for (const orderNo of paid) expect(orders.get(orderNo), `acknowledged payment of ${orderNo}`).toBe(true);
    },
    CASE_MS,
  );
});

/** Every process answers the home page and a goods list with code 200. */
async function expectServing(target: ProcessMall): Promise<void> {
  for (const [i, proc] of target.processes.entries()) {
    for (const route of ['/api/pc/home/index', '/api/front/product/list?page=1&limit=10']) {
      const answer = await target.send(i, 'GET', route);
      expect(answer.envelope?.code, `${proc.name} ${route}: ${JSON.stringify(answer).slice(0, 300)}`).toBe(200);
    }
  }
}

/** The database holds the seed once (shops, goods, SKUs as the seed makes them) and each migration once. */
async function expectOneSeedAndMigrations(db: Db): Promise<void> {
  const seed = buildSeedData();
  const [counts] = await rows<{ merchants: number; products: number; skus: number; demo: number }>(
    db,
    sql`select (select count(*)::int from merchant) as merchants, (select count(*)::int from product) as products,
               (select count(*)::int from product_sku) as skus,
               (select count(*)::int from app_user where phone = ${DEMO_SHOPPER.phone}) as demo`,
  );
  expect(counts).toEqual({ merchants: seed.merchants.length, products: seed.catalog.products.length, skus: seed.catalog.skus.length, demo: 1 });
  const journal = JSON.parse(await readFile(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  const [migrations] = await rows<{ total: number; distinct: number }>(
    db,
    sql`select count(*)::int as total, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`,
  );
  expect(migrations).toEqual({ total: journal.entries.length, distinct: journal.entries.length });
}

/** Stock, sales and units in orders not cancelled, per SKU, in id order. */
function skuFigures(db: Db, skuIds: number[]) {
  return rows<{ id: number; stock: number; sales: number; sold: number }>(
    db,
    sql`select s.id, s.stock, s.sales,
          (select coalesce(sum(i.quantity), 0)::int from order_item i
             join merchant_order mo on mo.order_no = i.mer_order_no
             join master_order m on m.order_no = mo.master_order_no
           where i.sku_id = s.id and not m.is_cancel) as sold
        from product_sku s where s.id in ${skuIds} order by s.id`,
  );
}

/** Stock and sales per goods, in id order. */
function productFigures(db: Db, productIds: number[]) {
  return rows<{ id: number; stock: number; sales: number }>(
    db,
    sql`select id, stock, sales from product where id in ${productIds} order by id`,
  );
}
