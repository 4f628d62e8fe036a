import { REVIEW_POINTS_DEFAULT, REVIEW_POINTS_WITH_PICS_DEFAULT } from '@mall/api';
import { goodsImageUrl } from '../../media/urls.ts';
import { pointsEarnedFor } from '../../order/receiveOrder.ts';
import { commissionOf } from '../../pay/settlement.ts';
import { PointsTitle } from '../../points/ledger.ts';
import { maskNickname } from '../../review/shownReply.ts';
import type { bill, integralRecord, masterOrder, merchantOrder, orderItem, orderLogistics } from '../schema.ts';
import type { LeafCategory } from './categories.ts';
import type { CatalogRows } from './goodsCatalog.ts';
import type { ReviewRow } from './reviews.ts';

/*
 * The demo shopper's received orders: so that `/users/evaluation_list` has
 * lines to review and lines reviewed, the order pages have completed orders,
 * and after-sale (refunds) has orders to start from. Plain rows written as
 * the mall's own services would have left them (ADR 0009's invariants and
 * every constraint): paid cash on delivery at the door, settled with the
 * shops (bills, commission, the shops' balances), points earned and thawed,
 * reviews with their points.
 */

/** The demo shopper's account id (seed/demoUser.ts). */
const SHOPPER = 1;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Earned points thaw this long after receipt (the default `POINTS_FROZEN_DAYS`). */
const FROZEN_DAYS = 7;

/** The address every demo order went to (the shopper keeps no address book entry: the order carries its own copy). */
const SHIPPED_TO = { addressId: 0, realName: '演示用户', userPhone: '13800138000', userAddress: '浙江省 杭州市 西湖区 文三路 90 号' };

/** A review the demo shopper wrote of one line. */
interface DemoReview {
  star: number;
  productScore: number;
  serviceScore: number;
  comment: string;
  /** Pictures: this many views of the goods from the seeded media. */
  pictures: number;
  /** The shop's answer, or '' for none. */
  shopReply: string;
  /** Written this long after the order was received. */
  afterMs: number;
}

/** One line of a demo order: which goods of the chosen shop (by rank among its cheap goods), how many, and its review if any. */
interface DemoLine {
  rank: number;
  quantity: number;
  review: DemoReview | null;
}

/** One demo order of one shop (the shop by rank among those with cheap goods), received at `receivedAt`. */
interface DemoOrder {
  shopRank: number;
  receivedAt: number;
  lines: DemoLine[];
}

/**
 * The orders: one partly reviewed (a line with two photos and the shop's
 * answer, a line waiting), one fully reviewed (its `isReply`), one waiting.
 * Received after the demo catalogue's reviews end (REVIEWS_AS_OF, 20 Nov
 * 2025 noon), so their reviews are the newest of their goods by date as by id.
 */
const DEMO_ORDERS: DemoOrder[] = [
  {
    shopRank: 0,
    receivedAt: Date.UTC(2025, 10, 20, 13, 0, 0),
    lines: [
      {
        rank: 0,
        quantity: 1,
        review: {
          star: 5,
          productScore: 5,
          serviceScore: 5,
          comment: '包装很用心，实物和图片一样，做工细致，用了几天很满意。物流也快，第三天就到了。',
          pictures: 2,
          shopReply: '感谢您的认可，期待您再次光临！',
          afterMs: 2 * HOUR_MS,
        },
      },
      { rank: 1, quantity: 2, review: null },
    ],
  },
  {
    shopRank: 1,
    receivedAt: Date.UTC(2025, 10, 20, 14, 0, 0),
    lines: [
      {
        rank: 0,
        quantity: 1,
        review: {
          star: 4,
          productScore: 4,
          serviceScore: 5,
          comment: '东西不错，性价比高，就是颜色比图片略深一点。客服回复很及时。',
          pictures: 0,
          shopReply: '',
          afterMs: 3 * HOUR_MS,
        },
      },
    ],
  },
  { shopRank: 2, receivedAt: Date.UTC(2025, 10, 21, 9, 0, 0), lines: [{ rank: 0, quantity: 1, review: null }] },
];

/** Every row the demo orders add, with fixed ids. */
export interface DemoOrderRows {
  masters: Array<typeof masterOrder.$inferInsert>;
  shopOrders: Array<typeof merchantOrder.$inferInsert>;
  lines: Array<typeof orderItem.$inferInsert & { id: number }>;
  logistics: Array<typeof orderLogistics.$inferInsert>;
  bills: Array<typeof bill.$inferInsert>;
  /** The shopper's reviews of their received lines, ids after the catalogue's. */
  reviews: ReviewRow[];
  /** Points earned by the orders (thawed) and the reviews, ledger ids after the gift's (1), oldest first. */
  points: Array<typeof integralRecord.$inferInsert & { id: number }>;
  /** What each shop was credited for them, cents, by shop id: their balances include it. */
  credits: Map<number, number>;
  /** Points the orders and reviews earned in all: part of the shopper's spendable points. */
  pointsEarned: number;
  /** The mall's gift that, with {@link DemoOrderRows.pointsEarned}, makes the shopper's spendable points (ledger record 1). */
  giftPoints: number;
}

/** What {@link buildDemoReceivedOrders} draws from. */
export interface DemoOrderSources {
  catalog: CatalogRows;
  leaves: readonly LeafCategory[];
  /** Shops with their category (for the commission). */
  merchants: ReadonlyArray<{ id: number; categoryId?: number | null }>;
  merchantCategories: ReadonlyArray<{ id?: number; handlingFeeBp?: number }>;
  /** The first free review id (after the catalogue's). */
  firstReviewId: number;
  /** The shopper's spendable points after all of it: the mall's gift (ledger record 1) is what the orders and reviews did not earn. */
  spendablePoints: number;
  /** The shopper's name and avatar when they reviewed. */
  shopper: { nickname: string; avatar: string };
}

/** `SH2025112013000000000001`-style numbers (orders and refunds): prefix, time to the second, a running number. */
export function numberOf(prefix: 'PT' | 'SH' | 'RE', at: number, n: number): string {
  return `${prefix}${new Date(at).toISOString().replace(/[^0-9]/g, '').slice(0, 14)}${String(n).padStart(8, '0')}`;
}

/**
 * The demo shopper's received orders (see DEMO_ORDERS), a pure function of
 * the catalogue: each shop is one that has at least two goods on sale
 * between ￥20 and ￥300 (cheap, so the points stay small), in id order.
 * Cash on delivery, shipped by express, received and paid at the door;
 * commission at the shop category's rate (pay/settlement.ts); points earned
 * 1 per whole yuan (the default rate), thawed after 7 days; reviews with the
 * shopper's masked name, the SKU, scores, pictures from the seeded media,
 * points 10 (20 with pictures: the defaults). Reusable by later seeds (refunds
 * start from these orders).
 * @throws {Error} when the catalogue has too few such shops.
 */
export function buildDemoReceivedOrders(sources: DemoOrderSources): DemoOrderRows {
  const { catalog } = sources;
  const leafKey = new Map(sources.leaves.map((l) => [l.id, l.key]));
  const feeOf = new Map(sources.merchantCategories.map((c) => [c.id ?? 0, c.handlingFeeBp ?? 0]));
  const shopFee = new Map(sources.merchants.map((m) => [m.id, feeOf.get(m.categoryId ?? 0) ?? 0]));
  const skuOf = new Map<number, NonNullable<CatalogRows['skus'][number]>>();
  for (const sku of catalog.skus) {
    if (!skuOf.has(sku.productId) && (sku.stock ?? 0) > 0) skuOf.set(sku.productId, sku);
  }
  const cheap = catalog.products.filter((p) => {
    const sku = skuOf.get(p.id);
    return p.isShow !== false && !p.isDel && (p.auditStatus ?? 1) === 1 && sku !== undefined && sku.price >= 2000 && sku.price <= 30_000;
  });
  const goodsOfShop = new Map<number, typeof cheap>();
  for (const goods of cheap) goodsOfShop.set(goods.merId, [...(goodsOfShop.get(goods.merId) ?? []), goods]);
  const shops = [...goodsOfShop.entries()].filter(([, goods]) => goods.length >= 2).sort(([a], [b]) => a - b);
  if (shops.length < 3) throw new Error('the demo orders need three shops with two cheap goods each');

  const rows: DemoOrderRows = {
    masters: [],
    shopOrders: [],
    lines: [],
    logistics: [],
    bills: [],
    reviews: [],
    points: [],
    credits: new Map(),
    pointsEarned: 0,
    giftPoints: 0,
  };
  const gains: Array<{ at: number; thawAt: number; points: number; linkId: string }> = [];
  const reviewGrants: Array<{ at: number; points: number; linkId: string }> = [];

  DEMO_ORDERS.forEach((order, index) => {
    const [merId, goods] = shops[order.shopRank]!;
    const placedAt = order.receivedAt - 3 * DAY_MS;
    const shippedAt = order.receivedAt - 2 * DAY_MS;
    const masterNo = numberOf('PT', placedAt, index + 1);
    const orderNo = numberOf('SH', placedAt, index + 1);
    const lines = order.lines.map((line) => {
      const product = goods[line.rank]!;
      const sku = skuOf.get(product.id)!;
      return { line, product, sku, postage: (product.postage ?? 0) * line.quantity };
    });
    const goodsTotal = lines.reduce((sum, l) => sum + l.sku.price * l.line.quantity, 0);
    const postage = lines.reduce((sum, l) => sum + l.postage, 0);
    const payPrice = goodsTotal + postage;
    const totalNum = lines.reduce((sum, l) => sum + l.line.quantity, 0);
    const commission = commissionOf(payPrice, shopFee.get(merId) ?? 0);
    const earned = pointsEarnedFor(payPrice, 1);
    const received = new Date(order.receivedAt);

    rows.masters.push({
      orderNo: masterNo,
      userId: SHOPPER,
      totalNum,
      proTotalPrice: goodsTotal,
      totalPostage: postage,
      payPrice,
      paid: true,
      payTime: received,
      payType: 'cod',
      payChannel: 'pc',
      payDeadline: null,
      ...SHIPPED_TO,
      createdAt: new Date(placedAt),
    });
    const trackingNo = `SF${orderNo.slice(-10)}`;
    rows.shopOrders.push({
      orderNo,
      masterOrderNo: masterNo,
      userId: SHOPPER,
      merId,
      totalNum,
      proTotalPrice: goodsTotal,
      totalPostage: postage,
      gainIntegral: earned,
      payPrice,
      paid: true,
      payTime: received,
      commissionCharge: commission,
      merchantIncome: payPrice - commission,
      status: 3,
      deliveryType: 'express',
      expressName: '顺丰速运',
      expressCode: 'SF',
      trackingNo,
      deliveryTime: new Date(shippedAt),
      autoReceiptAt: null,
      receivingTime: received,
      createdAt: new Date(placedAt),
    });
    rows.logistics.push({
      merOrderNo: orderNo,
      expName: '顺丰速运',
      expCode: 'SF',
      expNo: trackingNo,
      state: 3,
      traces: [
        { AcceptStation: '【杭州市】已揽收', AcceptTime: new Date(shippedAt + HOUR_MS).toISOString() },
        { AcceptStation: '【杭州转运中心】运输中', AcceptTime: new Date(shippedAt + 10 * HOUR_MS).toISOString() },
        { AcceptStation: '【杭州市西湖区】已签收', AcceptTime: new Date(order.receivedAt - HOUR_MS).toISOString() },
      ],
      createdAt: new Date(shippedAt),
      updatedAt: new Date(order.receivedAt - HOUR_MS),
    });
    rows.bills.push(
      { party: 'user', partyId: SHOPPER, linkId: masterNo, type: 'pay_order', amount: -payPrice, payType: 'cod', createdAt: received },
      { party: 'merchant', partyId: merId, linkId: orderNo, type: 'order_income', amount: payPrice - commission, payType: 'cod', createdAt: received },
      { party: 'platform', partyId: 0, linkId: orderNo, type: 'commission', amount: commission, payType: 'cod', createdAt: received },
    );
    rows.credits.set(merId, (rows.credits.get(merId) ?? 0) + payPrice - commission);
    if (earned > 0) gains.push({ at: order.receivedAt, thawAt: order.receivedAt + FROZEN_DAYS * DAY_MS, points: earned, linkId: orderNo });

    for (const { line, product, sku } of lines) {
      const id = rows.lines.length + 1;
      rows.lines.push({
        id,
        merOrderNo: orderNo,
        productId: product.id,
        skuId: sku.id!,
        productName: product.name,
        image: sku.image,
        sku: sku.sku,
        price: sku.price,
        quantity: line.quantity,
        isReply: line.review !== null,
      });
      const review = line.review;
      if (!review) continue;
      const at = order.receivedAt + review.afterMs;
      const leaf = leafKey.get(product.categoryId)!;
      rows.reviews.push({
        id: sources.firstReviewId + rows.reviews.length,
        productId: product.id,
        merId,
        userId: SHOPPER,
        orderItemId: id,
        nickname: maskNickname(sources.shopper.nickname),
        avatar: sources.shopper.avatar,
        star: review.star,
        comment: review.comment,
        pics: Array.from({ length: review.pictures }, (_, k) => goodsImageUrl(leaf, (product.id * 7 + k * 131) % 10_000)),
        sku: sku.sku,
        productScore: review.productScore,
        serviceScore: review.serviceScore,
        isAnonymous: false,
        merchantReplyContent: review.shopReply,
        merchantReplyTime: review.shopReply ? new Date(at + 4 * HOUR_MS) : null,
        isDel: false,
        createdAt: new Date(at),
      });
      reviewGrants.push({ at, points: review.pictures > 0 ? REVIEW_POINTS_WITH_PICS_DEFAULT : REVIEW_POINTS_DEFAULT, linkId: `reply:${id}` });
    }
  });

  // The ledger in the order the points became available: reviews at once, orders when they thawed.
  type Change = { record: Omit<typeof integralRecord.$inferInsert, 'balance'>; effectiveAt: number };
  const changes: Change[] = [
    ...gains.map((g) => ({
      effectiveAt: g.thawAt,
      record: {
        userId: SHOPPER,
        linkId: g.linkId,
        linkType: 'order',
        type: 1,
        title: PointsTitle.orderGain,
        integral: g.points,
        status: 3,
        thawTime: new Date(g.thawAt),
        createdAt: new Date(g.at),
        updatedAt: new Date(g.thawAt),
      },
    })),
    ...reviewGrants.map((r) => ({
      effectiveAt: r.at,
      record: {
        userId: SHOPPER,
        linkId: r.linkId,
        linkType: 'reply',
        type: 1,
        title: PointsTitle.review,
        integral: r.points,
        status: 3,
        thawTime: null,
        createdAt: new Date(r.at),
        updatedAt: new Date(r.at),
      },
    })),
  ];
  rows.pointsEarned = changes.reduce((sum, c) => sum + c.record.integral, 0);
  rows.giftPoints = sources.spendablePoints - rows.pointsEarned;
  if (rows.giftPoints <= 0) throw new Error('the demo orders earned more points than the demo shopper has');
  let balance = rows.giftPoints;
  const balanceAfter = new Map<Change, number>();
  for (const change of [...changes].sort((a, b) => a.effectiveAt - b.effectiveAt)) balanceAfter.set(change, (balance += change.record.integral));
  // Ids by when each record was written, after the gift's.
  changes
    .sort((a, b) => (a.record.createdAt as Date).getTime() - (b.record.createdAt as Date).getTime())
    .forEach((change, i) => rows.points.push({ id: i + 2, ...change.record, balance: balanceAfter.get(change)! }));
  return rows;
}
