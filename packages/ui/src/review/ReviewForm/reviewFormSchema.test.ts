import { describe, expect, it } from 'vitest';
import { REVIEW_TEXT_MAX, reviewFormSchema, reviewValuesOf, type ReviewFormFields } from './reviewFormSchema.ts';

const filled: ReviewFormFields = { star: 4, productScore: 0, serviceScore: 5, comment: '  很好用  ', isAnonymous: true };

/** The message ids of the errors of `fields`, by field. */
async function errorsOf(fields: ReviewFormFields): Promise<Record<string, string>> {
  try {
    await reviewFormSchema.validate(fields, { abortEarly: false });
    return {};
  } catch (error) {
    const out: Record<string, string> = {};
    for (const e of (error as { inner: { path: string; message: string }[] }).inner) out[e.path] ??= e.message;
    return out;
  }
}

describe('reviewFormSchema', () => {
  it('accepts a score and a text', async () => {
    expect(await errorsOf(filled)).toEqual({});
  });

  it('asks for the overall score and the text (spec §5), a blank text counting as none', async () => {
    expect(await errorsOf({ ...filled, star: 0, comment: ' \n ' })).toEqual({
      star: 'reviewForm.starRequired',
      comment: 'reviewForm.commentRequired',
    });
  });

  it('takes a text of the limit once trimmed and refuses one character more', async () => {
    expect(await errorsOf({ ...filled, comment: ` ${'好'.repeat(REVIEW_TEXT_MAX)} ` })).toEqual({});
    expect(await errorsOf({ ...filled, comment: '好'.repeat(REVIEW_TEXT_MAX + 1) })).toEqual({ comment: 'reviewForm.commentTooLong' });
  });
});

describe('reviewValuesOf', () => {
  it('trims the text and takes an unchosen quality or service score from the overall one', () => {
    expect(reviewValuesOf(filled)).toEqual({ star: 4, productScore: 4, serviceScore: 5, comment: '很好用', isAnonymous: true });
  });
});
