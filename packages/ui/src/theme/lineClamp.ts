/**
 * CSS that cuts text after `lines` lines with an ellipsis, breaking words
 * too long for the line (goods, shop and coupon names in cards and rows).
 */
export function lineClamp(lines: number): string {
  return `
  overflow: hidden;
  display: -webkit-box;
  -webkit-line-clamp: ${lines};
  -webkit-box-orient: vertical;
  overflow-wrap: anywhere;
`;
}
