import { createHash } from 'node:crypto';
import type { UploadedImage } from '@mall/api';
import { and, eq, sql } from 'drizzle-orm';
import type { UploadSettings } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
import { upload } from '../db/schema.ts';
import { checkImage } from './imageCheck.ts';
import { reencodeImage } from './reencode.ts';
import { CONTENT_TYPES, imageKey, thumbKey, type ImageStore } from './storage.ts';

/** What storing an upload needs. */
export interface UploadDeps {
  db: Db;
  store: ImageStore;
  settings: Pick<UploadSettings, 'maxBytes' | 'maxSidePx'>;
}

/** A file as the form carried it. */
export interface IncomingFile {
  bytes: Buffer;
  /** The name on the shopper's machine; shown back, never used as a path. */
  fileName: string;
}

/** A UTF-16 surrogate without its other half: text PostgreSQL cannot store. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Most characters of a file name kept for display. */
const FILE_NAME_MAX = 100;

/**
 * The file name as it may be shown and stored: its last path segment, without
 * control characters (NUL included) or unpaired surrogates, at most
 * {@link FILE_NAME_MAX} characters; `image` when nothing is left.
 */
export function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(LONE_SURROGATE, '')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .trim();
  return Array.from(clean).slice(0, FILE_NAME_MAX).join('') || 'image';
}

/**
 * Takes the transaction-scoped lock of one content hash. Storing an image and
 * removing its files (cleanup.ts) both hold it, so a removal never deletes
 * the files of an upload another shopper is making of the same picture.
 */
export async function lockImageHash(tx: Tx, hash: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`mall:upload:${hash}`}, 0))`);
}

/** Tries {@link lockImageHash} without waiting; false when another transaction holds it. */
export async function tryLockImageHash(tx: Tx, hash: string): Promise<boolean> {
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtextextended(${`mall:upload:${hash}`}, 0)) as locked`);
  return (result as unknown as { rows: Array<{ locked: boolean }> }).rows[0]?.locked === true;
}

/**
 * Stores one image a shopper uploaded (`POST /api/front/upload/image`; the
 * issue "After-sale", uploads): checks it (imageCheck.ts), re-encodes it
 * (reencode.ts), names it by the SHA-256 of the re-encoded bytes, writes the
 * image and its thumbnail to the store, and records the upload, unattached,
 * for `userId`. The same picture sent again by the same shopper answers the
 * upload already made (one row per shopper and hash, `upload_user_hash_key`);
 * sent by another, it gets its own row over the same files.
 *
 * Concurrency: the row is inserted with `on conflict do nothing` (ADR 0009
 * pattern 4), and the files are written under the hash's lock, which the
 * removal job takes too, so files and rows never part.
 * @returns the upload with relative URLs `/uploads/<hash>.<ext>` and
 *   `/uploads/<hash>.thumb.<ext>` (the wire codec makes them absolute).
 * @throws {HttpError} 400 naming `multipart` for any refused file; nothing
 *   is written then.
 */
export async function uploadImage(deps: UploadDeps, userId: number, file: IncomingFile): Promise<UploadedImage> {
  const checked = await checkImage(file.bytes, { maxBytes: deps.settings.maxBytes });
  const image = await reencodeImage(file.bytes, checked.format, { maxSidePx: deps.settings.maxSidePx });
  const hash = createHash('sha256').update(image.bytes).digest('hex');
  const ext = image.format;
  const contentType = CONTENT_TYPES[ext]!;

  const row = await deps.db.transaction(async (tx) => {
    await lockImageHash(tx, hash);
    if (!(await deps.store.exists(imageKey(hash, ext)))) await deps.store.put(imageKey(hash, ext), image.bytes, contentType);
    if (!(await deps.store.exists(thumbKey(hash, ext)))) await deps.store.put(thumbKey(hash, ext), image.thumb, contentType);
    const [inserted] = await tx
      .insert(upload)
      .values({ userId, hash, ext, size: image.bytes.length, width: image.width, height: image.height, originalName: displayName(file.fileName) })
      .onConflictDoNothing({ target: [upload.userId, upload.hash] })
      .returning();
    if (inserted) return inserted;
    const [existing] = await tx.select().from(upload).where(and(eq(upload.userId, userId), eq(upload.hash, hash)));
    return existing!;
  });

  return {
    fileName: row.originalName,
    extName: row.ext,
    fileSize: row.size,
    url: `/uploads/${imageKey(row.hash, row.ext)}`,
    thumbUrl: `/uploads/${thumbKey(row.hash, row.ext)}`,
    type: CONTENT_TYPES[row.ext] ?? contentType,
    width: row.width,
    height: row.height,
  };
}
