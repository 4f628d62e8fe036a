import styled from '@emotion/styled';
import { Check, Search } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../base/Button/Button.tsx';
import { Chip } from '../../base/Chip/Chip.tsx';
import { visuallyHidden } from '../../base/VisuallyHidden/VisuallyHidden.tsx';

/** A shop category or shop type to filter by (`all/category/list`, `all/type/list`; extra fields are ignored). */
export interface MerchantFilterOption {
  id: number;
  name: string;
}

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
export const MERCHANT_KEYWORD_MAX_LENGTH = 64;

const Root = styled.div`
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.sm}px;
`;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${(p) => p.theme.space[4]}px;
  padding: ${(p) => p.theme.space[3]}px ${(p) => p.theme.space[4]}px;
  & + & {
    border-top: 1px dashed ${(p) => p.theme.color.border};
  }
`;

const Label = styled.span`
  flex: none;
  width: 96px;
  padding-top: 4px;
  font-size: ${(p) => p.theme.font.size.sm}px;
  color: ${(p) => p.theme.color.textSubtle};
  overflow-wrap: anywhere;
`;

const Items = styled.div`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space[2]}px;
  min-width: 0;
`;

const Keyword = styled.form`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]}px;
  margin-left: auto;
  label {
    ${visuallyHidden}
  }
  input {
    width: 220px;
    height: 32px;
    padding: 0 ${(p) => p.theme.space[3]}px;
    border: 1px solid ${(p) => p.theme.color.borderStrong};
    border-radius: ${(p) => p.theme.radius.sm}px;
    background: ${(p) => p.theme.color.surface};
    color: ${(p) => p.theme.color.text};
    font-size: ${(p) => p.theme.font.size.sm}px;
    outline: 0;
  }
  input::placeholder {
    color: ${(p) => p.theme.color.textSubtle};
  }
  input:focus {
    border-color: ${(p) => p.theme.color.focus};
    box-shadow: 0 0 0 2px rgba(26, 115, 232, 0.15);
  }
`;

const Toggle = styled(Chip)`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[1]}px;
`;

/** A row of toggle chips: 全部 and one per option; the chosen one is `aria-pressed`. */
function ChipRow({
  label,
  options,
  selected,
  onSelect,
}: {
  label: ReactNode;
  options: MerchantFilterOption[];
  selected: number | undefined;
  onSelect: (id: number | undefined) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const chip = (key: number | undefined, name: ReactNode) => {
    const pressed = key === selected;
    return (
      <Chip key={key ?? 'all'} variant="plain" selected={pressed} aria-pressed={pressed} onClick={() => !pressed && onSelect(key)}>
        {name}
      </Chip>
    );
  };
  return (
    <Row>
      <Label id={id}>{label}</Label>
      <Items role="group" aria-labelledby={id}>
        {chip(undefined, intl.formatMessage({ id: 'merchantFilterBar.all' }))}
        {options.map((option) => chip(option.id, option.name))}
      </Items>
    </Row>
  );
}

/**
 * The filter of the shop search (merchant more): a row of shop categories
 * and a row of shop types (全部 and one chip each), then the 自营 toggle and
 * a keyword box with 搜索. Controlled: every change calls `onChange` with the
 * whole next filter; the keyword is sent on Enter or 搜索, trimmed, and a new
 * `value.keywords` from outside replaces what is typed.
 * @see spec §2 /merchant/merchant_more, §3 shared state (merchant types, merchant categories); crmeb-api §3 merchant_more, §4.11 search/list
 */
export function MerchantFilterBar({ categories, types, value, onChange }: MerchantFilterBarProps) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState(value.keywords);
  const [shownKeywords, setShownKeywords] = useState(value.keywords);
  if (shownKeywords !== value.keywords) {
    setShownKeywords(value.keywords);
    setText(value.keywords);
  }

  function search(event: FormEvent) {
    event.preventDefault();
    onChange({ ...value, keywords: text.trim() });
  }

  return (
    <Root>
      <ChipRow
        label={intl.formatMessage({ id: 'merchantFilterBar.category' })}
        options={categories}
        selected={value.categoryId}
        onSelect={(categoryId) => onChange({ ...value, categoryId })}
      />
      <ChipRow
        label={intl.formatMessage({ id: 'merchantFilterBar.type' })}
        options={types}
        selected={value.typeId}
        onSelect={(typeId) => onChange({ ...value, typeId })}
      />
      <Row>
        <Label id={`${id}-more`}>{intl.formatMessage({ id: 'merchantFilterBar.more' })}</Label>
        <Items role="group" aria-labelledby={`${id}-more`}>
          <Toggle variant="outline" selected={value.isSelf} aria-pressed={value.isSelf} onClick={() => onChange({ ...value, isSelf: !value.isSelf })}>
            {value.isSelf && <Check size={14} aria-hidden />}
            {intl.formatMessage({ id: 'merchantFilterBar.self' })}
          </Toggle>
          <Keyword role="search" onSubmit={search} aria-label={intl.formatMessage({ id: 'merchantFilterBar.keywords' })}>
            <label htmlFor={`${id}-keywords`}>{intl.formatMessage({ id: 'merchantFilterBar.keywords' })}</label>
            <input
              id={`${id}-keywords`}
              type="search"
              value={text}
              maxLength={MERCHANT_KEYWORD_MAX_LENGTH}
              autoComplete="off"
              placeholder={intl.formatMessage({ id: 'merchantFilterBar.placeholder' })}
              onChange={(e) => setText(e.target.value)}
            />
            <Button type="submit" size="sm" icon={<Search size={14} aria-hidden />}>
              {intl.formatMessage({ id: 'merchantFilterBar.search' })}
            </Button>
          </Keyword>
        </Items>
      </Row>
    </Root>
  );
}
