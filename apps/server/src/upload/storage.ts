import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded images live, behind one small interface so that object
 * storage can take the local folder's place later (the issue "After-sale",
 * uploads). Keys are content-addressed: `<sha256 hex>.<ext>` for the image,
 * `<sha256 hex>.thumb.<ext>` for its thumbnail; the same key always holds the
 * same bytes, which is what makes writes safe to repeat.
 */
export interface ImageStore {
  /** Stores `bytes` under `key`, whole or not at all (a reader never sees half a file). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes as a stream and their size, or null when nothing is stored under `key`. */
  read(key: string): Promise<{ stream: Readable; size: number } | null>;
  exists(key: string): Promise<boolean>;
  /** Removes what is stored under `key`; nothing stored is no error. */
  remove(key: string): Promise<void>;
}

/** Keys a store holds, and the only names `GET /uploads/:name` serves. */
export const IMAGE_KEY = /^[0-9a-f]{64}(?:\.thumb)?\.(jpg|png|webp)$/;

/** MIME type of a stored key's extension. */
export const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** Key of an upload's image. */
export function imageKey(hash: string, ext: string): string {
  return `${hash}.${ext}`;
}

/** Key of an upload's thumbnail. */
export function thumbKey(hash: string, ext: string): string {
  return `${hash}.thumb.${ext}`;
}

/**
 * The store of one machine: files in a folder (`DATA_DIR/uploads`), created
 * when the first image is stored. A write goes to a temporary file in the same
 * folder and is renamed into place, so a crash or a concurrent reader never
 * sees a partial image. Keys are checked against {@link IMAGE_KEY}: nothing
 * outside the folder can be named.
 */
export class LocalImageStore implements ImageStore {
  constructor(readonly dir: string) {}

  private pathOf(key: string): string {
    if (!IMAGE_KEY.test(key)) throw new Error(`not an image key: ${JSON.stringify(key)}`);
    return path.join(this.dir, key);
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(this.dir, { recursive: true });
    const temporary = path.join(this.dir, `.${key}.${randomUUID()}.tmp`);
    try {
      await writeFile(temporary, bytes, { flag: 'wx' });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async read(key: string): Promise<{ stream: Readable; size: number } | null> {
    let handle;
    try {
      // Opened before its size is read: a file removed meanwhile is still read whole through this handle.
      handle = await open(this.pathOf(key), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    try {
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
