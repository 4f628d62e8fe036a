import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors.ts';
import { renderArt } from './render.ts';

/** Pictures never change for a URL (render.ts is pure), so browsers may keep them for a year. */
const HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=31536000, immutable',
  // Opened directly, an SVG is a document: let it run nothing and load nothing.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
} as const;

/**
 * Registers `GET /media/art/:kind/:name`: the mall's locally drawn SVG
 * artwork (goods pictures, shop avatars and covers, banners, icons, logo),
 * made on request from the path alone, never fetched from anywhere.
 * @throws {HttpError} 404 (`notFound()`) for an unknown kind or a name that
 * names no picture.
 */
export function mediaRoutes(app: FastifyInstance): void {
  app.get<{ Params: { kind: string; name: string } }>('/media/art/:kind/:name', async (request, reply) => {
    const svg = renderArt(request.params.kind, request.params.name);
    if (svg === undefined) throw notFound('media.notFound');
    return reply.headers(HEADERS).send(svg);
  });
}
