import { useIntl } from 'react-intl';
import { SEARCH_FIELD_MAX_LENGTH, SearchField } from '../../base/SearchField/SearchField.tsx';

/** Longest search text, characters (the goods list query's `keyword`). */
export const SHOP_SEARCH_MAX_LENGTH = SEARCH_FIELD_MAX_LENGTH;

export interface ShopSearchBoxProps {
  /** Text to start with (the shop page's `search`); a new value replaces what is typed. */
  value?: string;
  /** Called with the trimmed text (may be '': every goods of the shop) on Enter or the button. */
  onSearch: (keyword: string) => void;
  /** Width in px (default 280). */
  width?: number;
}

/**
 * Search inside one shop: a labelled search box (在本店搜索) and a search
 * button ({@link SearchField}, `outline`); Enter or the button calls
 * `onSearch` with the trimmed text. A `search` landmark of its own.
 * @see spec §2 /merchant/merchant (search); crmeb-api §3 /merchant/merchant/category (keyword)
 */
export function ShopSearchBox({ value = '', onSearch, width = 280 }: ShopSearchBoxProps) {
  const intl = useIntl();
  return (
    <SearchField
      value={value}
      onSearch={onSearch}
      width={width}
      label={intl.formatMessage({ id: 'shopSearchBox.label' })}
      placeholder={intl.formatMessage({ id: 'shopSearchBox.placeholder' })}
      submitLabel={intl.formatMessage({ id: 'shopSearchBox.submit' })}
      maxLength={SHOP_SEARCH_MAX_LENGTH}
    />
  );
}
