import styled from '@emotion/styled';
import { useId, type ChangeEvent, type FocusEvent } from 'react';

export interface SelectFieldProps {
  /** Form field name. */
  name: string;
  label: string;
  /** The first, empty choice ("请选择…"). */
  placeholder: string;
  options: { value: string; label: string }[];
  /** The chosen value; '' for none. */
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  /** Translated error: shown under the select, announced, and describing it. */
  error?: string;
  /** Help about the chosen option, shown under the select when there is no error. */
  hint?: string;
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[1]}px;
  min-width: 0;
`;

const Label = styled.label`
  font-size: ${(p) => p.theme.font.size.sm}px;
  color: ${(p) => p.theme.color.textMuted};
`;

const Select = styled.select<{ invalid: boolean }>`
  height: 40px;
  padding: 0 ${(p) => p.theme.space[3]}px;
  border: 1px solid ${(p) => (p.invalid ? p.theme.color.danger : p.theme.color.borderStrong)};
  border-radius: ${(p) => p.theme.radius.sm}px;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  font-size: ${(p) => p.theme.font.size.md}px;
  outline: 0;
  &:focus {
    border-color: ${(p) => (p.invalid ? p.theme.color.danger : p.theme.color.focus)};
    box-shadow: 0 0 0 2px ${(p) => (p.invalid ? 'rgba(192,57,43,.15)' : 'rgba(26,115,232,.15)')};
  }
`;

const Message = styled.p<{ error: boolean }>`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.xs}px;
  line-height: ${(p) => p.theme.font.lineHeight};
  color: ${(p) => (p.error ? p.theme.color.danger : p.theme.color.textSubtle)};
`;

/**
 * A labelled native select of the settlement form, with the chosen
 * option's help (a category's handling fee, a shop type's description) or
 * the error under it, wired as the select's description.
 */
export function SelectField({ name, label, placeholder, options, value, onChange, onBlur, error, hint }: SelectFieldProps) {
  const id = useId();
  const message = error ?? hint;
  const messageId = `${id}-message`;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        name={name}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        invalid={Boolean(error)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {message && (
        <Message id={messageId} error={Boolean(error)} role={error ? 'alert' : undefined} aria-live={error ? undefined : 'polite'}>
          {message}
        </Message>
      )}
    </Field>
  );
}
