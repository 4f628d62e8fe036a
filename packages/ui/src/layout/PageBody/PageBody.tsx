import styled from '@emotion/styled';

/**
 * The page's main region (a `main`) between the header and the footer: the
 * theme's page width (1200 px by default) centred, with room above and
 * below, and at least 60 % of the window tall so a short page keeps its
 * footer low. One per page.
 * @see spec §1 (1200 px centred page)
 */
export const PageBody = styled.main`
  box-sizing: border-box;
  width: ${(p) => p.theme.layout.pageWidth}px;
  margin: 0 auto;
  padding: ${(p) => p.theme.space[5]}px 0 ${(p) => p.theme.space[8]}px;
  min-height: 60vh;
`;
