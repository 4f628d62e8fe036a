import { boolean, number, object, string } from 'yup';

/** Most characters of a review's text (crmeb-api §4.7 comment ≤ 512; the API's `REVIEW_COMMENT_MAX`). */
export const REVIEW_TEXT_MAX = 512;
/** Most pictures on one review (spec §9: up to 5, JPG/PNG; the API's `REVIEW_PICS_MAX`). */
export const REVIEW_PICTURES_MAX = 5;

/** What the review form submits, shaped like the body of `POST /api/front/order/comment` without the order, line and pictures (the page adds those). */
export interface ReviewFormValues {
  /** Overall score, 1–5. */
  star: number;
  /** Product quality, 1–5: the overall score when the shopper gave none. */
  productScore: number;
  /** Service attitude, 1–5: the overall score when the shopper gave none. */
  serviceScore: number;
  /** The text, trimmed; never empty. */
  comment: string;
  /** Show the shopper's name masked on the goods page. */
  isAnonymous: boolean;
}

/** The form's own state: scores 0 until chosen, the text as typed. */
export interface ReviewFormFields {
  star: number;
  productScore: number;
  serviceScore: number;
  comment: string;
  isAnonymous: boolean;
}

/**
 * Yup rules of the review form: an overall score chosen; a text, required
 * once trimmed (spec §5 "Please fill in your experience") and at most
 * {@link REVIEW_TEXT_MAX} characters once trimmed. The two other scores
 * are optional. Errors are message ids under `reviewForm.*`, translated
 * where they are shown (the length one with `{max}`).
 * @see spec §3 Review, §5 (review text required); crmeb-api §4.7 comment
 */
export const reviewFormSchema = object({
  star: number().min(1, 'reviewForm.starRequired').max(5).required('reviewForm.starRequired'),
  productScore: number().min(0).max(5),
  serviceScore: number().min(0).max(5),
  comment: string().trim().required('reviewForm.commentRequired').max(REVIEW_TEXT_MAX, 'reviewForm.commentTooLong'),
  isAnonymous: boolean(),
});

/** The values submitted: the text trimmed, an unchosen quality or service score taken from the overall one (as the API does). */
export function reviewValuesOf(fields: ReviewFormFields): ReviewFormValues {
  return {
    star: fields.star,
    productScore: fields.productScore || fields.star,
    serviceScore: fields.serviceScore || fields.star,
    comment: fields.comment.trim(),
    isAnonymous: fields.isAnonymous,
  };
}
