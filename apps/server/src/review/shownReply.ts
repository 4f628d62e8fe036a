import type { ProductReply } from '@mall/api';
import { productReply } from '../db/schema.ts';
import type { ServerLocale } from '../i18n/locale.ts';
import { translate } from '../i18n/translate.ts';

/*
 * A review as every answer shows it (the goods page, the shopper's own list,
 * the operator's list): the reviewer's name masked as stored, or a label
 * in the reader's language for an anonymous review, whose avatar is hidden.
 */

/** The columns of `product_reply` a shown review is made from, for a Drizzle select. */
export const replyColumns = {
  id: productReply.id,
  uid: productReply.userId,
  star: productReply.star,
  comment: productReply.comment,
  pics: productReply.pics,
  merchantReplyContent: productReply.merchantReplyContent,
  nickname: productReply.nickname,
  avatar: productReply.avatar,
  createdAt: productReply.createdAt,
  sku: productReply.sku,
  productScore: productReply.productScore,
  serviceScore: productReply.serviceScore,
  isAnonymous: productReply.isAnonymous,
};

/** A row selected with {@link replyColumns}. */
export interface ReplyRow {
  id: number;
  uid: number | null;
  star: number;
  comment: string;
  pics: string[];
  merchantReplyContent: string;
  nickname: string;
  avatar: string;
  createdAt: Date;
  sku: string;
  productScore: number | null;
  serviceScore: number | null;
  isAnonymous: boolean;
}

/**
 * A shopper's name as reviews show it: its first and last characters around
 * `**` (`演示用户` → `演**户`, a phone `13800138000` → `1**0`), the way the
 * demo catalogue's reviews read (`1**8`); one character keeps it and adds
 * `**`; none gives `**`. Counts code points, so no emoji or CJK character is cut.
 */
export function maskNickname(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length === 0) return '**';
  if (chars.length === 1) return `${chars[0]}**`;
  return `${chars[0]}**${chars.at(-1)}`;
}

/**
 * The review `row` as shown to a reader of `locale`: an anonymous review
 * answers the `review.anonymous` label, no avatar and no account (which
 * would tie a shopper's anonymous reviews together; the stored masked name
 * stays for the operator); its text exactly as written (shown as text,
 * never HTML, by every client); times and pictures for the wire codec to
 * make absolute.
 */
export function shownReply(row: ReplyRow, locale: ServerLocale): ProductReply {
  return {
    id: row.id,
    uid: row.isAnonymous ? null : row.uid,
    star: row.star,
    comment: row.comment,
    pics: row.pics,
    merchantReplyContent: row.merchantReplyContent,
    nickname: row.isAnonymous ? translate('review.anonymous', {}, locale) : row.nickname,
    avatar: row.isAnonymous ? '' : row.avatar,
    createTime: row.createdAt,
    sku: row.sku,
    productScore: row.productScore,
    serviceScore: row.serviceScore,
  };
}
