/**
 * The attribute the server puts on every head tag it writes for the page it
 * sends (description, canonical, language alternates, share tags, JSON-LD;
 * issue 17). They describe that page only: the storefront drops them when
 * the shopper moves to another page inside the app, so a share sheet or
 * extension never reads the first page's canonical URL on the next one.
 */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

/**
 * JSON text made safe inside a `<script>`: no `<` (so no `</script>` or
 * comment opener) and no line or paragraph separator is left to end it
 * early. The escapes are JSON's own, so `JSON.parse` reads the text back
 * unchanged (issue 17: JSON-LD in the head, a rendered page's data).
 */
export function scriptSafeJson(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** Id of the `<script type="application/json">` that carries a server-rendered page's answers to the browser. */
export const PAGE_DATA_ELEMENT_ID = 'mall-page-data';

/** What a server asks of the storefront's server render (issue 17). */
export interface RenderPageInput {
  /** The page's path and query with its locale prefix, e.g. `/en/goods_detail/5?tab=reply`. */
  url: string;
  /** The origin it is served at, e.g. `https://mall.example`. */
  origin: string;
  /** How the page's calls reach the mall's API: in the server's own process, as a guest in the page's language. */
  fetch: typeof fetch;
}

/** A page rendered on the server, in the parts the server puts into the storefront's `index.html`. */
export interface RenderedPage {
  /** The markup inside `<div id="root">`. */
  html: string;
  /** `<style>` tags of exactly the styles the markup uses, for the head. */
  styles: string;
  /** The `<script type="application/json">` with the answers the markup shows. */
  data: string;
  /**
   * An answer failed for a reason other than "not found", or a part failed to
   * render: the markup shows what the browser would retry, so the page is
   * better served for the browser to render and not kept.
   */
  failed: boolean;
}
