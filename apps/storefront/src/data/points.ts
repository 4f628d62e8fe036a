import { useApi } from './useApi.ts';

/*
 * The shopper's points (spec §3 Points account; crmeb-api §4.10): spendable,
 * accumulated, spent and frozen, and every change with its reason and order.
 */

/** The shopper's points in sum (`GET /api/front/user/center/my/integral`); skipped for guests. */
export function usePointsAccount(loggedIn: boolean) {
  return useApi('GET /api/front/user/center/my/integral', loggedIn ? {} : null);
}

/** One page of the shopper's points changes, newest first (`…/integral/list`); skipped for guests. */
export function usePointsRecords(loggedIn: boolean, page: number, limit = 10) {
  return useApi('GET /api/front/user/center/integral/list', loggedIn ? { query: { page, limit } } : null, { keepPreviousData: true });
}

/** The ways to earn points with the mall's amounts, and what points are worth (`…/integral/rules`); skipped for guests. */
export function usePointsRules(loggedIn: boolean) {
  return useApi('GET /api/front/user/center/integral/rules', loggedIn ? {} : null, { revalidateOnFocus: false });
}
