import { and, eq } from 'drizzle-orm';
import { merchant, product } from '../db/schema.ts';

/**
 * Goods a shopper may see and buy (crmeb-api §4.4 list filters): shown, not
 * deleted, approved, and sold by an open shop. Use with a join on `merchant`.
 */
export const onSale = and(
  eq(product.isShow, true),
  eq(product.isDel, false),
  eq(product.auditStatus, 1),
  eq(merchant.isSwitch, true),
)!;
