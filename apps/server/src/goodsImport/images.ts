import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import { eq, or, sql } from 'drizzle-orm';
import type { UploadSettings } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
import { product, productSku } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { translate } from '../i18n/translate.ts';
import { checkImage } from '../upload/imageCheck.ts';
import { reencodeImage } from '../upload/reencode.ts';
import { CONTENT_TYPES, imageKey, thumbKey, type ImageStore } from '../upload/storage.ts';
import { lockImageHash } from '../upload/uploadImage.ts';
import type { ImageRef, ImportIssue } from './types.ts';

/*
 * The pictures of an import go through the shoppers' upload pipeline
 * (docs/adr/0011-image-uploads.md): decided by their bytes, size-checked
 * before decoding, re-encoded without metadata, and stored by hash in the
 * same store, served at `/uploads/<hash>.<ext>`.
 *
 * Their names are the SHA-256 of a prefix and the bytes, not of the bytes
 * alone: the upload job removes a shopper's unused upload's files when no
 * other upload row names that hash, and a shopper who uploads a goods
 * picture he downloaded would otherwise get the very same name (PNG
 * re-encoding is stable). With the prefix no shopper's upload can name a
 * goods picture, so the job never touches one.
 */

/** A picture read and re-encoded, not yet stored. */
export interface PreparedImage {
  key: string;
  thumbKey: string;
  contentType: string;
  bytes: Buffer;
  thumb: Buffer;
  /** Site-relative address the goods rows hold. */
  url: string;
}

const HASH_PREFIX = 'mall:goods-image\0';

/** Reads at most `maxBytes + 1` bytes: enough to tell a too-large file without reading all of it. */
async function readLimited(file: string, maxBytes: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) throw Object.assign(new Error('not a file'), { code: 'EISDIR' });
    const buffer = Buffer.alloc(Math.min(stats.size, maxBytes + 1));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Why a picture file cannot be used, in the report's words. */
function reasonOf(error: unknown, file: string): string {
  if (error instanceof HttpError) return `${file}: ${translate(error.key, error.params, 'en')}`;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return `${file}: no such file`;
  if (code === 'EISDIR') return `${file}: is a folder, not a picture`;
  if (code === 'EACCES' || code === 'EPERM') return `${file}: cannot be read (permission denied)`;
  return `${file}: cannot be read (${(error as Error).message})`;
}

/**
 * Reads, checks and re-encodes every picture the goods name (each file once),
 * in memory: nothing is stored here. Each file that cannot be used is an
 * issue at every row and field that names it.
 */
export async function prepareImages(
  refs: readonly ImageRef[],
  settings: Pick<UploadSettings, 'maxBytes' | 'maxSidePx'>,
): Promise<{ images: Map<string, PreparedImage>; issues: ImportIssue[] }> {
  const images = new Map<string, PreparedImage>();
  const failed = new Map<string, string>();
  for (const ref of refs) {
    if (images.has(ref.path) || failed.has(ref.path)) continue;
    try {
      const bytes = await readLimited(ref.path, settings.maxBytes);
      const checked = await checkImage(bytes, { maxBytes: settings.maxBytes });
      const image = await reencodeImage(bytes, checked.format, { maxSidePx: settings.maxSidePx });
      const hash = createHash('sha256').update(HASH_PREFIX).update(image.bytes).digest('hex');
      images.set(ref.path, {
        key: imageKey(hash, image.format),
        thumbKey: thumbKey(hash, image.format),
        contentType: CONTENT_TYPES[image.format]!,
        bytes: image.bytes,
        thumb: image.thumb,
        url: `/uploads/${imageKey(hash, image.format)}`,
      });
    } catch (error) {
      failed.set(ref.path, reasonOf(error, ref.given));
    }
  }
  // A goods' first picture is also its SKUs' picture by default: one issue per row, field and file.
  const issues = new Map<string, ImportIssue>();
  for (const ref of refs.filter((r) => failed.has(r.path))) {
    issues.set(`${ref.row}\0${ref.field}\0${ref.path}`, { row: ref.row, field: ref.field, message: failed.get(ref.path)! });
  }
  return { images, issues: [...issues.values()] };
}

/**
 * Stores the pictures (image and thumbnail) not stored yet, each under its
 * hash's lock (uploadImage.ts `lockImageHash`), held until `tx` ends: an
 * import that fails and cleans up ({@link removeUnusedImages}) waits for one
 * that is committing the same picture. Pushes every key it writes to
 * `written` as it goes, so a failure halfway leaves nothing unaccounted for.
 */
export async function storeImages(tx: Tx, store: ImageStore, images: Iterable<PreparedImage>, written: PreparedImage[]): Promise<void> {
  for (const image of images) {
    await lockImageHash(tx, hashOf(image));
    let wrote = false;
    for (const [key, bytes] of [
      [image.key, image.bytes],
      [image.thumbKey, image.thumb],
    ] as const) {
      if (await store.exists(key)) continue;
      if (!wrote) written.push(image);
      wrote = true;
      await store.put(key, bytes, image.contentType);
    }
  }
}

function hashOf(image: PreparedImage): string {
  return image.key.slice(0, image.key.indexOf('.'));
}

/**
 * Removes the pictures an import that did not commit stored, each under its
 * hash's lock and only when no goods or SKU names it: another import may
 * have committed the same picture meanwhile, having found it stored.
 */
export async function removeUnusedImages(db: Db, store: ImageStore, images: readonly PreparedImage[]): Promise<void> {
  for (const image of images) {
    await db.transaction(async (tx) => {
      await lockImageHash(tx, hashOf(image));
      const [goodsUse] = await tx
        .select({ id: product.id })
        .from(product)
        .where(or(eq(product.image, image.url), sql`${product.sliderImages} @> ${JSON.stringify([image.url])}::jsonb`))
        .limit(1);
      const [skuUse] = goodsUse ? [goodsUse] : await tx.select({ id: productSku.id }).from(productSku).where(eq(productSku.image, image.url)).limit(1);
      if (skuUse) return;
      await store.remove(image.key);
      await store.remove(image.thumbKey);
    });
  }
}
