import styled from '@emotion/styled';
import { Check } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Chip } from '../../base/Chip/Chip.tsx';
import { FilterChoices, FilterPanel, FilterRow, type FilterOption } from '../../base/FilterPanel/FilterPanel.tsx';
import { SEARCH_FIELD_MAX_LENGTH, SearchField } from '../../base/SearchField/SearchField.tsx';

/** A shop category or shop type to filter by (`all/category/list`, `all/type/list`; extra fields are ignored). */
export type MerchantFilterOption = FilterOption;

/** The filter of the shop search (`GET /api/front/merchant/search/list`, crmeb-api §4.11). */
export interface MerchantFilter {
  /** Shop category; none for all. */
  categoryId?: number;
  /** Shop type; none for all. */
  typeId?: number;
  /** Only shops run by the mall. */
  isSelf: boolean;
  /** Words in the shop's name or keywords; '' for none. */
  keywords: string;
}

export interface MerchantFilterBarProps {
  /** Shop categories of the mall. */
  categories: MerchantFilterOption[];
  /** Shop types of the mall. */
  types: MerchantFilterOption[];
  /** The filter applied now. */
  value: MerchantFilter;
  /** The whole next filter, after any chip, the 自营 toggle, or a keyword search (trimmed). */
  onChange: (next: MerchantFilter) => void;
}

/** Longest keyword text, characters. */
export const MERCHANT_KEYWORD_MAX_LENGTH = SEARCH_FIELD_MAX_LENGTH;

const Toggle = styled(Chip)`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[1]}px;
`;

const Keyword = styled(SearchField)`
  margin-left: auto;
`;

/**
 * The filter of the shop search (merchant more), a {@link FilterPanel}: a row
 * of shop categories and a row of shop types (全部 and one chip each), then
 * the 自营 toggle and a keyword box ({@link SearchField}). Controlled: every
 * change calls `onChange` with the whole next filter (pressing the chosen
 * chip again changes nothing); the keyword is sent on Enter or 搜索,
 * trimmed, and a new `value.keywords` from outside replaces what is typed.
 * @see spec §2 /merchant/merchant_more, §3 shared state (merchant types, merchant categories); crmeb-api §3 merchant_more, §4.11 search/list
 */
export function MerchantFilterBar({ categories, types, value, onChange }: MerchantFilterBarProps) {
  const intl = useIntl();
  const all = intl.formatMessage({ id: 'merchantFilterBar.all' });
  return (
    <FilterPanel>
      <FilterChoices
        label={intl.formatMessage({ id: 'merchantFilterBar.category' })}
        allLabel={all}
        options={categories}
        selected={value.categoryId}
        onSelect={(categoryId) => {
          if (categoryId !== value.categoryId) onChange({ ...value, categoryId });
        }}
      />
      <FilterChoices
        label={intl.formatMessage({ id: 'merchantFilterBar.type' })}
        allLabel={all}
        options={types}
        selected={value.typeId}
        onSelect={(typeId) => {
          if (typeId !== value.typeId) onChange({ ...value, typeId });
        }}
      />
      <FilterRow label={intl.formatMessage({ id: 'merchantFilterBar.more' })}>
        <Toggle variant="outline" selected={value.isSelf} aria-pressed={value.isSelf} onClick={() => onChange({ ...value, isSelf: !value.isSelf })}>
          {value.isSelf && <Check size={14} aria-hidden />}
          {intl.formatMessage({ id: 'merchantFilterBar.self' })}
        </Toggle>
        <Keyword
          value={value.keywords}
          onSearch={(keywords) => onChange({ ...value, keywords })}
          width={280}
          height={34}
          label={intl.formatMessage({ id: 'merchantFilterBar.keywords' })}
          placeholder={intl.formatMessage({ id: 'merchantFilterBar.placeholder' })}
          submitLabel={intl.formatMessage({ id: 'merchantFilterBar.search' })}
          maxLength={MERCHANT_KEYWORD_MAX_LENGTH}
        />
      </FilterRow>
    </FilterPanel>
  );
}
