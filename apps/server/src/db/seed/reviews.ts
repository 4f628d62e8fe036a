import { avatarImageUrl, goodsImageUrl } from '../../media/urls.ts';
import { familyAt } from '../../media/palette.ts';
import type { productReply } from '../schema.ts';
import type { LeafCategory } from './categories.ts';
import type { CatalogRows } from './goodsCatalog.ts';
import { createRng, type Rng } from './prng.ts';
import { CLOSERS, GOODS_REMARKS, NICKNAMES, OPENERS, SERVICE_REMARKS, SHOP_REPLIES } from './reviewPhrases.ts';

/** Review rows with fixed ids. */
export type ReviewRow = typeof productReply.$inferInsert & { id: number };

/** The day the demo reviews are dated back from; fixed, so every run writes the same dates. */
export const REVIEWS_AS_OF = Date.UTC(2025, 10, 20, 12, 0, 0);

/** Most reviews one goods gets. */
export const MAX_REVIEWS_PER_GOODS = 30;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

type Mood = 'good' | 'mixed' | 'bad';

/** Stars, mostly 5, some 3–4, a few 1–2. */
function drawStar(r: Rng): number {
  const x = r.next();
  return x < 0.7 ? 5 : x < 0.83 ? 4 : x < 0.9 ? 3 : x < 0.94 ? 2 : 1;
}

function moodOf(star: number): Mood {
  return star >= 4 ? 'good' : star === 3 ? 'mixed' : 'bad';
}

/** A masked phone number such as `1**8`, or one of the pleasant names. */
function drawNickname(r: Rng): string {
  return r.chance(0.5) ? `1**${r.int(0, 9)}` : r.pick(NICKNAMES);
}

/** A review text from an opener, one or two remarks on the goods, one on delivery or service, and a closer. */
function drawComment(r: Rng, remarks: (typeof GOODS_REMARKS)[keyof typeof GOODS_REMARKS], mood: Mood): string {
  const goods = r.sample(remarks[mood], r.int(1, 2));
  const parts = [r.pick(OPENERS[mood]) + goods.join('，') + '。'];
  if (r.chance(0.7)) parts.push(`${r.pick(SERVICE_REMARKS[mood])}。`);
  parts.push(r.pick(CLOSERS[mood]));
  return parts.join('').trim();
}

/**
 * Demo reviews for most goods: 0–{@link MAX_REVIEWS_PER_GOODS} each, fewer
 * more often; stars mostly 5, some 3–4, a few 1–2; Chinese texts put together
 * from the department's remarks; about 20 % with 1–3 pictures of the goods,
 * about 30 % answered by the shop, about 2 % deleted (never shown); dated
 * over the year before {@link REVIEWS_AS_OF}, never before the goods was
 * listed. No account (`userId` null). Each goods draws from its own
 * generator, so its reviews do not change when another goods' do.
 */
export function buildReviews(seed: number, catalog: CatalogRows, leaves: readonly LeafCategory[]): ReviewRow[] {
  const leafOf = new Map(leaves.map((l) => [l.id, l]));
  const skusOf = new Map<number, string[]>();
  for (const sku of catalog.skus) skusOf.set(sku.productId, [...(skusOf.get(sku.productId) ?? []), sku.sku]);

  const rows: ReviewRow[] = [];
  for (const goods of catalog.products) {
    const leaf = leafOf.get(goods.categoryId);
    if (!leaf) continue;
    const r = createRng((seed ^ Math.imul(goods.id, 0x85ebca6b) ^ 0x2c1b3c6d) >>> 0);
    const howMany = r.chance(0.12) ? 0 : 1 + Math.floor(r.next() ** 1.8 * MAX_REVIEWS_PER_GOODS);
    const listed = goods.createdAt instanceof Date ? goods.createdAt.getTime() : REVIEWS_AS_OF - 365 * DAY_MS;
    const from = Math.max(listed + DAY_MS, REVIEWS_AS_OF - 365 * DAY_MS);
    const skus = skusOf.get(goods.id) ?? [''];

    const drafts: Array<Omit<ReviewRow, 'id'>> = [];
    for (let k = 0; k < howMany; k++) {
      const star = drawStar(r);
      const mood = moodOf(star);
      const nickname = drawNickname(r);
      const createdAt = new Date(from + Math.floor(r.next() * (REVIEWS_AS_OF - from)));
      const answered = r.chance(0.3);
      drafts.push({
        productId: goods.id,
        merId: goods.merId,
        userId: null,
        orderItemId: null,
        nickname,
        avatar: r.chance(0.7) ? avatarImageUrl(nickname, familyAt(r.int(0, 20))) : '',
        star,
        comment: drawComment(r, GOODS_REMARKS[leaf.department], mood),
        pics: r.chance(0.2) ? Array.from({ length: r.int(1, 3) }, () => goodsImageUrl(leaf.key, r.int(0, 9999))) : [],
        sku: r.pick(skus),
        merchantReplyContent: answered ? r.pick(SHOP_REPLIES[mood]) : '',
        merchantReplyTime: answered ? new Date(createdAt.getTime() + r.int(1, 48) * HOUR_MS) : null,
        isDel: r.chance(0.02),
        createdAt,
      });
    }
    // Oldest first, so ids follow the dates as they would in a live mall.
    drafts.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
    for (const draft of drafts) rows.push({ id: rows.length + 1, ...draft });
  }
  return rows;
}
