import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok, readRequestToken, splitEndpointKey, type EndpointData, type EndpointInput, type EndpointKey } from '@mall/api';
import { routeSchemas } from '@mall/api/schemas';
import type { Db } from '../db/client.ts';
import { localeOf } from '../i18n/locale.ts';
import type { MessageKey } from '../i18n/messages.en.ts';
import { translate } from '../i18n/translate.ts';
import { unauthorized } from './errors.ts';
import { findSession, type Session } from './session.ts';

type AuthOf<K extends EndpointKey> = (typeof routeSchemas)[K]['auth'];
type Part<K extends EndpointKey, P extends string> = EndpointInput<K> extends { [Q in P]?: infer T } ? T : undefined;

/** What a route handler receives: the validated input and the session its auth rule asks for. */
export interface RouteContext<K extends EndpointKey> {
  params: Part<K, 'params'>;
  query: Part<K, 'query'>;
  body: Part<K, 'body'>;
  /** Always set on `required` routes; null for guests on `optional` routes. */
  session: AuthOf<K> extends 'required' ? Session : Session | null;
  db: Db;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Registers the endpoint `key` of the contract: its path and method, its
 * request schemas and its auth rule come from @mall/api, and the handler's
 * result must be the endpoint's `data` type. The result is sent in a 200
 * envelope; thrown errors go through the error handler (spec §8).
 */
/** Per-route settings beyond the contract. */
export interface RouteOptions {
  /** At most `max` calls per client in `timeWindow` (e.g. '10 minutes'); see app.ts for the store. */
  rateLimit?: { max: number; timeWindow: string };
  /** The envelope's message on success ("Code sent"), in the request's language; "success" otherwise. */
  successMessage?: MessageKey;
}

export function route<K extends EndpointKey>(
  app: FastifyInstance,
  db: Db,
  key: K,
  handler: (ctx: RouteContext<K>) => Promise<EndpointData<K>>,
  options: RouteOptions = {},
): void {
  const { method, path } = splitEndpointKey(key);
  const spec = routeSchemas[key] as { auth: 'required' | 'optional' | 'none'; params?: object; querystring?: object; body?: object };
  const schema: Record<string, object> = {};
  if (spec.params) schema.params = spec.params;
  if (spec.querystring) schema.querystring = spec.querystring;
  if (spec.body) schema.body = spec.body;

  app.route({
    method,
    url: path,
    schema,
    ...(options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
    handler: async (request, reply) => {
      let session: Session | null = null;
      if (spec.auth !== 'none') {
        const token = readRequestToken(request.headers);
        session = token ? await findSession(db, token) : null;
        if (!session && spec.auth === 'required') throw unauthorized();
      }
      const data = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        session,
        db,
        request,
        reply,
      } as RouteContext<K>);
      return options.successMessage
        ? ok(data, translate(options.successMessage, {}, localeOf(request.headers['accept-language'])))
        : ok(data);
    },
  });
}
