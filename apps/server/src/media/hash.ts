/**
 * A 32-bit integer mixer (the finaliser of MurmurHash3): spreads small
 * consecutive numbers such as a picture's variant into unrelated bits, so
 * decorations differ from one variant to the next without any randomness.
 */
export function mix32(value: number): number {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A number in [0, 1) drawn from `value` and a `salt` telling uses apart. */
export function unit(value: number, salt: number): number {
  return mix32(mix32(value) ^ Math.imul(salt + 1, 0x9e3779b1)) / 0x1_0000_0000;
}
