export { SearchEmpty, SEARCH_SUGGESTIONS_SHOWN, type SearchEmptyProps, type SearchKeyword } from './SearchEmpty.tsx';
