import { UPLOAD_FIELD } from '@mall/api';
import sharp, { type Metadata } from 'sharp';
import { badRequest } from '../http/errors.ts';

/**
 * What an uploaded file is, decided from its bytes alone (the issue
 * "After-sale", uploads): never from its name or the type the client
 * declared, which a GIF renamed `.jpg` or an SVG sent as `image/png` would
 * lie about. Only the header is read here; the pixels are decoded once, by
 * the re-encoding (reencode.ts), after the size checks below have passed.
 */

/** The formats accepted, by the extension they are stored under. */
export type ImageFormat = 'jpg' | 'png' | 'webp';

/**
 * Most pixels an uploaded image may have (50 million: a 48-megapixel phone
 * photo passes). The width and height in its header are checked against this
 * before any pixel is decoded, so a small file that claims 40,000 × 40,000
 * (a decompression bomb) costs a header read, not gigabytes of memory.
 */
export const UPLOAD_MAX_INPUT_PIXELS = 50_000_000;

/** Sharp's name of each accepted format, as `metadata().format` reports it. */
const SHARP_FORMAT: Record<ImageFormat, string> = { jpg: 'jpeg', png: 'png', webp: 'webp' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  return bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);
}

/**
 * The format the file's first bytes (magic numbers) announce: JPEG
 * (`FF D8 FF`), PNG (its 8-byte signature) or WebP (`RIFF…WEBP`); null for
 * anything else (GIF, SVG, HTML, a ZIP…), whatever its name says.
 */
export function formatOfBytes(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  // RIFF <size, 4 bytes> WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/** An upload whose header was read and found acceptable. */
export interface CheckedImage {
  format: ImageFormat;
  /** Pixels as the header states them (before orientation is applied). */
  width: number;
  height: number;
}

/**
 * Checks an uploaded file before anything is decoded: not empty, at most
 * `maxBytes`, a JPEG, PNG or WebP by its magic numbers, with a header the
 * image library reads as that same format (a file that starts as a JPEG but
 * goes on as HTML fails here or at decoding), and at most `maxPixels`.
 * @throws {HttpError} 400 naming field `multipart`: `upload.empty`,
 *   `upload.tooLarge` (`limit`, e.g. `5 MB`), `upload.notImage`, `upload.unreadable`,
 *   `upload.tooManyPixels` (`maxMegapixels`).
 */
export async function checkImage(bytes: Buffer, limits: { maxBytes: number; maxPixels?: number }): Promise<CheckedImage> {
  const maxPixels = limits.maxPixels ?? UPLOAD_MAX_INPUT_PIXELS;
  if (bytes.length === 0) throw badRequest('upload.empty', undefined, UPLOAD_FIELD);
  if (bytes.length > limits.maxBytes) throw badRequest('upload.tooLarge', { limit: sizeText(limits.maxBytes) }, UPLOAD_FIELD);
  const format = formatOfBytes(bytes);
  if (!format) throw badRequest('upload.notImage', undefined, UPLOAD_FIELD);
  let header: Metadata;
  try {
    // Header only; the pixel limit is ours to apply below, with a message that says so.
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest('upload.unreadable', undefined, UPLOAD_FIELD);
  }
  // The library's own sniffing must agree with ours: a polyglot read as something else is refused.
  if (header.format !== SHARP_FORMAT[format]) throw badRequest('upload.notImage', undefined, UPLOAD_FIELD);
  const { width, height } = header;
  if (!width || !height) throw badRequest('upload.unreadable', undefined, UPLOAD_FIELD);
  if (width * height > maxPixels) {
    throw badRequest('upload.tooManyPixels', { maxMegapixels: Math.floor(maxPixels / 1_000_000) }, UPLOAD_FIELD);
  }
  return { format, width, height };
}

/** A size limit for messages: whole MB from 1 MB up (`5 MB`), whole KB below (`200 KB`). */
export function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.floor(bytes / (1024 * 1024))} MB` : `${Math.max(1, Math.floor(bytes / 1024))} KB`;
}
