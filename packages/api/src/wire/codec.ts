import { formatWireDateTime, parseWireDateTime } from './time.ts';

/**
 * Codecs between the wire (the provider's dialect, crmeb-wire.md) and the
 * clean model the mall works with (docs/adr/0008-provider-wire-format.md).
 *
 * A codec is a pair of pure functions: `encode` turns the model into what
 * goes on the wire (the server's side), `decode` turns the wire back into the
 * model (the client's edge). `decode(encode(m))` gives `m` back, which the
 * contract tests check for every endpoint.
 */

/** What a codec needs to know about the mall it speaks for. */
export interface WireContext {
  /**
   * Scheme, host and port that site-relative media paths are made absolute
   * with, e.g. `https://mall.example` (no trailing slash). '' leaves them as they are.
   */
  origin: string;
  /** IANA time zone that wire times are written in (the mall's; `Asia/Shanghai` by default). */
  timeZone: string;
}

/** A pair of conversions between a wire value `W` and a model value `M`. */
export interface Codec<W, M> {
  /** Model → wire. Never mutates its argument. */
  encode(model: M, ctx: WireContext): W;
  /** Wire → model. Never mutates its argument. */
  decode(wire: W, ctx: WireContext): M;
}

/** The wire type of a codec. */
export type WireOf<C> = C extends Codec<infer W, unknown> ? W : never;
/** The model type of a codec. */
export type ModelOf<C> = C extends Codec<unknown, infer M> ? M : never;

// Documentation types: what the wire carries, named as crmeb-wire.md names it.

/** Decimal yuan as a JSON number with at most two decimals (`3999.00` reads as 3999). */
export type Yuan = number;
/** `yyyy-MM-dd HH:mm:ss` in the mall's time zone. */
export type DateTimeText = string;
/** `yyyy-MM-dd` in the mall's time zone. */
export type DateText = string;
/** An absolute `http(s)://` URL, or '' for none. */
export type AbsoluteUrl = string;
/** A string holding JSON of `T`; the provider's clients `JSON.parse` it. */
export type JsonText<T> = string & { readonly __json?: T };
/** Values joined by `,` (no spaces); '' for none. */
export type CommaText = string;

/** The value as it is, both ways. */
export function same<T>(): Codec<T, T> {
  return identity as Codec<T, T>;
}
const identity: Codec<unknown, unknown> = { encode: (v) => v, decode: (v) => v };

/** Integer cents in the model, decimal yuan on the wire (`129900` ↔ `1299`). */
export const yuan: Codec<Yuan, number> = {
  encode: (cents) => cents / 100,
  // Wire values are decimals: rounding undoes binary fractions such as 19.99 * 100 = 1998.9999…
  decode: (amount) => Math.round(Number(amount) * 100),
};

/** A `Date` in the model, `yyyy-MM-dd HH:mm:ss` in the mall's zone on the wire. */
export const dateTime: Codec<DateTimeText, Date> = {
  encode: (date, ctx) => formatWireDateTime(date, ctx.timeZone),
  decode: (text, ctx) => parseWireDateTime(text, ctx.timeZone),
};

/** A `Date` in the model, `yyyy-MM-dd` in the mall's zone on the wire (midnight there when decoded). */
export const dateOnly: Codec<DateText, Date> = {
  encode: (date, ctx) => formatWireDateTime(date, ctx.timeZone).slice(0, 10),
  decode: (text, ctx) => parseWireDateTime(text, ctx.timeZone),
};

/** Makes a site-relative path (`/media/…`) absolute with the context's origin; other values stay. */
export function absoluteUrl(value: string, origin: string): string {
  return value.startsWith('/') && !value.startsWith('//') ? origin + value : value;
}

/** An image or page URL: site-relative or absolute in the model, absolute on the wire. */
export const url: Codec<AbsoluteUrl, string> = {
  encode: (value, ctx) => absoluteUrl(value, ctx.origin),
  decode: (value) => value ?? '',
};

/** A list of values in the model, one comma-joined string on the wire ('' for none). */
export function commaList<W extends string | number, M>(item: Codec<W, M>): Codec<CommaText, M[]> {
  return {
    encode: (list, ctx) => list.map((m) => item.encode(m, ctx)).join(','),
    decode: (text, ctx) => (text ? String(text).split(',').map((w) => item.decode(w as W, ctx)) : []),
  };
}

/** Comma-joined strings (`Red,XL`). */
export const commaText: Codec<CommaText, string[]> = commaList(same<string>());

/**
 * A value in the model, JSON text of its wire form on the wire. `empty` is
 * what a blank or unreadable text decodes to (the provider sends '' or null
 * for some empty lists).
 */
export function jsonText<W, M>(inner: Codec<W, M>, empty: M): Codec<JsonText<W>, M> {
  return {
    encode: (model, ctx) => JSON.stringify(inner.encode(model, ctx)) as JsonText<W>,
    decode: (text, ctx) => {
      if (!text) return empty;
      try {
        return inner.decode(JSON.parse(text) as W, ctx);
      } catch {
        return empty;
      }
    },
  };
}

/** A list, item by item. */
export function array<W, M>(item: Codec<W, M>): Codec<W[], M[]> {
  if (item === identity) return identity as Codec<W[], M[]>;
  return {
    encode: (list, ctx) => list.map((m) => item.encode(m, ctx)),
    decode: (list, ctx) => (list ?? []).map((w) => item.decode(w, ctx)),
  };
}

/** An object whose every value goes through `value` (e.g. SKUs keyed by their values). */
export function record<W, M>(value: Codec<W, M>): Codec<Record<string, W>, Record<string, M>> {
  const map = <A, B>(source: Record<string, A>, f: (a: A) => B) => {
    const out: Record<string, B> = {};
    for (const key of Object.keys(source ?? {})) out[key] = f(source[key] as A);
    return out;
  };
  return {
    encode: (model, ctx) => map(model, (m) => value.encode(m, ctx)),
    decode: (wire, ctx) => map(wire, (w) => value.decode(w, ctx)),
  };
}

/** `null` (and `undefined`) pass through both ways; other values go through `inner`. */
export function nullable<W, M>(inner: Codec<W, M>): Codec<W | null, M | null> {
  return {
    encode: (model, ctx) => (model == null ? null : inner.encode(model, ctx)),
    decode: (wire, ctx) => (wire == null ? null : inner.decode(wire, ctx)),
  };
}

/** A field that may be missing; missing stays missing both ways. */
export function optional<W, M>(inner: Codec<W, M>): Codec<W | undefined, M | undefined> {
  return {
    encode: (model, ctx) => (model === undefined ? undefined : inner.encode(model, ctx)),
    decode: (wire, ctx) => (wire == null ? undefined : inner.decode(wire, ctx)),
  };
}

/** A field codec whose wire name differs from the model's (see {@link renamed}). */
export interface RenamedCodec<N extends string, W, M> extends Codec<W, M> {
  readonly wireName: N;
}

/**
 * A field that the wire names `wireName` (the provider's name, e.g. `suk`)
 * and the model names after its own key. Decoding also reads the model's
 * name, so answers that carry either are understood.
 */
export function renamed<N extends string, W, M>(wireName: N, inner: Codec<W, M>): RenamedCodec<N, W, M> {
  return { wireName, encode: inner.encode, decode: inner.decode };
}

type FieldCodecs<M> = { [K in keyof M]?: Codec<any, M[K]> };
type WireKey<K, F> = K extends keyof F ? (F[K] extends { wireName: infer N extends string } ? N : K) : K;
type WireFields<M, F extends FieldCodecs<M>> = {
  [K in keyof M as WireKey<K, F>]: K extends keyof F ? (F[K] extends Codec<infer W, any> ? W : M[K]) : M[K];
};

/**
 * An object codec: fields named in `fields` go through their codecs (and
 * may be {@link renamed}), the others pass as they are. `extra` adds fields
 * that only the wire has, computed from the model (e.g. the provider's
 * `ficti`); decoding drops them.
 *
 * @example object<ProductCard>()({ price: yuan, image: url }, { ficti: () => 0 })
 */
export function object<M extends object>() {
  return <F extends FieldCodecs<M>, X extends Record<string, (model: M) => unknown> = Record<never, never>>(
    fields: F,
    extra?: X,
  ): Codec<WireFields<M, F> & { [K in keyof X]: ReturnType<X[K]> }, M> => {
    type Spec = { key: string; wireKey: string; codec: Codec<unknown, unknown> };
    const specs: Spec[] = Object.entries(fields as Record<string, Codec<unknown, unknown> & { wireName?: string }>).map(
      ([key, codec]) => ({ key, wireKey: codec.wireName ?? key, codec }),
    );
    const byModelKey = new Map(specs.map((spec) => [spec.key, spec]));
    const byWireKey = new Map(specs.map((spec) => [spec.wireKey, spec]));
    const extraKeys = Object.keys(extra ?? {});
    const extraSet = new Set(extraKeys);
    // Objects are built key by key, never copied and trimmed: `delete` would slow every later read of them.
    return {
      encode(model, ctx) {
        const out: Record<string, unknown> = {};
        const source = model as Record<string, unknown>;
        for (const key in source) {
          const value = source[key];
          const spec = byModelKey.get(key);
          if (!spec) out[key] = value;
          else if (value !== undefined) out[spec.wireKey] = spec.codec.encode(value, ctx);
        }
        for (const key of extraKeys) out[key] = (extra as X)[key]!(model);
        return out as never;
      },
      decode(wire, ctx) {
        const out: Record<string, unknown> = {};
        const source = wire as Record<string, unknown>;
        for (const key in source) {
          if (extraSet.has(key)) continue;
          const value = source[key];
          const spec = byWireKey.get(key) ?? byModelKey.get(key);
          if (!spec) out[key] = value;
          // A renamed field sent under both names is read from the wire's name.
          else if (spec.wireKey !== key && spec.wireKey in source) continue;
          else if (value !== undefined) out[spec.key] = spec.codec.decode(value, ctx);
        }
        return out as M;
      },
    };
  };
}

/** A codec made on first use, for recursive shapes (a category and its children). */
export function lazy<W, M>(make: () => Codec<W, M>): Codec<W, M> {
  let codec: Codec<W, M> | undefined;
  return {
    encode: (model, ctx) => (codec ??= make()).encode(model, ctx),
    decode: (wire, ctx) => (codec ??= make()).decode(wire, ctx),
  };
}
