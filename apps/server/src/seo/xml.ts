/** The five characters XML gives a meaning to, and the entity each is written as. */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * `text` as XML character data or a quoted attribute value: `&`, `<`, `>`,
 * `"` and `'` written as entities (the sitemaps.org protocol asks this of
 * every URL, e.g. `?a=1&b=2` → `?a=1&amp;b=2`). Other characters pass as
 * they are.
 */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
