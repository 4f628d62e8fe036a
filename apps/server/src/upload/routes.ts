import type { FastifyInstance } from 'fastify';
import type { UploadSettings } from '../config.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { readUploadForm } from './readUpload.ts';
import { CONTENT_TYPES, IMAGE_KEY, type ImageStore } from './storage.ts';
import { uploadImage } from './uploadImage.ts';
import type { UploadRate } from './uploadRate.ts';

/** What the upload routes need. */
export interface UploadRouteDeps {
  db: Db;
  store: ImageStore;
  settings: Pick<UploadSettings, 'maxBytes' | 'maxSidePx'>;
  rate: UploadRate;
}

/**
 * A stored image never changes under its name (the name is its hash), so it
 * may be kept for a year; it is only ever shown as the image it is.
 */
const SERVED_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  'content-disposition': 'inline',
} as const;

/**
 * Registers the uploads (the issue "After-sale", uploads; crmeb-api §4.15):
 * - `POST /api/front/upload/image`: one image in multipart field `multipart`,
 *   signed-in only (401 first), then counted against the account's limit
 *   (429), then checked, re-encoded and stored (uploadImage.ts); every
 *   refusal is a 400 naming `multipart`, and writes nothing;
 * - `GET /uploads/:name`: a stored image or thumbnail by its hash name
 *   (`<sha256>.<ext>`, `<sha256>.thumb.<ext>`), with a year's cache,
 *   `nosniff` and the type of its extension; any other name, or one no
 *   longer stored, is a 404;
 * - `GET /api/front/upload/rules`: the limit above, for forms to refuse a
 *   file before sending it.
 */
export function uploadRoutes(app: FastifyInstance, deps: UploadRouteDeps): void {
  route(
    app,
    deps.db,
    'POST /api/front/upload/image',
    async ({ session, request }) => {
      const file = await readUploadForm(request, deps.settings.maxBytes);
      // Counted once the file is in hand and before it is decoded: garbage forms cost nothing to refuse.
      await deps.rate.take(session.userId);
      return uploadImage(deps, session.userId, file);
    },
    { fileUpload: true },
  );

  route(app, deps.db, 'GET /api/front/upload/rules', async () => ({ maxBytes: deps.settings.maxBytes }));

  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const { name } = request.params;
    const match = IMAGE_KEY.exec(name);
    if (!match) throw notFound('upload.notFound');
    const stored = await deps.store.read(name);
    if (!stored) throw notFound('upload.notFound');
    return reply
      .headers({ ...SERVED_HEADERS, 'content-type': CONTENT_TYPES[match[1]!]!, 'content-length': String(stored.size) })
      .send(stored.stream);
  });
}
