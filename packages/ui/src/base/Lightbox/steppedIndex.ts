/**
 * The picture `delta` steps from `index` among `count`, wrapping around at
 * either end; a closed viewer (`null`) stays closed, and so does one with no pictures.
 */
export function steppedIndex(index: number | null, delta: number, count: number): number | null {
  return index === null || count === 0 ? null : (((index + delta) % count) + count) % count;
}
