import styled from '@emotion/styled';
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Visible label; leave it out only when `aria-label` names the box. */
  label?: ReactNode;
}

const Root = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]}px;
  cursor: pointer;
  font-size: ${(p) => p.theme.font.size.sm}px;
  color: ${(p) => p.theme.color.text};
  input {
    width: 16px;
    height: 16px;
    margin: 0;
    accent-color: ${(p) => p.theme.color.brand};
    cursor: inherit;
  }
  &:has(input:disabled) {
    cursor: not-allowed;
    color: ${(p) => p.theme.color.disabledText};
  }
`;

/** A native checkbox in the brand colour with its label. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, ...input }, ref) {
  return (
    <Root>
      <input ref={ref} type="checkbox" {...input} />
      {label}
    </Root>
  );
});
