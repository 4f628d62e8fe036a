/**
 * The state of the activity landing page as its URL carries it (spec §2
 * /goods/activity_list; crmeb-api §3 `?id=&type=`): the activity `id` and
 * the goods `page` from 1. Missing or invalid values read as "no activity"
 * and page 1, so a hand-edited link opens a not-found state, not an error.
 */
export interface ActivityQuery {
  /** Activity id; undefined when missing or not a valid id. */
  id: number | undefined;
  page: number;
}

/** Largest id the API takes (a 32-bit integer). */
const ID_MAX = 2_147_483_647;
/** Highest page the API takes (crmeb-api §2.2 paging). */
const PAGE_MAX = 100_000;

function wholeNumber(value: string | null, max: number): number | undefined {
  if (value === null || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= max ? n : undefined;
}

/** Reads the activity id and goods page from the page's query. */
export function readActivityQuery(params: URLSearchParams): ActivityQuery {
  return { id: wholeNumber(params.get('id'), ID_MAX), page: wholeNumber(params.get('page'), PAGE_MAX) ?? 1 };
}
