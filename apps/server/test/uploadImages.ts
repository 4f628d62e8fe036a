import { readdir } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';
import { DEFAULT_WIRE_TIME_ZONE, decodeAnswer, UPLOAD_FIELD, type UploadedImage } from '@mall/api';
import sharp from 'sharp';
import type { TestMall } from './harness.ts';

/*
 * Pictures for the upload tests, made in the test (no binary fixtures), and
 * the form that carries them to `POST /api/front/upload/image`.
 */

/** A photo as a phone sends it: `width` × `height` as stored, EXIF orientation 6 (rotate 90° to view) and a GPS position. */
export function phonePhoto(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 54/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '116/1 23/1 0/1' } })
    .toBuffer();
}

/** A plain picture of one colour in `format`, `width` × `height`; PNG and WebP half transparent. */
export function plainImage(format: 'jpeg' | 'png' | 'webp' | 'gif', width = 64, height = 48, colour = '#2e86de'): Promise<Buffer> {
  const transparent = format === 'png' || format === 'webp';
  return sharp({ create: { width, height, channels: transparent ? 4 : 3, background: transparent ? { r: 46, g: 134, b: 222, alpha: 0.5 } : colour } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG of random noise: it barely compresses, so it is large for its size (`side` px square, ~3 bytes a pixel). */
export function noisyJpeg(side: number): Promise<Buffer> {
  return sharp({ create: { width: side, height: side, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .jpeg({ quality: 100 })
    .toBuffer();
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid PNG header claiming `side` × `side` RGB
 * pixels (40,000² = 1.6 billion, 4.8 GB decoded) over a few rows of zeros,
 * deflated into about a kilobyte.
 */
export function pngBomb(side = 40_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const rows = Buffer.alloc((side * 3 + 1) * 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** One file of a form: its bytes, its name, and the type the client declares. */
export interface FormFile {
  field?: string;
  bytes: Uint8Array;
  name?: string;
  type?: string;
}

/** What `POST /api/front/upload/image` answered: the envelope as it travelled, and `data` decoded into the model on code 200. */
export interface UploadAnswer {
  status: number;
  body: { code: number; message: string; data: any };
  data: UploadedImage | null;
}

/**
 * Sends a form to `POST /api/front/upload/image` (the file in field
 * `multipart` unless a file says otherwise), as a browser's `FormData` would.
 */
export async function sendUpload(
  mall: TestMall,
  token: string | undefined,
  files: FormFile[],
  options: { fields?: Record<string, string>; query?: string } = {},
): Promise<UploadAnswer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  for (const file of files) {
    form.append(file.field ?? UPLOAD_FIELD, new Blob([file.bytes], { type: file.type ?? 'image/jpeg' }), file.name ?? 'photo.jpg');
  }
  const headers: Record<string, string> = token ? { 'authori-zation': token } : {};
  const res = await fetch(`${mall.url}/api/front/upload/image${options.query ?? ''}`, { method: 'POST', headers, body: form });
  const body = (await res.json()) as UploadAnswer['body'];
  const data = body.code === 200 ? decodeAnswer('POST /api/front/upload/image', body.data, { origin: mall.url, timeZone: DEFAULT_WIRE_TIME_ZONE }) : null;
  return { status: res.status, body, data };
}

/** Uploads one picture and answers what was stored. @throws when the mall refuses it. */
export async function uploadPicture(mall: TestMall, token: string, bytes: Uint8Array, name = 'photo.jpg'): Promise<UploadedImage> {
  const answer = await sendUpload(mall, token, [{ bytes, name }]);
  if (!answer.data) throw new Error(`upload refused: ${answer.body.code} ${answer.body.message}`);
  return answer.data;
}

/** Every file in the mall's upload folder (temporary ones included), sorted; none when it does not exist yet. */
export async function storedFiles(mall: TestMall): Promise<string[]> {
  try {
    return (await readdir(mall.uploadsDir)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
