import { pageParam, positiveInt } from '../../app/queryState.ts';

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

/** Reads the activity id and goods page from the page's query. */
export function readActivityQuery(params: URLSearchParams): ActivityQuery {
  return { id: positiveInt(params.get('id')), page: pageParam(params) };
}
