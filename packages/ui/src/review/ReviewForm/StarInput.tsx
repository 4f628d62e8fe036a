import styled from '@emotion/styled';
import { Star } from 'lucide-react';
import { useState, type FocusEvent } from 'react';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../base/VisuallyHidden/VisuallyHidden.tsx';

/** The scores a shopper can give, 1–5. */
export const STAR_VALUES = [1, 2, 3, 4, 5] as const;

export interface StarInputProps {
  /** The radios' `name` (the form field). */
  name: string;
  /** The score chosen, 1–5; 0 for none yet. */
  value: number;
  onChange: (value: number) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Id of the element that names the group (the row's label). */
  labelledBy: string;
  /** Ids of the elements that describe it (its error). */
  describedBy?: string;
  /** Marks the group invalid (`aria-invalid`, red outline stars). */
  invalid?: boolean;
  /** Says a score is needed (`aria-required`). */
  required?: boolean;
  /** Side of one star, px (default 24). */
  size?: number;
}

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[3]}px;
`;

const Stars = styled.span`
  display: inline-flex;
  gap: ${(p) => p.theme.space[1]}px;
`;

const Option = styled('label', { shouldForwardProp: (prop) => prop !== 'lit' && prop !== 'invalid' })<{
  lit: boolean;
  invalid: boolean;
}>`
  position: relative;
  display: inline-flex;
  padding: 2px;
  border-radius: ${(p) => p.theme.radius.sm}px;
  cursor: pointer;
  line-height: 0;
  input {
    ${visuallyHidden}
    margin: 0;
  }
  svg {
    color: ${(p) => (p.lit ? p.theme.color.brand : p.invalid ? p.theme.color.danger : p.theme.color.borderStrong)};
    fill: ${(p) => (p.lit ? p.theme.color.brand : p.theme.color.border)};
    transition:
      color ${(p) => p.theme.motion.fast}ms,
      fill ${(p) => p.theme.motion.fast}ms;
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${(p) => p.theme.color.focus};
    outline-offset: 1px;
  }
  &:has(input:disabled) {
    cursor: not-allowed;
  }
`;

const Word = styled.span`
  min-width: 4em;
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.font.size.sm}px;
`;

/**
 * Five stars to choose a score with: a radio group (`role="radiogroup"`, one
 * native radio per star, so Tab reaches it once and ←/→ change the score),
 * each radio named "4 星：满意" (`reviewForm.starOption`). Stars up to the
 * chosen one (or the one under the pointer) are lit, and the word of that
 * score shows beside them. Disabled with a surrounding `<fieldset disabled>`.
 * @see spec §3 Review (score, product quality rating, service attitude rating); crmeb-api §4.7 comment `star`
 */
export function StarInput({
  name,
  value,
  onChange,
  onBlur,
  labelledBy,
  describedBy,
  invalid = false,
  required = false,
  size = 24,
}: StarInputProps) {
  const intl = useIntl();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  const word = (score: number) => intl.formatMessage({ id: `reviewForm.word${score}` });
  return (
    <Group
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
    >
      <Stars onMouseLeave={() => setHover(0)}>
        {STAR_VALUES.map((score) => (
          <Option key={score} lit={score <= shown} invalid={invalid} onMouseEnter={() => setHover(score)}>
            <input
              type="radio"
              name={name}
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
              onBlur={onBlur}
              aria-label={intl.formatMessage({ id: 'reviewForm.starOption' }, { value: score, word: word(score) })}
            />
            <Star size={size} aria-hidden />
          </Option>
        ))}
      </Stars>
      {/* The radios already say it; this is for the eye. */}
      <Word aria-hidden>{shown > 0 ? word(shown) : ''}</Word>
    </Group>
  );
}
