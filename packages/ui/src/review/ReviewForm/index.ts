export { ReviewForm, type ReviewFormGoods, type ReviewFormProps } from './ReviewForm.tsx';
export { StarInput, STAR_VALUES, type StarInputProps } from './StarInput.tsx';
export { REVIEW_PICTURES_MAX, REVIEW_TEXT_MAX, reviewFormSchema, reviewValuesOf, type ReviewFormFields, type ReviewFormValues } from './reviewFormSchema.ts';
