import styled from '@emotion/styled';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../base/Button/Button.tsx';
import { visuallyHidden } from '../../base/VisuallyHidden/VisuallyHidden.tsx';
import { useCurrencySymbol } from '../../provider/currency.ts';
import { centsToYuanText, parsePriceRange, type PriceRange, type PriceRangeError } from './priceRange.ts';

export interface PriceRangeFilterProps {
  /** The applied minimum, integer cents (`minPrice` of the query); none for open. */
  minPrice?: number;
  /** The applied maximum, integer cents (`maxPrice` of the query); none for open. */
  maxPrice?: number;
  /** 确定 or Enter with a valid range: the bounds in integer cents (an empty box leaves its bound out). */
  onApply: (range: PriceRange) => void;
  /** 清除: empties both boxes; the caller drops the bounds. */
  onClear: () => void;
}

const Form = styled.form`
  display: inline-flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[1]}px;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]}px;
  font-size: ${(p) => p.theme.font.size.sm}px;
`;

const Title = styled.span`
  color: ${(p) => p.theme.color.textSubtle};
  margin-right: ${(p) => p.theme.space[1]}px;
`;

const Box = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  width: 96px;
  height: 32px;
  padding: 0 ${(p) => p.theme.space[2]}px;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.borderStrong};
  border-radius: ${(p) => p.theme.radius.sm}px;
  color: ${(p) => p.theme.color.textSubtle};
  &:has(input[aria-invalid='true']) {
    border-color: ${(p) => p.theme.color.danger};
  }
  &:focus-within {
    border-color: ${(p) => p.theme.color.focus};
    box-shadow: 0 0 0 2px rgba(26, 115, 232, 0.15);
  }
  input {
    flex: 1;
    min-width: 0;
    height: 100%;
    border: 0;
    outline: 0;
    background: transparent;
    color: ${(p) => p.theme.color.text};
    font-size: ${(p) => p.theme.font.size.sm}px;
    font-variant-numeric: tabular-nums;
  }
  input::placeholder {
    color: ${(p) => p.theme.color.textSubtle};
  }
`;

const HiddenLabel = styled.label(visuallyHidden);

const Message = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.danger};
  font-size: ${(p) => p.theme.font.size.xs}px;
`;

/** Which box an error is about. */
const invalidBox: Record<PriceRangeError, 'min' | 'max' | 'both'> = {
  minInvalid: 'min',
  maxInvalid: 'max',
  minAboveMax: 'both',
};

/**
 * The price range of the search page: two boxes where the shopper types
 * yuan (the mall's currency symbol in front, up to two decimals), 确定 and
 * 清除. A valid range is emitted as integer cents; an amount that is not one,
 * or a minimum above the maximum, is refused with a message (announced, and
 * the box marked `aria-invalid`) and nothing is emitted. New applied bounds
 * from outside (the URL changed) replace what is typed.
 * @see spec §2 /goods/goods_search; crmeb-api §4.4 product/list (minPrice, maxPrice)
 */
export function PriceRangeFilter({ minPrice, maxPrice, onApply, onClear }: PriceRangeFilterProps) {
  const intl = useIntl();
  const symbol = useCurrencySymbol();
  const id = useId();
  const [minText, setMinText] = useState(() => centsToYuanText(minPrice));
  const [maxText, setMaxText] = useState(() => centsToYuanText(maxPrice));
  const [error, setError] = useState<PriceRangeError | null>(null);
  const [applied, setApplied] = useState({ minPrice, maxPrice });
  if (applied.minPrice !== minPrice || applied.maxPrice !== maxPrice) {
    setApplied({ minPrice, maxPrice });
    setMinText(centsToYuanText(minPrice));
    setMaxText(centsToYuanText(maxPrice));
    setError(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = parsePriceRange(minText, maxText);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError(null);
    onApply(result.range);
  }

  function clear() {
    setMinText('');
    setMaxText('');
    setError(null);
    onClear();
  }

  const which = error ? invalidBox[error] : null;
  const messageId = `${id}-message`;
  const box = (side: 'min' | 'max', text: string, set: (value: string) => void) => {
    const invalid = which === side || which === 'both';
    return (
      <Box>
        <HiddenLabel htmlFor={`${id}-${side}`}>{intl.formatMessage({ id: `priceRangeFilter.${side}` })}</HiddenLabel>
        <span aria-hidden>{symbol}</span>
        <input
          id={`${id}-${side}`}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          value={text}
          placeholder={intl.formatMessage({ id: `priceRangeFilter.${side}Placeholder` })}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? messageId : undefined}
          onChange={(e) => {
            set(e.target.value);
            if (error) setError(null);
          }}
        />
      </Box>
    );
  };

  return (
    <Form noValidate onSubmit={submit}>
      <Row role="group" aria-labelledby={`${id}-title`}>
        <Title id={`${id}-title`}>{intl.formatMessage({ id: 'priceRangeFilter.label' })}</Title>
        {box('min', minText, setMinText)}
        <span aria-hidden>–</span>
        {box('max', maxText, setMaxText)}
        <Button type="submit" size="sm">
          {intl.formatMessage({ id: 'priceRangeFilter.apply' })}
        </Button>
        {(minText !== '' || maxText !== '' || minPrice !== undefined || maxPrice !== undefined) && (
          <Button variant="link" size="sm" onClick={clear}>
            {intl.formatMessage({ id: 'priceRangeFilter.clear' })}
          </Button>
        )}
      </Row>
      <Message id={messageId} role="alert">
        {error && intl.formatMessage({ id: `priceRangeFilter.${error}` })}
      </Message>
    </Form>
  );
}
