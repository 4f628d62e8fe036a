import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { upload } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';

/**
 * Uploads become someone's only when a form that uses them is submitted (the
 * issue "After-sale", uploads): refund vouchers, review pictures. Until then
 * the job runner may remove them.
 */

/** Path of a stored upload: `/uploads/<sha256 hex>.<ext>`. */
const UPLOAD_PATH = /^(?:https?:\/\/[^/\s]+)?(\/uploads\/([0-9a-f]{64})\.(jpg|png|webp))$/;

/** The path part of an upload URL as forms send it back (absolute on the wire), or null when it is no upload's. */
export function uploadPathOf(url: string): { path: string; hash: string; ext: string } | null {
  const match = UPLOAD_PATH.exec(url.trim());
  return match ? { path: match[1]!, hash: match[2]!, ext: match[3]! } : null;
}

/**
 * Attaches the shopper's uploads `urls` to `use` (e.g. `refund:RE…`,
 * `review:12`) in the caller's transaction, and answers their stored paths
 * (`/uploads/<hash>.<ext>`, relative: the wire codec makes them absolute) in
 * the order given. An upload already attached stays attached (a picture may
 * serve two forms); the removal job only takes unattached ones.
 * @throws {HttpError} 400 naming `field` when a URL is not an upload of this
 *   shopper (another's, a removed one, or no upload at all); nothing changes then.
 */
export async function attachUploads(tx: Tx, userId: number, urls: readonly string[], use: string, field: string): Promise<string[]> {
  if (urls.length === 0) return [];
  const parsed = urls.map((url) => uploadPathOf(url));
  if (parsed.some((p) => p === null)) throw badRequest('upload.notYours', undefined, field);
  const hashes = [...new Set(parsed.map((p) => p!.hash))];
  const owned = await tx
    .update(upload)
    .set({ attachedTo: sql`coalesce(${upload.attachedTo}, ${use})`, attachedAt: sql`coalesce(${upload.attachedAt}, now())` })
    .where(and(eq(upload.userId, userId), inArray(upload.hash, hashes)))
    .returning({ hash: upload.hash, ext: upload.ext });
  const known = new Set(owned.map((row) => `${row.hash}.${row.ext}`));
  if (!parsed.every((p) => known.has(`${p!.hash}.${p!.ext}`))) throw badRequest('upload.notYours', undefined, field);
  return parsed.map((p) => p!.path);
}
