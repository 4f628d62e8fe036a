import { Bench } from 'tinybench';
import { DEFAULT_WIRE_TIME_ZONE, responseCodecs, type Codec } from '@mall/api';
import { buildApp } from '../src/app.ts';
import { VerificationCodes } from '../src/auth/codes.ts';
import { MemoryStore } from '../src/shared/store.ts';
import { openPglite } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { DEMO_SHOPPER, seed } from '../src/db/seed/index.ts';

/**
 * `pnpm bench`: request timings of the hot paths on a seeded embedded
 * database, through Fastify's injector (no network). Figures depend on the
 * machine; compare runs on the same one.
 */
const database = await openPglite('memory://');
await migrate(database);
await seed(database.db);
const app = await buildApp({
  db: database.db,
  logLevel: false,
  // sendCode is measured from many client addresses (X-Forwarded-For), not against one address's rate limit.
  trustProxy: true,
  auth: { courier: { send: async () => undefined }, visitorOpen: true },
});

const login = await app.inject({
  method: 'POST',
  url: '/api/front/login/mobile/password',
  payload: { phone: DEMO_SHOPPER.phone, password: DEMO_SHOPPER.password },
});
const token = login.json().data.token as string;
const headers = { 'authori-zation': token };
const detail = (await app.inject({ method: 'GET', url: '/api/front/product/detail/158' })).json().data;
const sku = Object.values(detail.productValue as Record<string, { id: number; stock: number }>).find((s) => s.stock > 0)!;

const bench = new Bench({ time: 2000, warmupTime: 300 });
bench
  .add('GET home data', async () => {
    await app.inject({ method: 'GET', url: '/api/pc/home/index' });
  })
  .add('GET goods list, page 1 of 20', async () => {
    await app.inject({ method: 'GET', url: '/api/front/product/list?page=1&limit=20' });
  })
  .add('GET goods search by keyword, by price', async () => {
    await app.inject({ method: 'GET', url: `/api/front/product/list?keyword=${encodeURIComponent('手机')}&priceOrder=asc` });
  })
  .add('GET goods detail', async () => {
    await app.inject({ method: 'GET', url: '/api/front/product/detail/158' });
  })
  .add('GET cart count (signed in)', async () => {
    await app.inject({ method: 'GET', url: '/api/front/cart/count?numType=true&type=total', headers });
  })
  .add('POST buy-now pre-order', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/front/order/pre/order',
      headers,
      payload: { preOrderType: 'buyNow', orderDetails: [{ productId: 158, attrValueId: sku.id, productNum: 1 }] },
    });
  });

// What a verification code costs the server: make, hash, store and hand over (to a courier that
// does nothing, so delivery is not measured), then check and use it up. Each round a new phone.
let sent = '';
const codes = new VerificationCodes(new MemoryStore(), { send: async (m) => void (sent = m.code) });
let phoneNo = 0;
bench.add('verification code: issue + consume (memory store)', async () => {
  const target = { channel: 'sms', target: `+86139${String(phoneNo++).padStart(8, '0')}`, purpose: 'phone-sign-in' } as const;
  await codes.issue(target, (code) => ({ subject: 'code', text: code }), 'phone');
  await codes.consume(target, sent);
});
bench.add('POST sendCode over HTTP (validation, limits, code, no-op courier)', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/front/login/sendCode',
    headers: { 'x-forwarded-for': `10.${(phoneNo >> 16) & 255}.${(phoneNo >> 8) & 255}.${phoneNo & 255}` },
    payload: { phone: `137${String(phoneNo++).padStart(8, '0')}`, countryCode: '86' },
  });
  if (res.statusCode !== 200) throw new Error(`sendCode answered ${res.statusCode}: ${res.body}`);
});

// What the wire format costs per answer: the model of a list page and of a goods page put through
// their codecs (server side, encode) and read back (client side, decode).
const wire = { origin: 'http://127.0.0.1:3000', timeZone: DEFAULT_WIRE_TIME_ZONE };
for (const [name, key, url] of [
  ['goods list page of 20', 'GET /api/front/product/list', '/api/front/product/list?page=1&limit=20'],
  ['goods detail', 'GET /api/front/product/detail/:id', '/api/front/product/detail/158'],
] as const) {
  const codec = responseCodecs[key] as Codec<unknown, unknown>;
  const answer = (await app.inject({ method: 'GET', url })).json().data;
  const model = codec.decode(answer, wire);
  bench.add(`codec: encode ${name}`, () => void codec.encode(model, wire));
  bench.add(`codec: decode ${name}`, () => void codec.decode(answer, wire));
}

await bench.run();
console.table(bench.table());
await app.close();
await database.close();
