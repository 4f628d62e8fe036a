import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import sharp, { type Sharp } from 'sharp';
import type { Db, Tx } from '../db/client.ts';
import { upload } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { attachUploads, uploadPathOf } from '../upload/attach.ts';
import { THUMB_SIDE_PX } from '../upload/reencode.ts';
import { CONTENT_TYPES, imageKey, thumbKey, type ImageStore } from '../upload/storage.ts';
import { lockImageHash } from '../upload/uploadImage.ts';

/**
 * Avatars are shown in round and square frames (header, account page): a
 * photo that is not square would be squeezed or cut unpredictably by each
 * client, so the server keeps a centred square of it instead of the upload
 * as sent. The crop is a new upload of the shopper's (its own hash), attached
 * as `avatar`; the original stays unattached and the job runner removes it.
 */

/** What is used in the uploads' `attached_to` for avatars. */
const AVATAR_USE = 'avatar';

/** Commits the chosen avatar inside the profile's transaction and answers the stored value. */
export type AvatarCommit = (tx: Tx) => Promise<string>;

/** `sent` names the `current` avatar: equal, or its absolute form when the current one is a relative path. */
function isCurrent(sent: string, current: string): boolean {
  if (sent === current) return true;
  if (!current.startsWith('/')) return false;
  try {
    return new URL(sent).pathname === current;
  } catch {
    return false;
  }
}

async function readAll(store: ImageStore, key: string): Promise<Buffer | null> {
  const file = await store.read(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function encode(image: Sharp, ext: string): Sharp {
  if (ext === 'png') return image.png({ compressionLevel: 9 });
  if (ext === 'webp') return image.webp({ quality: 85 });
  return image.jpeg({ quality: 85 });
}

/**
 * The centred square of an upload's image (side = its shorter side), in the
 * same format, with its thumbnail. Deterministic: the same picture gives the same bytes.
 */
export async function cropSquare(bytes: Buffer, ext: string, width: number, height: number): Promise<{ bytes: Buffer; thumb: Buffer; side: number }> {
  const side = Math.min(width, height);
  const square = await encode(
    sharp(bytes).extract({ left: Math.floor((width - side) / 2), top: Math.floor((height - side) / 2), width: side, height: side }),
    ext,
  ).toBuffer();
  const thumb = await encode(sharp(square).resize({ width: THUMB_SIDE_PX, height: THUMB_SIDE_PX, fit: 'inside', withoutEnlargement: true }), ext).toBuffer();
  return { bytes: square, thumb, side };
}

/**
 * Checks the avatar a shopper sent and prepares it, outside any transaction
 * (the image work is slow): '' (no avatar) and the current avatar are kept as
 * they are; otherwise it must be an upload of this shopper's. A square upload
 * is attached as it is; any other is cropped to its centred square.
 * @returns what to write within the profile's transaction.
 * @throws {HttpError} 400 `upload.notYours` on `avatar` for a URL that is no
 *   upload of this shopper's (another's, a removed one, anything else).
 */
export async function prepareAvatar(db: Db, images: ImageStore, userId: number, sent: string, current: string): Promise<AvatarCommit> {
  const value = sent.trim();
  if (value === '') return async () => '';
  if (isCurrent(value, current)) return async () => current;
  const parsed = uploadPathOf(value);
  if (!parsed) throw badRequest('upload.notYours', undefined, 'avatar');
  const [row] = await db
    .select()
    .from(upload)
    .where(and(eq(upload.userId, userId), eq(upload.hash, parsed.hash), eq(upload.ext, parsed.ext)))
    .limit(1);
  if (!row) throw badRequest('upload.notYours', undefined, 'avatar');
  if (row.width === row.height) return async (tx) => (await attachUploads(tx, userId, [value], AVATAR_USE, 'avatar'))[0]!;

  const original = await readAll(images, imageKey(row.hash, row.ext));
  // Rows and files part only when the removal job took the files after the check above: the upload is gone.
  if (!original) throw badRequest('upload.notYours', undefined, 'avatar');
  const square = await cropSquare(original, row.ext, row.width, row.height);
  const hash = createHash('sha256').update(square.bytes).digest('hex');
  const contentType = CONTENT_TYPES[row.ext]!;
  return async (tx) => {
    // Under the hash's lock, as uploads are stored (uploadImage.ts): the removal job never deletes files a row is about to name.
    await lockImageHash(tx, hash);
    if (!(await images.exists(imageKey(hash, row.ext)))) await images.put(imageKey(hash, row.ext), square.bytes, contentType);
    if (!(await images.exists(thumbKey(hash, row.ext)))) await images.put(thumbKey(hash, row.ext), square.thumb, contentType);
    await tx
      .insert(upload)
      .values({
        userId,
        hash,
        ext: row.ext,
        size: square.bytes.length,
        width: square.side,
        height: square.side,
        originalName: row.originalName,
        attachedTo: AVATAR_USE,
        attachedAt: sql`now()`,
      })
      .onConflictDoUpdate({
        target: [upload.userId, upload.hash],
        set: { attachedTo: sql`coalesce(${upload.attachedTo}, ${AVATAR_USE})`, attachedAt: sql`coalesce(${upload.attachedAt}, now())` },
      });
    return `/uploads/${imageKey(hash, row.ext)}`;
  };
}
