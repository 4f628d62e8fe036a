import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import Stripe from 'stripe';

/**
 * A local stand-in for the part of Stripe's HTTP API the mall's server and
 * the card page use, so tests pay by card without the network:
 * - `POST /v1/payment_intents` (with Stripe's idempotency: the same
 *   `Idempotency-Key` answers the same intent, a key reused with other
 *   parameters is refused), `GET /v1/payment_intents/:id`,
 *   `POST /v1/payment_intents/:id/cancel`, `POST /v1/refunds` — what the
 *   official SDK sends when pointed here with its `host`/`port`/`protocol`
 *   options (config `STRIPE_API_URL`), authenticated by the secret key;
 * - `POST /v1/payment_intents/:id/confirm` with the publishable key and the
 *   client secret, as the browser's Stripe.js (the e2e stand-in of it)
 *   confirms: card 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is
 *   declined; either way the signed webhook follows, as from Stripe;
 * - `GET /_standin/intents`: every intent made, for checks from another process.
 * Webhooks are signed with the SDK's `webhooks.generateTestHeaderString` and
 * the webhook secret, and posted to the mall's webhook URL.
 *
 * Run as a program (`node --import tsx test/stripeStandin.ts`) it listens on
 * `STRIPE_STANDIN_PORT` and sends webhooks to `STRIPE_WEBHOOK_URL`, with the
 * keys from `STRIPE_SECRET_KEY`, `STRIPE_PUBLISHABLE_KEY`, `STRIPE_WEBHOOK_SECRET`.
 */

/** Keys the stand-in accepts and signs with. */
export interface StandinKeys {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

/** Test keys shared by the server tests and the e2e mall. */
export const STANDIN_KEYS: StandinKeys = {
  secretKey: 'sk_test_mall_standin_0000000000',
  publishableKey: 'pk_test_mall_standin_0000000000',
  webhookSecret: 'whsec_mall_standin_0000000000000000',
};

/** A PaymentIntent as Stripe answers it (the fields the mall and Stripe.js read). */
export interface StandinIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'requires_confirmation' | 'processing' | 'succeeded' | 'canceled';
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  created: number;
  livemode: false;
  automatic_payment_methods: { enabled: boolean } | null;
  last_payment_error: { type: string; code: string; message: string } | null;
  cancellation_reason: string | null;
  canceled_at: number | null;
}

export interface StandinRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  created: number;
}

/** One webhook delivery: what was sent and what the mall answered. */
export interface Delivery {
  eventId: string;
  type: string;
  status: number;
  body: string;
}

/** A call the stand-in received: `POST /v1/payment_intents`, its idempotency key. */
export interface StandinCall {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
}

export interface StripeStandin {
  /** `http://127.0.0.1:<port>`: the `STRIPE_API_URL` to give the mall. */
  url: string;
  keys: StandinKeys;
  intents: Map<string, StandinIntent>;
  refunds: StandinRefund[];
  calls: StandinCall[];
  deliveries: Delivery[];
  /** Where webhooks go; set once the mall listens. */
  webhookUrl: string;
  /** The intents made for one order (metadata `orderNo`). */
  intentsOf(orderNo: string): StandinIntent[];
  /**
   * Succeeds an intent as a confirmed card payment does and delivers
   * `payment_intent.succeeded`; `amount` overrides what was received (a
   * mismatch test). @returns the delivery.
   */
  succeed(intentId: string, options?: { amount?: number }): Promise<Delivery>;
  /** Declines an intent's card and delivers `payment_intent.payment_failed`. */
  fail(intentId: string): Promise<Delivery>;
  /**
   * Delivers an event about an object (an intent as it is now, by default).
   * `secret` signs with another secret (a forgery); `event` re-sends an event
   * made before (a replay, newly signed).
   */
  deliver(type: string, object: unknown, options?: { secret?: string; eventId?: string }): Promise<Delivery>;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const nowS = () => Math.floor(Date.now() / 1000);

/** Reads Stripe's form encoding (`metadata[orderNo]=…`, `a[b][c]=…`) into nested objects. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = out;
    for (const part of path.slice(0, -1)) {
      if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
      node = node[part] as Record<string, unknown>;
    }
    node[path.at(-1)!] = value;
  }
  return out;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': id('req'),
    // Stripe.js calls from the page's origin (through the browser's request routing in e2e).
    'access-control-allow-origin': '*',
  });
  response.end(JSON.stringify(body));
}

const stripeError = (status: number, code: string, message: string, type = 'invalid_request_error') => ({
  status,
  body: { error: { type, code, message } },
});

/** Starts the stand-in on `port` (0: any free port). */
export async function startStripeStandin(options: { port?: number; keys?: StandinKeys; webhookUrl?: string } = {}): Promise<StripeStandin> {
  const keys = options.keys ?? STANDIN_KEYS;
  const intents = new Map<string, StandinIntent>();
  const refunds: StandinRefund[] = [];
  const calls: StandinCall[] = [];
  const deliveries: Delivery[] = [];
  /** Idempotency key → the parameters it was first used with and the answer. */
  const idempotent = new Map<string, { params: string; status: number; body: unknown }>();

  const standin = {} as StripeStandin;

  async function deliver(type: string, object: unknown, opts: { secret?: string; eventId?: string } = {}): Promise<Delivery> {
    const event = {
      id: opts.eventId ?? id('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: nowS(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    };
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? keys.webhookSecret });
    const res = await fetch(standin.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header, 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
      body: payload,
    });
    const delivery = { eventId: event.id, type, status: res.status, body: await res.text() };
    deliveries.push(delivery);
    return delivery;
  }

  function succeedNow(intent: StandinIntent, amount?: number) {
    intent.status = 'succeeded';
    intent.amount_received = amount ?? intent.amount;
    intent.last_payment_error = null;
  }

  function declineNow(intent: StandinIntent) {
    intent.status = 'requires_payment_method';
    intent.last_payment_error = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };
  }

  /** Answers one API call; synchronous between reading the idempotency map and writing it, as parallel calls need. */
  function handle(method: string, path: string, auth: string, params: Record<string, unknown>, key: string | undefined): { status: number; body: unknown; after?: () => void } {
    const confirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path);
    if (method === 'POST' && confirm) {
      // Stripe.js: the publishable key, and the client secret proves the right to this intent.
      const intent = intents.get(confirm[1]!);
      if (auth !== keys.publishableKey && auth !== keys.secretKey) return stripeError(401, 'api_key_invalid', 'Invalid API Key provided', 'authentication_error');
      if (!intent || params.client_secret !== intent.client_secret) return stripeError(404, 'resource_missing', `No such payment_intent: '${confirm[1]}'`);
      if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') {
        return stripeError(400, 'payment_intent_unexpected_state', `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`);
      }
      const card = (params.payment_method_data as { card?: { number?: string } } | undefined)?.card?.number?.replace(/\s+/g, '') ?? '';
      if (card === '4242424242424242') {
        succeedNow(intent);
        // Stripe tells the mall shortly after, not in the answer to the browser.
        return { status: 200, body: intent, after: () => setTimeout(() => void deliver('payment_intent.succeeded', { ...intent }).catch(() => {}), 150) };
      }
      declineNow(intent);
      return {
        status: 402,
        body: { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', payment_intent: intent } },
        after: () => setTimeout(() => void deliver('payment_intent.payment_failed', { ...intent }).catch(() => {}), 150),
      };
    }

    if (auth !== keys.secretKey) return stripeError(401, 'api_key_invalid', 'Invalid API Key provided', 'authentication_error');
    calls.push({ method, path, idempotencyKey: key });

    if (method === 'POST' && key) {
      const seen = idempotent.get(key);
      const fingerprint = `${method} ${path} ${JSON.stringify(params)}`;
      if (seen) {
        if (seen.params !== fingerprint) {
          return stripeError(400, 'idempotency_key_in_use', 'Keys for idempotent requests can only be used with the same parameters they were first used with.', 'idempotency_error');
        }
        return { status: seen.status, body: seen.body };
      }
      const answer = handleOnce(method, path, params);
      idempotent.set(key, { params: fingerprint, status: answer.status, body: answer.body });
      return answer;
    }
    return handleOnce(method, path, params);
  }

  function handleOnce(method: string, path: string, params: Record<string, unknown>): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(params.amount);
      if (!Number.isInteger(amount) || amount < 1) return stripeError(400, 'amount_too_small', 'Amount must be at least 1 cent');
      const intentId = id('pi');
      const intent: StandinIntent = {
        id: intentId,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: String(params.currency ?? ''),
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        metadata: (params.metadata as Record<string, string>) ?? {},
        description: typeof params.description === 'string' ? params.description : null,
        created: nowS(),
        livemode: false,
        automatic_payment_methods: params.automatic_payment_methods ? { enabled: true } : null,
        last_payment_error: null,
        cancellation_reason: null,
        canceled_at: null,
      };
      intents.set(intentId, intent);
      return { status: 200, body: intent };
    }
    const one = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    if (one) {
      const intent = intents.get(one[1]!);
      if (!intent) return stripeError(404, 'resource_missing', `No such payment_intent: '${one[1]}'`);
      if (method === 'GET' && !one[2]) return { status: 200, body: intent };
      if (method === 'POST' && one[2]) {
        if (intent.status === 'succeeded' || intent.status === 'canceled') {
          return stripeError(400, 'payment_intent_unexpected_state', `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`);
        }
        intent.status = 'canceled';
        intent.cancellation_reason = String(params.cancellation_reason ?? 'requested_by_customer');
        intent.canceled_at = nowS();
        return { status: 200, body: intent };
      }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(String(params.payment_intent ?? ''));
      if (!intent) return stripeError(404, 'resource_missing', `No such payment_intent: '${String(params.payment_intent)}'`);
      if (intent.status !== 'succeeded') return stripeError(400, 'charge_not_refundable', 'This PaymentIntent has no successful charge to refund.');
      // A refund of part of the charge (`amount`, cents) or of what is left of it; never more than was received.
      const refunded = refunds.filter((r) => r.payment_intent === intent.id).reduce((sum, r) => sum + r.amount, 0);
      const left = intent.amount_received - refunded;
      if (left <= 0) return stripeError(400, 'charge_already_refunded', 'Charge has already been refunded.');
      const amount = params.amount === undefined ? left : Number(params.amount);
      if (!Number.isInteger(amount) || amount <= 0 || amount > left) return stripeError(400, 'amount_too_large', `Refund amount (${amount}) is greater than unrefunded amount on charge (${left}).`);
      const refund: StandinRefund = { id: id('re'), object: 'refund', amount, currency: intent.currency, payment_intent: intent.id, status: 'succeeded', created: nowS() };
      refunds.push(refund);
      return { status: 200, body: refund };
    }
    return stripeError(404, 'resource_missing', `Unrecognized request URL (${method}: ${path}).`);
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://standin');
      if (request.method === 'OPTIONS') {
        response.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST' });
        return response.end();
      }
      if (request.method === 'GET' && url.pathname === '/_standin/intents') return send(response, 200, [...intents.values()]);
      const text = await readBody(request);
      const params = request.method === 'GET' ? parseStripeForm(url.searchParams.toString()) : parseStripeForm(text);
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      // Stripe.js sends its publishable key as the `key` parameter.
      const auth = bearer ?? (typeof params.key === 'string' ? params.key : '');
      const key = request.headers['idempotency-key'];
      const answer = handle(request.method ?? 'GET', url.pathname, auth, params, typeof key === 'string' ? key : undefined);
      send(response, answer.status, answer.body);
      (answer as { after?: () => void }).after?.();
    })().catch((error: unknown) => send(response, 500, { error: { type: 'api_error', message: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  Object.assign(standin, {
    url: `http://127.0.0.1:${port}`,
    keys,
    intents,
    refunds,
    calls,
    deliveries,
    webhookUrl: options.webhookUrl ?? '',
    intentsOf: (orderNo: string) => [...intents.values()].filter((i) => i.metadata.orderNo === orderNo),
    async succeed(intentId: string, opts: { amount?: number } = {}) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      succeedNow(intent, opts.amount);
      return deliver('payment_intent.succeeded', { ...intent });
    },
    async fail(intentId: string) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      declineNow(intent);
      return deliver('payment_intent.payment_failed', { ...intent });
    },
    deliver,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } satisfies StripeStandin);
  return standin;
}

// As a program: the e2e mall's Stripe (apps/storefront/playwright.config.ts).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const env = process.env;
  const standin = await startStripeStandin({
    port: Number(env.STRIPE_STANDIN_PORT ?? 12111),
    webhookUrl: env.STRIPE_WEBHOOK_URL ?? '',
    keys: {
      secretKey: env.STRIPE_SECRET_KEY ?? STANDIN_KEYS.secretKey,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? STANDIN_KEYS.publishableKey,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? STANDIN_KEYS.webhookSecret,
    },
  });
  console.log(`Stripe stand-in on ${standin.url}, webhooks to ${standin.webhookUrl}`);
  const stop = () => void standin.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
