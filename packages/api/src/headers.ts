/**
 * Header rules of spec §7.
 */

/** Header that carries the session token (spec §7; the mall's historical spelling). */
export const TOKEN_HEADER = 'authori-zation';
/** Header that tells the server which client calls it. */
export const FORM_TYPE_HEADER = 'Form-type';
/** The value this desktop storefront sends in {@link FORM_TYPE_HEADER}. */
export const FORM_TYPE_PC = 'pc';
/** Prefix of the stored token; the client drops these 7 characters before sending it (spec §7). */
export const TOKEN_PREFIX = 'Bearer ';

/** Turns a raw token into the value stored in the token cookie (`Bearer <token>`). */
export function toStoredToken(token: string): string {
  return `${TOKEN_PREFIX}${token}`;
}

/**
 * The header value for a stored token: the stored value minus its first seven
 * characters (`Bearer `). Values stored without the prefix are sent as they are.
 */
export function tokenHeaderValue(stored: string): string {
  return stored.startsWith(TOKEN_PREFIX) ? stored.slice(TOKEN_PREFIX.length) : stored;
}

/**
 * Reads the token of a request the way the server accepts it: `authori-zation: <token>`,
 * or `Authorization: Bearer <token>`. Returns undefined when neither carries one.
 */
export function readRequestToken(headers: Record<string, string | string[] | undefined>): string | undefined {
  const pick = (name: string) => {
    const v = headers[name];
    return (Array.isArray(v) ? v[0] : v)?.trim() || undefined;
  };
  const direct = pick(TOKEN_HEADER);
  if (direct) return tokenHeaderValue(direct).trim() || undefined;
  const bearer = pick('authorization');
  if (bearer && /^bearer\s+/i.test(bearer)) return bearer.replace(/^bearer\s+/i, '').trim() || undefined;
  return undefined;
}
