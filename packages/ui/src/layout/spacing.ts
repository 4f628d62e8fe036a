/**
 * A step of the theme's spacing scale (`theme.space`): 1 = 4 px … 8 = 48 px
 * with the default tokens. Layout pieces take steps, not pixels, so a mall
 * with roomier tokens gets roomier pages.
 */
export type SpaceStep = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/**
 * Emotion's `shouldForwardProp` for a layout piece: its own props (and `as`,
 * which Emotion must see to render another element) stay off the DOM.
 */
export function layoutProps(own: readonly string[]): (prop: string) => boolean {
  const kept = new Set([...own, 'as']);
  return (prop) => !kept.has(prop);
}
