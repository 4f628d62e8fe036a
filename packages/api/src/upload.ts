import type { Static } from 'typebox';
import type { NoInput, WireMap } from './endpoints.ts';
import { object, same, url } from './wire/codec.ts';
import type { UploadImageQuery } from './schemas/upload.ts';

/**
 * Images shoppers send (review pictures, refund vouchers): one mechanism for
 * all of them (the issue "After-sale", uploads; crmeb-api §4.15).
 */

/** Most bytes of one uploaded image by default (`UPLOAD_MAX_BYTES`): 5 MB. */
export const UPLOAD_MAX_BYTES_DEFAULT = 5 * 1024 * 1024;
/** Image types accepted, decided by the file's bytes (never its name or declared type). */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The multipart field the file travels in (crmeb-wire §9, §13). */
export const UPLOAD_FIELD = 'multipart';

/** `data` of `POST /api/front/upload/image`: the stored image, re-encoded. */
export interface UploadedImage {
  /** The name the shopper's file had, for display. */
  fileName: string;
  /** 'jpg', 'png' or 'webp': what it was stored as. */
  extName: string;
  /** Bytes stored. */
  fileSize: number;
  /** Where it is served (`/uploads/<sha256>.<ext>`; absolute on the wire). The form sends this back. */
  url: string;
  /** Its thumbnail (longest side 240 px). The mall's addition. */
  thumbUrl: string;
  /** MIME type stored, e.g. `image/jpeg`. */
  type: string;
  /** Pixels of the stored image. The mall's addition. */
  width: number;
  height: number;
}

/**
 * `data` of `GET /api/front/upload/rules`: what the server accepts, which
 * its operator sets, so a form refuses a file before sending it. The mall's
 * addition (the provider's client learns the limit from a refusal).
 */
export interface UploadRules {
  /** Most bytes of one file (`UPLOAD_MAX_BYTES`; {@link UPLOAD_MAX_BYTES_DEFAULT} unless set). */
  maxBytes: number;
}

export type UploadImageInput = Static<typeof UploadImageQuery>;

export interface UploadEndpoints {
  /**
   * Stores one image sent as multipart field `multipart`, signed-in only and
   * rate-limited per account. The type is read from the bytes: JPEG, PNG or
   * WebP; anything else, an empty, truncated or oversized file, or an image
   * of more pixels than allowed is refused with 400 and nothing is written.
   * The image is re-encoded (metadata stripped, orientation applied, longest
   * side capped) and stored by content hash. It belongs to nothing until a
   * form uses it; unused ones are removed after a day.
   */
  'POST /api/front/upload/image': { input: { query?: UploadImageInput }; data: UploadedImage };
  /** The server's upload limits, for anyone (nothing in them is secret). */
  'GET /api/front/upload/rules': { input: NoInput; data: UploadRules };
}

export const uploadedImageCodec = object<UploadedImage>()({ url, thumbUrl: url });

export const uploadWire = {
  'POST /api/front/upload/image': uploadedImageCodec,
  'GET /api/front/upload/rules': same<UploadRules>(),
} satisfies WireMap<UploadEndpoints>;
