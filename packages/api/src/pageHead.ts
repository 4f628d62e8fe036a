/**
 * The attribute the server puts on every head tag it writes for the page it
 * sends (description, canonical, language alternates, share tags, JSON-LD;
 * issue 17). They describe that page only: the storefront drops them when
 * the shopper moves to another page inside the app, so a share sheet or
 * extension never reads the first page's canonical URL on the next one.
 */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';
