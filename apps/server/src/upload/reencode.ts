import { UPLOAD_FIELD } from '@mall/api';
import sharp, { type Sharp } from 'sharp';
import { badRequest } from '../http/errors.ts';
import { UPLOAD_MAX_INPUT_PIXELS, type ImageFormat } from './imageCheck.ts';

/**
 * Every accepted upload is decoded and written anew (the issue "After-sale",
 * uploads), so what the mall serves is pixels it produced itself: whatever
 * rode along in the shopper's file (EXIF with GPS, comments, ICC profiles, a
 * payload appended after the image) is gone, the orientation the camera
 * recorded is applied to the pixels, and the longest side is capped.
 */

/** Longest side of a thumbnail, px. */
export const THUMB_SIDE_PX = 240;

/** Most seconds one image may keep the library busy; a pathological file is refused rather than hog a core. */
const WORK_TIMEOUT_S = 15;

/** An upload re-encoded: the image and its thumbnail, in the format it came in. */
export interface ReencodedImage {
  format: ImageFormat;
  bytes: Buffer;
  /** Pixels of {@link ReencodedImage.bytes}, orientation applied. */
  width: number;
  height: number;
  thumb: Buffer;
}

/** The same format out as came in: a JPEG stays a JPEG, a PNG keeps its transparency. */
function encodeAs(pipeline: Sharp, format: ImageFormat): Sharp {
  if (format === 'jpg') return pipeline.jpeg({ quality: 85 });
  if (format === 'png') return pipeline.png({ compressionLevel: 9 });
  return pipeline.webp({ quality: 85 });
}

/**
 * Decodes `bytes` (already checked by imageCheck.ts to be `format` and of an
 * acceptable size), applies its orientation, scales it down so its longest
 * side is at most `maxSidePx` (never up), and encodes it again without any
 * metadata (sharp keeps none unless asked; nothing here asks); then a
 * thumbnail of the result, longest side {@link THUMB_SIDE_PX}. The same input
 * always gives the same bytes, so the same picture sent twice hashes alike.
 * @throws {HttpError} 400 `upload.unreadable` naming `multipart` when the
 *   pixels cannot be decoded: a truncated file, a corrupt stream, a polyglot
 *   whose header passed but whose body is something else.
 */
export async function reencodeImage(bytes: Buffer, format: ImageFormat, options: { maxSidePx: number; maxPixels?: number }): Promise<ReencodedImage> {
  try {
    const main = await encodeAs(
      sharp(bytes, { failOn: 'truncated', limitInputPixels: options.maxPixels ?? UPLOAD_MAX_INPUT_PIXELS })
        .timeout({ seconds: WORK_TIMEOUT_S })
        .rotate()
        .resize({ width: options.maxSidePx, height: options.maxSidePx, fit: 'inside', withoutEnlargement: true }),
      format,
    ).toBuffer({ resolveWithObject: true });
    const thumb = await encodeAs(
      sharp(main.data).resize({ width: THUMB_SIDE_PX, height: THUMB_SIDE_PX, fit: 'inside', withoutEnlargement: true }),
      format,
    ).toBuffer();
    return { format, bytes: main.data, width: main.info.width, height: main.info.height, thumb };
  } catch {
    throw badRequest('upload.unreadable', undefined, UPLOAD_FIELD);
  }
}
