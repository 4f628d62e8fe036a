export {
  SearchBox,
  HEADER_KEYWORDS_SHOWN,
  SEARCH_MAX_LENGTH,
  type SearchBoxProps,
  type HeaderKeyword,
} from './SearchBox.tsx';
