import styled from '@emotion/styled';

/**
 * Layout glue, the storefront's only styling: how page blocks stack and sit
 * side by side. Everything visual comes from @mall/ui.
 */

/** Blocks one under another with the theme's section gap. */
export const Stack = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space[4]}px;
  align-content: start;
  min-width: 0;
`;
