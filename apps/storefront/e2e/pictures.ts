import { deflateSync } from 'node:zlib';
import { expect, type Locator, type Page } from '@playwright/test';

/** A file as Playwright's file chooser and multipart forms take it. */
export interface PictureFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** CRC-32 of PNG chunks (ISO 3309), bit by bit: a test's few small chunks need no table. */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A PNG chunk: length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A square PNG of one colour, `side` px (32 by default), written by hand
 * (RGB, 8 bits, no filter). The colours are random so each run uploads new
 * files: an upload is stored under the hash of its bytes, and a picture
 * already on a review, refund or application of an earlier run would be the
 * same upload.
 */
export function photo(name: string, side = 32): PictureFile {
  const [r, g, b] = [0, 0, 0].map(() => Math.floor(Math.random() * 256)) as [number, number, number];
  const row = Buffer.alloc(1 + side * 3);
  for (let x = 0; x < side; x++) row.set([r, g, b], 1 + x * 3);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: side }, () => row)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

/** Picks `files` through the upload field's 上传图片 tile (the file chooser it opens) and waits for each thumbnail. */
export async function uploadThrough(page: Page, field: Locator, files: PictureFile[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await field.getByRole('button', { name: '上传图片' }).click();
  await (await chooser).setFiles(files);
  const thumbs = field.getByRole('list', { name: '已上传的图片' }).getByRole('button', { name: /^查看第 \d+ 张图片/ });
  await expect(thumbs).toHaveCount(files.length);
  await expect(field.getByRole('progressbar')).toHaveCount(0);
}

/** Every picture under `scope` was served and decoded (lazy ones are scrolled to first). */
export async function expectPicturesShown(scope: Locator, count: number): Promise<void> {
  const images = scope.locator('img');
  await expect(images).toHaveCount(count);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
}
