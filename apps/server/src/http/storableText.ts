import { UNSTORABLE_CHARS } from '@mall/api/schemas';

/*
 * Text PostgreSQL cannot store (U+0000, lone UTF-16 surrogates) is refused
 * at the door, for every string a request carries, before anything is read
 * from or written to the database. The shared schema blocks refuse it too
 * (packages/api/src/schemas/common.ts), but a schema describes one field at a
 * time and takes one pattern: fields with patterns of their own, fields a
 * route ignores, object keys and values normalize.ts has not reached would
 * each need their own care, and one forgotten field is a 500 (PostgreSQL
 * refuses NUL) or a silently changed value (a lone surrogate is stored as
 * U+FFFD). Walking the whole request once, in route.ts, leaves none out.
 */

const UNSTORABLE = new RegExp(`[${UNSTORABLE_CHARS}]`, 'u');
/** Every such character, to show a key that holds one (the path goes back in the answer's message). */
const UNSTORABLE_ALL = new RegExp(`[${UNSTORABLE_CHARS}]`, 'gu');

/** True when PostgreSQL can store `text` as it is (no U+0000, no lone surrogate). */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/**
 * The path of the first string in `value` that PostgreSQL cannot store, in
 * the form validation errors name fields (`remark`, `0.name`,
 * `orderDetails.1.mark`); an object key that cannot be stored is its
 * member's fault (shown with U+FFFD in place of those characters). Returns
 * '' when `value` itself is such a string, null when every string can be
 * stored. Walks without recursion, so a deeply nested body (JSON allows
 * hundreds of thousands of levels within the body limit) cannot overflow the
 * stack.
 */
export function findUnstorableText(value: unknown): string | null {
  const stack: Array<[value: unknown, path: string]> = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return path;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1) stack.push([current[i], join(path, String(i))]);
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, member] = entries[i]!;
        const memberPath = join(path, key.replace(UNSTORABLE_ALL, '\uFFFD'));
        // The key is looked at just before its value: a bad key is its member's fault.
        stack.push([member, memberPath], [key, memberPath]);
      }
    }
  }
  return null;
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}
