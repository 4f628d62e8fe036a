import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_WIRE_TIME_ZONE, type WireContext } from '@mall/api';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mall's public address (config `PUBLIC_URL`), without a trailing slash; null to take each request's own. */
    mallPublicUrl: string | null;
  }
  interface FastifyReply {
    /** The envelope code this answer carries, for the access log and the counters (app.ts). */
    envelopeCode: number | null;
  }
}

/** True for the mall's API, whose every answer is HTTP 200 with the code in the envelope (crmeb-wire §1). */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api/');
}

/**
 * The origin media paths are made absolute with: `PUBLIC_URL` when set,
 * else the scheme and host the request came to (through `X-Forwarded-*`
 * only when `TRUST_PROXY` trusts the proxy).
 */
export function originOf(request: FastifyRequest): string {
  return request.server.mallPublicUrl ?? `${request.protocol}://${request.host}`;
}

/** What the contract's codecs need to write an answer for this request. */
export function wireContextOf(request: FastifyRequest): WireContext {
  return { origin: originOf(request), timeZone: DEFAULT_WIRE_TIME_ZONE };
}

/**
 * Sends an envelope: HTTP 200 on the API whatever its code, as the
 * provider's clients read only envelopes of 200 answers; real statuses
 * elsewhere (the storefront, media). Records the code for the access log.
 */
export function sendEnvelope(request: FastifyRequest, reply: FastifyReply, envelope: { code: number; message: string; data: unknown }, status: number) {
  reply.envelopeCode = envelope.code;
  return reply.status(isApiPath(request.url) ? 200 : status).send(envelope);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** See `RouteOptions.rawTextBody` in route.ts. */
    rawTextBody?: boolean;
    /** See `RouteOptions.fileUpload` in route.ts. */
    fileUpload?: boolean;
  }
}
