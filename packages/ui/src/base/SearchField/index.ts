export { SearchField, SEARCH_FIELD_MAX_LENGTH, type SearchFieldProps, type SearchFieldVariant } from './SearchField.tsx';
export { useSearchText } from './useSearchText.ts';
