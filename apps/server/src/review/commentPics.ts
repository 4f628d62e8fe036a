import { REVIEW_PICS_MAX } from '@mall/api/schemas';
import { badRequest } from '../http/errors.ts';

/**
 * The picture URLs of a review as the shopper sent them (crmeb-wire §14:
 * the provider's client sends `JSON.stringify(list)`, or '' for none; the
 * mall's storefront may send the list itself), in their order. Whether each
 * is the shopper's upload is for `attachUploads` (upload/attach.ts) to say.
 * @throws {HttpError} 400 on `pics`: text that is not a JSON list of text
 *   (`review.picsInvalid`), more than {@link REVIEW_PICS_MAX} pictures
 *   (spec §9; `validation.maxItems`), or one picture twice (`validation.uniqueItems`).
 */
export function picsOf(pics: readonly string[] | string | undefined): string[] {
  let list: unknown;
  if (pics === undefined) return [];
  if (typeof pics === 'string') {
    if (pics.trim() === '') return [];
    try {
      list = JSON.parse(pics);
    } catch {
      throw badRequest('review.picsInvalid', {}, 'pics');
    }
  } else {
    list = pics;
  }
  if (!Array.isArray(list) || !list.every((url): url is string => typeof url === 'string')) throw badRequest('review.picsInvalid', {}, 'pics');
  if (list.length > REVIEW_PICS_MAX) throw badRequest('validation.maxItems', { limit: REVIEW_PICS_MAX }, 'pics');
  if (new Set(list.map((url) => url.trim())).size !== list.length) throw badRequest('validation.uniqueItems', {}, 'pics');
  return list;
}
