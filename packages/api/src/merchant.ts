import type { NoInput } from './endpoints.ts';

/**
 * Shop types and shop categories (spec §3 shared state; crmeb-api §4.11).
 */

/** A shop type (e.g. flagship store, speciality store). */
export interface MerchantType {
  id: number;
  name: string;
  info: string;
}

/** A shop category with the platform's commission. */
export interface MerchantCategory {
  id: number;
  name: string;
  /** Commission in basis points (1 % = 100). */
  handlingFee: number;
}

export interface MerchantEndpoints {
  'GET /api/front/merchant/all/type/list': { input: NoInput; data: MerchantType[] };
  'GET /api/front/merchant/all/category/list': { input: NoInput; data: MerchantCategory[] };
}
