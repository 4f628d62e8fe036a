/*
 * Kept apart from the request schemas: the client's codecs use it at load
 * time, and importing it from the schemas would bring the schema builder
 * into every page's first download.
 */

/** A picture URL as forms send it back: absolute, or a path from the mall's root; no white space or commas. */
export const PICTURE_URL = '(https?://[^/\\s,]+)?/[^\\s,]+';
