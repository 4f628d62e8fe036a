import { Type } from 'typebox';

/**
 * Building blocks shared by the request schemas of every area. They
 * describe requests as the provider's clients send them (crmeb-wire §1):
 * the server first reads a value the way such a client means it (a numeric
 * string as a number, `1`/`"true"` as true, a number as a string, `''` or
 * null for an optional number as absent; apps/server/src/http/normalize.ts),
 * then holds it to these rules, so a value that is present and wrong is
 * refused with the field and the reason.
 */

/** Positive database id (path params and bodies). */
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** Amount in integer cents, never negative. */
export const Cents = Type.Integer({ minimum: 0, maximum: 100_000_000_00 });

/** Amount in decimal yuan as the provider's clients send it (a price filter): whole cents, never negative. */
export const Yuan = Type.Number({ minimum: 0, maximum: 100_000_000, multipleOf: 0.01 });

/** `page` and `limit` of a paged list (crmeb-api §2.2): page ≥ 1 (default 1), limit 1–100 (default 10). */
export const PageQueryProps = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
};

export const PageQuery = Type.Object(PageQueryProps);

/** Dial code without or with a leading plus, e.g. `86` or `+86`. */
export const CountryCode = Type.String({ pattern: '^\\+?[0-9]{1,4}$' });

/** National phone number: digits only, 5–15 of them. */
export const Phone = Type.String({ pattern: '^[0-9]{5,15}$' });

/** Pattern of an email address (spec §5 correctEmail). */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

/** An email address in the usual pattern (spec §5 correctEmail). */
export const Email = Type.String({ maxLength: 254, pattern: EMAIL_PATTERN });

/** An email address, or '' for none. */
export const OptionalEmail = Type.String({ maxLength: 254, pattern: `^$|${EMAIL_PATTERN}` });

/** Non-blank text of at most `max` characters. */
export function Text(max: number) {
  return Type.String({ minLength: 1, maxLength: max, pattern: '\\S' });
}

/** Path parameter `:id`. */
export const IdParams = Type.Object({ id: Id });
