import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres, type Db } from '../src/db/client.ts';
import { upload } from '../src/db/schema.ts';
import { runSweep, type SweepResult } from '../src/order/sweeper.ts';
import { attachUploads } from '../src/upload/attach.ts';
import { LocalImageStore } from '../src/upload/storage.ts';
import { withDatabase } from './globalSetup.ts';
import { startMall, stateOf, type TestMall } from './harness.ts';
import { newShopper, type Shopper } from './afterCheckout.ts';
import { noisyJpeg, phonePhoto, plainImage, pngBomb, sendUpload, storedFiles, uploadPicture, type FormFile } from './uploadImages.ts';

/*
 * Image uploads (the issue "After-sale", uploads; upload/): the type is read
 * from the bytes, every accepted image is re-encoded (metadata gone,
 * orientation applied, longest side capped, a thumbnail made) and stored by
 * content hash, served with a year's cache and nosniff; every refusal is a
 * 400 naming `multipart` that writes no row and no file; uploads are counted
 * per account; unused ones are removed by the job runner, once.
 */

/** Small enough that a noisy photo is over it, large enough for every picture the tests accept. */
const MAX_BYTES = 256 * 1024;

let mall: TestMall;
let shopper: Shopper;
beforeAll(async () => {
  mall = await startMall({ uploads: { maxBytes: MAX_BYTES, ratePer10Min: 1000 } });
  shopper = await newShopper(mall, '13700000901');
});
afterAll(() => mall.close());

const HASH_URL = (ext: string) => new RegExp(`^http://127\\.0\\.0\\.1:\\d+/uploads/([0-9a-f]{64})\\.${ext}$`);
const fileOf = (url: string) => path.join(mall.uploadsDir, url.split('/uploads/')[1]!);
const rowsOf = (userId: number) => mall.db.select().from(upload).where(eq(upload.userId, userId));

describe('accepted pictures are re-encoded and stored by content hash', () => {
  it('a phone JPEG: EXIF and GPS gone, orientation applied (width and height swap), a thumbnail made; the provider\'s fields on the wire', async () => {
    const photo = await phonePhoto(300, 200);
    // The file sent really carries the orientation and a GPS block (the GPS IFD pointer, tag 0x8825).
    const sent = await sharp(photo).metadata();
    expect(sent.orientation).toBe(6);
    expect(sent.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const answer = await sendUpload(mall, shopper.token, [{ bytes: photo, name: 'IMG_0001.jpg', type: 'image/jpeg' }]);
    expect(answer.body.code).toBe(200);
    // On the wire: the provider's names (crmeb §4.15) plus the mall's, URLs absolute.
    const wire = answer.body.data;
    expect(Object.keys(wire).sort()).toEqual(['extName', 'fileName', 'fileSize', 'height', 'thumbUrl', 'type', 'url', 'width']);
    expect(wire).toMatchObject({ fileName: 'IMG_0001.jpg', extName: 'jpg', type: 'image/jpeg', width: 200, height: 300 });
    const hash = HASH_URL('jpg').exec(wire.url)![1]!;
    expect(wire.thumbUrl).toBe(wire.url.replace(/\.jpg$/, '.thumb.jpg'));

    const stored = await readFile(fileOf(wire.url));
    expect(createHash('sha256').update(stored).digest('hex')).toBe(hash);
    expect(wire.fileSize).toBe(stored.length);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(stored.includes(Buffer.from('Exif'))).toBe(false);
    const thumb = await sharp(await readFile(fileOf(wire.thumbUrl))).metadata();
    expect(thumb).toMatchObject({ format: 'jpeg', width: 160, height: 240 });
    expect(thumb.exif).toBeUndefined();

    const [row] = await rowsOf(shopper.id);
    expect(row).toMatchObject({ hash, ext: 'jpg', size: stored.length, width: 200, height: 300, originalName: 'IMG_0001.jpg', attachedTo: null, attachedAt: null });
  });

  it('the longest side is capped at UPLOAD_MAX_SIDE_PX (2000), never enlarged', async () => {
    const who = await newShopper(mall, '13700000902');
    const wide = await uploadPicture(mall, who.token, await plainImage('jpeg', 3000, 1200));
    expect([wide.width, wide.height]).toEqual([2000, 800]);
    expect(await sharp(await readFile(fileOf(wide.url))).metadata()).toMatchObject({ width: 2000, height: 800 });
    const small = await uploadPicture(mall, who.token, await plainImage('jpeg', 50, 40, '#111111'));
    expect([small.width, small.height]).toEqual([50, 40]);
    expect(await sharp(await readFile(fileOf(small.thumbUrl))).metadata()).toMatchObject({ width: 50, height: 40 });
  });

  it('PNG stays PNG (its transparency kept) and WebP stays WebP, whatever the name and declared type say', async () => {
    const who = await newShopper(mall, '13700000903');
    const png = await sendUpload(mall, who.token, [{ bytes: await plainImage('png'), name: 'shot.jpg', type: 'image/jpeg' }]);
    expect(png.data).toMatchObject({ extName: 'png', type: 'image/png', fileName: 'shot.jpg' });
    expect(png.data!.url).toMatch(HASH_URL('png'));
    expect(await sharp(await readFile(fileOf(png.data!.url))).metadata()).toMatchObject({ format: 'png', hasAlpha: true, width: 64, height: 48 });

    const webp = await sendUpload(mall, who.token, [{ bytes: await plainImage('webp'), name: 'a.png', type: 'image/png' }]);
    expect(webp.data).toMatchObject({ extName: 'webp', type: 'image/webp' });
    expect(webp.data!.url).toMatch(HASH_URL('webp'));
    expect(await sharp(await readFile(fileOf(webp.data!.thumbUrl))).metadata()).toMatchObject({ format: 'webp' });
  });

  it('the same picture sent several times at once is one upload', async () => {
    const who = await newShopper(mall, '13700000907');
    const bytes = await plainImage('png', 33, 33);
    const answers = await Promise.all(Array.from({ length: 4 }, () => uploadPicture(mall, who.token, bytes)));
    expect(new Set(answers.map((a) => a.url)).size).toBe(1);
    expect(await rowsOf(who.id)).toHaveLength(1);
    expect(await new LocalImageStore(mall.uploadsDir).exists(answers[0]!.url.split('/uploads/')[1]!)).toBe(true);
  });

  it('file names are kept for display only: path parts and control characters dropped, Chinese kept', async () => {
    const who = await newShopper(mall, '13700000904');
    const answer = await sendUpload(mall, who.token, [{ bytes: await plainImage('jpeg', 20, 20, '#abcdef'), name: '我的\u0007照片.jpg' }]);
    expect(answer.data!.fileName).toBe('我的照片.jpg');
  });

  it('the same picture twice is the same upload: same URL, one row, one set of files; another shopper gets a row of their own over the same files', async () => {
    const who = await newShopper(mall, '13700000905');
    const other = await newShopper(mall, '13700000906');
    const bytes = await plainImage('jpeg', 80, 60, '#27ae60');
    const first = await uploadPicture(mall, who.token, bytes, 'one.jpg');
    const files = await storedFiles(mall);
    const again = await uploadPicture(mall, who.token, bytes, 'two.jpg');
    expect(again).toEqual(first);
    expect(await rowsOf(who.id)).toHaveLength(1);
    expect(await storedFiles(mall)).toEqual(files);

    const theirs = await uploadPicture(mall, other.token, bytes, 'three.jpg');
    expect(theirs.url).toBe(first.url);
    expect(theirs.fileName).toBe('three.jpg');
    expect(await rowsOf(other.id)).toHaveLength(1);
    expect(await storedFiles(mall)).toEqual(files);
  });

  it('answers in the request\'s language', async () => {
    const res = await fetch(`${mall.url}/api/front/upload/image`, {
      method: 'POST',
      headers: { 'authori-zation': shopper.token, 'accept-language': 'zh-CN' },
      body: new FormData(),
    });
    expect(((await res.json()) as { message: string }).message).toBe('multipart: 请选择要上传的图片');
  });
});

describe('serving GET /uploads/:name', () => {
  it('sends the stored bytes with a year\'s cache, nosniff, inline, and the type of the extension', async () => {
    const who = await newShopper(mall, '13700000911');
    const image = await uploadPicture(mall, who.token, await plainImage('png', 30, 30));
    for (const url of [image.url, image.thumbUrl]) {
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-disposition')).toBe('inline');
      expect(Buffer.from(await res.arrayBuffer()).equals(await readFile(fileOf(url)))).toBe(true);
    }
  });

  it('answers 404 to any other name, and to a hash no longer stored', async () => {
    const missing = `${'0'.repeat(64)}.jpg`;
    for (const name of ['abc.jpg', `${'a'.repeat(64)}.gif`, `${'A'.repeat(64)}.jpg`, '..%2F..%2Fpackage.json', `${'a'.repeat(64)}.jpg.html`, missing]) {
      const res = await fetch(`${mall.url}/uploads/${name}`);
      expect(res.status, name).toBe(404);
      expect(res.headers.get('content-type'), name).toMatch(/^application\/json/);
    }
  });
});

describe('refused files write nothing', () => {
  /** Sends `files` and expects a 400 naming `multipart` with `message`, no row and no file. */
  async function refused(files: FormFile[], message: RegExp, fields?: Record<string, string>): Promise<void> {
    const before = await stateOf(mall.db);
    const rows = await mall.db.select({ n: sql<number>`count(*)::int` }).from(upload);
    const stored = await storedFiles(mall);
    const answer = await sendUpload(mall, shopper.token, files, { fields });
    expect(answer.status).toBe(200);
    expect(answer.body.code, answer.body.message).toBe(400);
    expect(answer.body.message).toMatch(/^multipart: /);
    expect(answer.body.message).toMatch(message);
    expect(answer.body.data.errors[0].field).toBe('multipart');
    expect(await stateOf(mall.db)).toEqual(before);
    expect(await mall.db.select({ n: sql<number>`count(*)::int` }).from(upload)).toEqual(rows);
    expect(await storedFiles(mall)).toEqual(stored);
  }

  it('an empty file', async () => {
    await refused([{ bytes: new Uint8Array(0) }], /empty/);
  });

  it('a GIF renamed .jpg and declared image/jpeg', async () => {
    await refused([{ bytes: await plainImage('gif'), name: 'photo.jpg', type: 'image/jpeg' }], /only JPG, PNG and WebP/);
  });

  it('an SVG (with a script) declared image/png', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>');
    await refused([{ bytes: svg, name: 'logo.png', type: 'image/png' }], /only JPG, PNG and WebP/);
  });

  it('a 40,000 × 40,000 PNG bomb of about a kilobyte, refused from its header', async () => {
    const bomb = pngBomb(40_000);
    expect(bomb.length).toBeLessThan(2048);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 40_000, height: 40_000 });
    await refused([{ bytes: bomb, name: 'bomb.png', type: 'image/png' }], /too large: at most 50 million pixels/);
  });

  it('a truncated JPEG', async () => {
    const whole = await noisyJpeg(120);
    await refused([{ bytes: whole.subarray(0, Math.floor(whole.length * 0.6)) }], /damaged or incomplete/);
  });

  it('a polyglot: a JPEG header going on as HTML', async () => {
    const head = (await plainImage('jpeg', 16, 16)).subarray(0, 20);
    const html = Buffer.from('<html><body><script>document.write(document.cookie)</script></body></html>'.repeat(10));
    await refused([{ bytes: Buffer.concat([head, html]), name: 'x.jpg' }], /damaged or incomplete/);
  });

  it('a polyglot: a GIF that is also HTML, declared image/png', async () => {
    const gifHtml = Buffer.concat([Buffer.from('GIF89a=1;<script>alert(1)</script>'), await plainImage('gif')]);
    await refused([{ bytes: gifHtml, name: 'x.png', type: 'image/png' }], /only JPG, PNG and WebP/);
  });

  it('a file over UPLOAD_MAX_BYTES', async () => {
    const big = await noisyJpeg(600);
    expect(big.length).toBeGreaterThan(MAX_BYTES);
    await refused([{ bytes: big }], /larger than 256 KB/);
  });

  it('publishes the limit, to anyone, so forms refuse such a file before sending it', async () => {
    const answer = await mall.http('GET', '/api/front/upload/rules');
    // This mall's setting (256 KB), not the default (5 MB); nothing else.
    expect(answer.body.code).toBe(200);
    expect(answer.body.data).toEqual({ maxBytes: MAX_BYTES });
  });

  it('no file, two files, a file in another field', async () => {
    const picture = await plainImage('jpeg', 10, 10, '#ff00ff');
    await refused([], /choose a picture/, { note: 'hello' });
    await refused([{ bytes: picture }, { bytes: picture, name: 'b.jpg' }], /one picture at a time/);
    await refused([{ bytes: picture, field: 'file' }], /form field multipart/);
  });

  it('a JSON body, or no body', async () => {
    const requests: Array<{ body?: string; headers?: Record<string, string> }> = [{ body: '{"multipart":"x"}', headers: { 'content-type': 'application/json' } }, {}];
    for (const init of requests) {
      const before = await stateOf(mall.db);
      const res = await fetch(`${mall.url}/api/front/upload/image`, { method: 'POST', ...init, headers: { ...init.headers, 'authori-zation': shopper.token } });
      const body = (await res.json()) as { code: number; message: string };
      expect(body.code).toBe(400);
      expect(body.message).toMatch(/^multipart: choose a picture/);
      expect(await stateOf(mall.db)).toEqual(before);
    }
  });

  it('a guest is told to sign in (401) before anything is read', async () => {
    const before = await stateOf(mall.db);
    const stored = await storedFiles(mall);
    const answer = await sendUpload(mall, undefined, [{ bytes: await plainImage('jpeg', 12, 12, '#00ffff') }]);
    expect(answer.body.code).toBe(401);
    expect(await stateOf(mall.db)).toEqual(before);
    expect(await storedFiles(mall)).toEqual(stored);
  });

  it('a query naming an unknown folder', async () => {
    const before = await stateOf(mall.db);
    const answer = await sendUpload(mall, shopper.token, [{ bytes: await plainImage('jpeg', 12, 12, '#0000aa') }], { query: '?model=secret&pid=0' });
    expect(answer.body.code).toBe(400);
    expect(answer.body.message).toMatch(/^model: /);
    expect(await stateOf(mall.db)).toEqual(before);
    // The values the provider's PC client sends are accepted.
    expect((await sendUpload(mall, shopper.token, [{ bytes: await plainImage('jpeg', 12, 12, '#0000aa') }], { query: '?model=product&pid=1' })).body.code).toBe(200);
  });
});

describe('uploads per account (UPLOAD_RATE_PER_10_MIN)', () => {
  let limited: TestMall;
  beforeAll(async () => {
    limited = await startMall({ uploads: { ratePer10Min: 3 } });
  });
  afterAll(() => limited.close());

  it('answers 429 past the limit, writing nothing, counting every session of the account together, and takes uploads again in the next window', async () => {
    const who = await newShopper(limited, '13700000921');
    const secondSession = await limited.login('13700000921', 'Test@1234');
    const neighbour = await newShopper(limited, '13700000922');
    // Refused files count too: the work of decoding them is what the limit bounds.
    expect((await sendUpload(limited, who.token, [{ bytes: new Uint8Array([0xff, 0xd8, 0xff, 0]) }])).body.code).toBe(400);
    await uploadPicture(limited, who.token, await plainImage('jpeg', 10, 10, '#010101'));
    await uploadPicture(limited, secondSession, await plainImage('jpeg', 10, 10, '#020202'));

    const before = await stateOf(limited.db);
    const stored = await storedFiles(limited);
    const over = await sendUpload(limited, secondSession, [{ bytes: await plainImage('jpeg', 10, 10, '#030303') }]);
    expect(over.status).toBe(200);
    expect(over.body.code).toBe(429);
    expect(over.body.message).toMatch(/Too many requests, please try again in \d+ seconds/);
    expect(await stateOf(limited.db)).toEqual(before);
    expect(await storedFiles(limited)).toEqual(stored);
    // Another account is not held back by this one.
    expect((await sendUpload(limited, neighbour.token, [{ bytes: await plainImage('jpeg', 10, 10, '#040404') }])).body.code).toBe(200);

    limited.advanceClock(10 * 60_000);
    expect((await sendUpload(limited, who.token, [{ bytes: await plainImage('jpeg', 10, 10, '#050505') }])).body.code).toBe(200);
  });
});

describe('the job runner removes uploads no form used (UPLOAD_UNATTACHED_TTL_H)', () => {
  const HOUR = 3_600_000;
  const backdate = (id: number, hours: number) =>
    mall.db.update(upload).set({ createdAt: new Date(Date.now() - hours * HOUR) }).where(eq(upload.id, id));
  const rowFor = async (userId: number, url: string) => (await rowsOf(userId)).find((r) => url.includes(r.hash))!;
  const exists = (url: string) => new LocalImageStore(mall.uploadsDir).exists(url.split('/uploads/')[1]!);

  it('removes an unattached upload older than a day (row and files); an attached one and a fresh one stay; files another row names stay', async () => {
    const who = await newShopper(mall, '13700000931');
    const other = await newShopper(mall, '13700000932');
    const stale = await uploadPicture(mall, who.token, await plainImage('jpeg', 30, 30, '#aa0000'));
    const used = await uploadPicture(mall, who.token, await plainImage('jpeg', 30, 30, '#00aa00'));
    const fresh = await uploadPicture(mall, who.token, await plainImage('jpeg', 30, 30, '#0000aa'));
    const shared = await plainImage('jpeg', 30, 30, '#aaaa00');
    const sharedMine = await uploadPicture(mall, who.token, shared);
    await uploadPicture(mall, other.token, shared);
    await mall.db.transaction((tx) => attachUploads(tx, who.id, [used.url], 'review:1', 'pics'));
    for (const image of [stale, used, sharedMine]) await backdate((await rowFor(who.id, image.url)).id, 25);
    await backdate((await rowFor(who.id, fresh.url)).id, 23);

    const result = await mall.sweep(new Date());
    expect(result.uploadsRemoved).toBe(2);
    expect((await rowsOf(who.id)).map((r) => r.hash).sort()).toEqual([used, fresh].map((i) => HASH_URL('jpg').exec(i.url)![1]).sort());
    expect(await exists(stale.url)).toBe(false);
    expect(await exists(stale.thumbUrl)).toBe(false);
    expect((await fetch(stale.url)).status).toBe(404);
    for (const kept of [used, fresh, sharedMine]) {
      expect(await exists(kept.url)).toBe(true);
      expect(await exists(kept.thumbUrl)).toBe(true);
    }
    // The other shopper's upload of the same picture still has its files, until it too runs out.
    await backdate((await rowFor(other.id, sharedMine.url)).id, 25);
    expect((await mall.sweep(new Date())).uploadsRemoved).toBe(1);
    expect(await exists(sharedMine.url)).toBe(false);
    // A form naming a removed upload is told to upload it again.
    await expect(mall.db.transaction((tx) => attachUploads(tx, who.id, [stale.url], 'review:2', 'pics'))).rejects.toMatchObject({ code: 400, key: 'upload.notYours' });
    // Nothing more is due now; the fresh one is, once its day is over.
    const state = await stateOf(mall.db);
    expect((await mall.sweep(new Date())).uploadsRemoved).toBe(0);
    expect(await stateOf(mall.db)).toEqual(state);
    expect((await mall.sweep(new Date(Date.now() + 2 * HOUR))).uploadsRemoved).toBe(1);
    expect(await exists(fresh.url)).toBe(false);
    expect(await exists(used.url)).toBe(true);
  });

  it('a picture uploaded again while the runner removes an old upload of it keeps its files', async () => {
    const owner = await newShopper(mall, '13700000934');
    for (let round = 0; round < 4; round++) {
      const bytes = await plainImage('webp', 40, 40 + round);
      const old = await uploadPicture(mall, owner.token, bytes);
      await backdate((await rowFor(owner.id, old.url)).id, 30);
      const who = await newShopper(mall, `1370000095${round}`);
      const [, again] = await Promise.all([mall.sweep(new Date()), uploadPicture(mall, who.token, bytes)]);
      expect(again.url).toBe(old.url);
      expect(await rowsOf(who.id)).toHaveLength(1);
      expect(await exists(again.url)).toBe(true);
      expect(await exists(again.thumbUrl)).toBe(true);
      expect((await fetch(again.url)).status).toBe(200);
    }
  });

  it('several runners at once remove each due upload once', async () => {
    const who = await newShopper(mall, '13700000933');
    const images = [];
    for (let i = 0; i < 6; i++) images.push(await uploadPicture(mall, who.token, await plainImage('jpeg', 20, 20 + i, '#336699')));
    for (const image of images) await backdate((await rowFor(who.id, image.url)).id, 30);

    // On PostgreSQL a second pool on the same database stands for a second process; PGlite has one connection and runs them in turn.
    let second: { db: Db; close(): Promise<void> } | undefined;
    if (mall.driver === 'postgres') {
      const current = (await mall.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
      second = await openPostgres(withDatabase(inject('postgresUrl'), current.rows[0]!.name), 10);
    }
    const uploads = { store: new LocalImageStore(mall.uploadsDir), unattachedTtlH: 24 };
    const points = { gainPerYuan: 1, frozenDays: 7 };
    const now = new Date();
    // Everything due at `now`: these six, and any stale upload an earlier test of this file left behind.
    const due = (await mall.db.execute(
      sql`select count(*)::int as n from upload where attached_at is null and created_at <= ${new Date(now.getTime() - 24 * 3_600_000).toISOString()}::timestamptz`,
    )) as unknown as { rows: { n: number }[] };
    expect(due.rows[0]!.n).toBeGreaterThanOrEqual(images.length);
    const runners: Promise<SweepResult>[] = [
      mall.sweep(now),
      mall.sweep(now),
      runSweep(second?.db ?? mall.db, { points, uploads }, now),
      runSweep(second?.db ?? mall.db, { points, uploads }, now),
    ];
    const results = await Promise.all(runners);
    await second?.close();
    expect(results.reduce((sum, r) => sum + r.uploadsRemoved, 0)).toBe(due.rows[0]!.n);
    expect(await rowsOf(who.id)).toEqual([]);
    for (const image of images) expect(await exists(image.url)).toBe(false);
  });
});
