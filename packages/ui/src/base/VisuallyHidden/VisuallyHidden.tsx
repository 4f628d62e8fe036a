import styled from '@emotion/styled';

/**
 * The CSS that keeps text in the accessibility tree but off the screen: a
 * 1×1 px clipped box. For styled components whose hiding is conditional.
 */
export const visuallyHidden = `
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/**
 * Text for screen readers only: labels whose meaning the design shows with
 * an icon, and headings the layout does not print (use `as="h1"`).
 */
export const VisuallyHidden = styled.span(visuallyHidden);
