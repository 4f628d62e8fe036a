import { and, asc, eq, isNull, lte, ne, notInArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { upload } from '../db/schema.ts';
import { imageKey, thumbKey, type ImageStore } from './storage.ts';
import { tryLockImageHash } from './uploadImage.ts';

/** What the removal of unused uploads needs (the job runner passes it; order/sweeper.ts). */
export interface UploadCleanupDeps {
  store: ImageStore;
  /** `UPLOAD_UNATTACHED_TTL_H`: an upload no form used is removed this many hours after it was made. */
  unattachedTtlH: number;
}

/**
 * Removes uploads that no form used within `UPLOAD_UNATTACHED_TTL_H` of being
 * made (the issue "After-sale", uploads): each in its own transaction, the
 * row claimed with `FOR UPDATE SKIP LOCKED` (so two runners never take the
 * same one, and a form attaching it meanwhile waits and then finds it gone),
 * then deleted; its image and thumbnail are removed from the store when no
 * other row (another shopper's upload of the same picture) still names them.
 * The files go under the hash's lock (uploadImage.ts), which an upload of the
 * same picture holds while it writes them, so one never removes what the
 * other has just stored; a picture being uploaded right now is left for the
 * next run; one that fails (the store refuses) is logged and left for the
 * next run too. At most `batch` uploads per run.
 * @returns how many uploads were removed.
 */
export async function removeUnattachedUploads(
  db: Db,
  deps: UploadCleanupDeps,
  now: Date,
  log: { warn(fields: object, message: string): void },
  batch = 500,
): Promise<number> {
  const cutoff = new Date(now.getTime() - deps.unattachedTtlH * 3_600_000);
  const passed: number[] = [];
  let removed = 0;
  while (removed + passed.length < batch) {
    const claim: { id?: number } = {};
    let outcome: Outcome;
    try {
      outcome = await db.transaction((tx) => removeOne(tx, deps.store, cutoff, passed, claim));
    } catch (error) {
      if (claim.id === undefined) throw error;
      log.warn({ err: error, uploadId: claim.id }, `upload job: could not remove upload ${claim.id}; it is tried again on the next run`);
      passed.push(claim.id);
      continue;
    }
    if (outcome === 'none') break;
    if (outcome === 'removed') removed += 1;
    else passed.push(outcome.busy);
  }
  return removed;
}

/** What one claim came to: nothing due, one removed, or one whose picture is being uploaded right now. */
type Outcome = 'none' | 'removed' | { busy: number };

/**
 * Claims the oldest due upload not in `passed` (SKIP LOCKED), and removes it
 * and, when no other row names them, its files. `claim.id` tells the caller
 * which row failed should the transaction throw.
 */
async function removeOne(tx: Tx, store: ImageStore, cutoff: Date, passed: number[], claim: { id?: number }): Promise<Outcome> {
  const [due] = await tx
    .select({ id: upload.id, hash: upload.hash, ext: upload.ext })
    .from(upload)
    .where(and(isNull(upload.attachedAt), lte(upload.createdAt, cutoff), passed.length > 0 ? notInArray(upload.id, passed) : undefined))
    .orderBy(asc(upload.createdAt), asc(upload.id))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!due) return 'none';
  claim.id = due.id;
  if (!(await tryLockImageHash(tx, due.hash))) return { busy: due.id };
  await tx.delete(upload).where(eq(upload.id, due.id));
  const [other] = await tx
    .select({ id: upload.id })
    .from(upload)
    .where(and(eq(upload.hash, due.hash), ne(upload.id, due.id)))
    .limit(1);
  if (!other) {
    // Inside the transaction, under the hash's lock: should removing fail, the row stays and the next run tries again.
    await store.remove(imageKey(due.hash, due.ext));
    await store.remove(thumbKey(due.hash, due.ext));
  }
  return 'removed';
}
