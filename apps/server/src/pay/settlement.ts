import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { bill, masterOrder, merchant, merchantCategory, merchantOrder } from '../db/schema.ts';

/** One merchant order's share of a settled payment, integer cents. */
export interface MerchantSettlement {
  merOrderNo: string;
  merId: number;
  /** What the shopper paid for this shop's order. */
  payPrice: number;
  /** The platform's commission: ceil(payPrice × handling fee %), crmeb-api §6 rule 10. */
  commission: number;
  /** What the shop is credited: payPrice − commission. */
  income: number;
}

/** What {@link settleMerchantOrders} did. */
export interface Settlement {
  masterOrderNo: string;
  /** The master order's pay price, cents (the shopper's bill is −this). */
  payPrice: number;
  /** Every merchant order of the master, settled now or before. */
  orders: MerchantSettlement[];
  /** False when the order had been settled already: nothing was credited or written this time. */
  settledNow: boolean;
}

/**
 * The platform's commission on a merchant order, cents: `payPrice` ×
 * `handlingFeeBp` / 10 000, rounded up to the cent (crmeb-api §6 rule 10
 * "rounded up, 2 decimals"; the fee is in basis points, 1 % = 100).
 * In integers, so no floating point decides a cent.
 */
export function commissionOf(payPrice: number, handlingFeeBp: number): number {
  if (payPrice <= 0 || handlingFeeBp <= 0) return 0;
  return Math.floor((payPrice * handlingFeeBp + 9_999) / 10_000);
}

/**
 * Settles a paid master order with its merchants (crmeb-api §6 rule 10, the
 * pay-success task), inside the caller's transaction `tx`, exactly once:
 * - each merchant order gets `commission_charge` = ceil(payPrice × its
 *   shop's category handling fee %) and `merchant_income` = payPrice − commission;
 * - each shop's `merchant.balance` is credited its income (ADR 0009 pattern 1:
 *   `balance = balance + income`; shops locked in id order, pattern 3);
 * - bills: the shopper `pay_order` −(master payPrice) with `payType`, each shop
 *   `order_income` +income, the platform `commission` +commission per merchant order.
 *
 * Once (ADR 0009 pattern 4, a claim is one conditional write): the shopper's
 * `pay_order` bill is inserted first with `on conflict do nothing` on the
 * bill table's unique key (party, party id, order, type); when it is there
 * already, this settlement ran before and nothing more is written. Call it
 * in the transaction that marks the order paid (balance and card payments),
 * or that marks a cash-on-delivery order paid at receipt.
 *
 * Does not mark anything paid; the caller does.
 * @param payType the pay type written on the shopper's bill (`yue`, `stripe`, `cod`…).
 * @throws {Error} when the master order does not exist (a caller's bug).
 */
export async function settleMerchantOrders(tx: Tx, masterOrderNo: string, payType: string): Promise<Settlement> {
  const [master] = await tx
    .select({ userId: masterOrder.userId, payPrice: masterOrder.payPrice })
    .from(masterOrder)
    .where(eq(masterOrder.orderNo, masterOrderNo))
    .limit(1);
  if (!master) throw new Error(`settleMerchantOrders: no master order ${masterOrderNo}`);

  const rows = await tx
    .select({
      merOrderNo: merchantOrder.orderNo,
      merId: merchantOrder.merId,
      payPrice: merchantOrder.payPrice,
      feeBp: merchantCategory.handlingFeeBp,
      commissionCharge: merchantOrder.commissionCharge,
      merchantIncome: merchantOrder.merchantIncome,
    })
    .from(merchantOrder)
    .innerJoin(merchant, eq(merchant.id, merchantOrder.merId))
    .innerJoin(merchantCategory, eq(merchantCategory.id, merchant.categoryId))
    .where(eq(merchantOrder.masterOrderNo, masterOrderNo))
    // Pattern 3: shops' rows are written in one fixed order (by id), so two settlements sharing shops never deadlock.
    .orderBy(asc(merchantOrder.merId), asc(merchantOrder.orderNo));

  const claimed = await tx
    .insert(bill)
    .values({ party: 'user', partyId: master.userId, linkId: masterOrderNo, type: 'pay_order', amount: -master.payPrice, payType })
    .onConflictDoNothing()
    .returning({ id: bill.id });
  if (claimed.length === 0) {
    return {
      masterOrderNo,
      payPrice: master.payPrice,
      settledNow: false,
      orders: rows.map((r) => ({ merOrderNo: r.merOrderNo, merId: r.merId, payPrice: r.payPrice, commission: r.commissionCharge, income: r.merchantIncome })),
    };
  }

  const orders: MerchantSettlement[] = [];
  for (const row of rows) {
    const commission = commissionOf(row.payPrice, row.feeBp);
    const income = row.payPrice - commission;
    orders.push({ merOrderNo: row.merOrderNo, merId: row.merId, payPrice: row.payPrice, commission, income });
    await tx
      .update(merchantOrder)
      .set({ commissionCharge: commission, merchantIncome: income })
      .where(eq(merchantOrder.orderNo, row.merOrderNo));
    // Pattern 1: the balance changes in the statement that reads it.
    await tx
      .update(merchant)
      .set({ balance: sql`${merchant.balance} + ${income}` })
      .where(eq(merchant.id, row.merId));
    await tx
      .insert(bill)
      .values([
        { party: 'merchant', partyId: row.merId, linkId: row.merOrderNo, type: 'order_income', amount: income, payType },
        { party: 'platform', partyId: 0, linkId: row.merOrderNo, type: 'commission', amount: commission, payType },
      ])
      .onConflictDoNothing();
  }
  return { masterOrderNo, payPrice: master.payPrice, orders, settledNow: true };
}
