export {
  SearchResultHeader,
  type SearchResultHeaderProps,
  type SearchCategoryCrumb,
  type SearchResultKind,
} from './SearchResultHeader.tsx';
