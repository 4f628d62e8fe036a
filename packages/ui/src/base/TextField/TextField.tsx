import styled from '@emotion/styled';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  /** Visible label; also the accessible name. */
  label: ReactNode;
  /** Hide the label visually (it stays for screen readers), e.g. in a search box. */
  hideLabel?: boolean;
  /** Error text; marks the input invalid and is announced with it. */
  error?: ReactNode;
  /** Help text under the input. */
  hint?: ReactNode;
  /** Content inside the box before the input (a dial-code picker, an icon). */
  prefix?: ReactNode;
  /** Content inside the box after the input (a button). */
  suffix?: ReactNode;
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[1]}px;
`;

const Label = styled.label<{ labelHidden: boolean }>`
  font-size: ${(p) => p.theme.font.size.sm}px;
  color: ${(p) => p.theme.color.textMuted};
  ${(p) =>
    p.labelHidden &&
    visuallyHidden}
`;

const Box = styled.div<{ invalid: boolean }>`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]}px;
  height: 40px;
  padding: 0 ${(p) => p.theme.space[3]}px;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => (p.invalid ? p.theme.color.danger : p.theme.color.borderStrong)};
  border-radius: ${(p) => p.theme.radius.sm}px;
  &:focus-within {
    border-color: ${(p) => (p.invalid ? p.theme.color.danger : p.theme.color.focus)};
    box-shadow: 0 0 0 2px ${(p) => (p.invalid ? 'rgba(192,57,43,.15)' : 'rgba(26,115,232,.15)')};
  }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 100%;
  border: 0;
  outline: 0;
  background: transparent;
  font-size: ${(p) => p.theme.font.size.md}px;
  &::placeholder {
    color: ${(p) => p.theme.color.textSubtle};
  }
`;

const Message = styled.p<{ error: boolean }>`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.xs}px;
  color: ${(p) => (p.error ? p.theme.color.danger : p.theme.color.textSubtle)};
`;

/**
 * A labelled text input with error and hint text wired for assistive tech
 * (`aria-invalid`, `aria-describedby`).
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hideLabel = false, error, hint, prefix, suffix, id, ...input },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const message = error ?? hint;
  return (
    <Field>
      <Label htmlFor={inputId} labelHidden={hideLabel}>
        {label}
      </Label>
      <Box invalid={Boolean(error)}>
        {prefix}
        <Input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          {...input}
        />
        {suffix}
      </Box>
      {message && (
        <Message id={messageId} error={Boolean(error)} role={error ? 'alert' : undefined}>
          {message}
        </Message>
      )}
    </Field>
  );
});
