import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ok,
  readRequestToken,
  requestCodecs,
  responseCodecs,
  splitEndpointKey,
  type Codec,
  type EndpointData,
  type EndpointInput,
  type EndpointKey,
} from '@mall/api';
import { routeSchemas } from '@mall/api/schemas';
import { findOperatorSession, type OperatorSession } from '../admin/operatorSessions.ts';
import type { Db } from '../db/client.ts';
import { requestContentLocale } from '../i18n/content.ts';
import { localeOf, type ServerLocale } from '../i18n/locale.ts';
import type { MessageKey } from '../i18n/messages.en.ts';
import { translate } from '../i18n/translate.ts';
import { badRequest, unauthorized } from './errors.ts';
import { normalizeInput } from './normalize.ts';
import { findSession, type Session } from './session.ts';
import { findUnstorableText } from './storableText.ts';
import { wireContextOf } from './wire.ts';

type AuthOf<K extends EndpointKey> = (typeof routeSchemas)[K]['auth'];
type Part<K extends EndpointKey, P extends string> = EndpointInput<K> extends { [Q in P]?: infer T } ? T : undefined;

/** What a route handler receives: the validated input (in the model's units) and the session its auth rule asks for. */
export interface RouteContext<K extends EndpointKey> {
  params: Part<K, 'params'>;
  query: Part<K, 'query'>;
  body: Part<K, 'body'>;
  /** Always set on `required` routes; null for guests on `optional` routes. */
  session: AuthOf<K> extends 'required' ? Session : Session | null;
  /** The operator on `operator` routes (the operator's API, admin/routes.ts), always set there; null elsewhere. */
  operator: AuthOf<K> extends 'operator' ? OperatorSession : null;
  /** The language of content in the answer (i18n/content.ts `contentLocaleOf`: the locale cookie, then Accept-Language, then zh-CN). */
  locale: ServerLocale;
  db: Db;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Per-route settings beyond the contract. */
export interface RouteOptions {
  /** At most `max` calls per client in `timeWindow` (e.g. '10 minutes'); see app.ts for the store. */
  rateLimit?: { max: number; timeWindow: string };
  /** The envelope's message on success ("Code sent"), in the request's language; "success" otherwise. */
  successMessage?: MessageKey;
  /**
   * The body may be bare text sent as `application/json` (the provider's
   * clients send an email address that way, unquoted; crmeb-wire §1).
   */
  rawTextBody?: boolean;
  /**
   * The body is a multipart form carrying a file, which the handler reads
   * itself (`request.parts()` with its own limits; upload/readUpload.ts):
   * the mall's form reader, which refuses files, leaves it alone.
   */
  fileUpload?: boolean;
}

/**
 * Refuses a request that carries text PostgreSQL cannot store, in any part
 * (path, query, body; JSON, form or multipart) and any string of it, with a
 * 400 naming the field (`remark: …`, `0.name: …`): see storableText.ts for why
 * here rather than in each schema.
 * @throws {HttpError} 400 `validation.unstorableText`.
 */
function refuseUnstorableText(request: FastifyRequest): void {
  const parts: Array<[part: string, value: unknown]> = [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ];
  for (const [part, value] of parts) {
    const field = findUnstorableText(value);
    if (field !== null) throw badRequest('validation.unstorableText', {}, field || part);
  }
}

/**
 * Registers the endpoint `key` of the contract: its path and method, its
 * request schemas and its auth rule come from @mall/api, and the handler's
 * result must be the endpoint's `data` type (the model). The request is read
 * as the provider's clients mean it (normalize.ts), validated, and decoded
 * into the model; the result is encoded into the provider's wire format by
 * the endpoint's codec and sent in a 200 envelope. Thrown errors go through
 * the error handler (spec §8).
 */

export function route<K extends EndpointKey>(
  app: FastifyInstance,
  db: Db,
  key: K,
  handler: (ctx: RouteContext<K>) => Promise<EndpointData<K>>,
  options: RouteOptions = {},
): void {
  const { method, path } = splitEndpointKey(key);
  const spec = routeSchemas[key] as { auth: 'required' | 'optional' | 'none' | 'operator'; params?: object; querystring?: object; body?: object };
  const schema: Record<string, object> = {};
  if (spec.params) schema.params = spec.params;
  if (spec.querystring) schema.querystring = spec.querystring;
  if (spec.body) schema.body = spec.body;

  const codec = responseCodecs[key] as Codec<unknown, EndpointData<K>>;
  const decode = requestCodecs[key];
  const sessions = new WeakMap<FastifyRequest, Session | null>();
  const operators = new WeakMap<FastifyRequest, OperatorSession>();

  app.route({
    method,
    url: path,
    schema,
    config: {
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
      rawTextBody: options.rawTextBody ?? false,
      fileUpload: options.fileUpload ?? false,
    },
    preValidation: async (request) => {
      // Who asks comes before what is asked: a guest is told to sign in, not that a field is wrong.
      if (spec.auth === 'operator') {
        // Operators' sessions are their own table: a shopper's token is refused here, and an operator's is no shopper's session below.
        const token = readRequestToken(request.headers);
        const operator = token ? await findOperatorSession(db, token) : null;
        if (!operator) throw unauthorized();
        operators.set(request, operator);
      } else if (spec.auth !== 'none') {
        const token = readRequestToken(request.headers);
        const session = token ? await findSession(db, token) : null;
        if (!session && spec.auth === 'required') throw unauthorized();
        sessions.set(request, session);
      }
      refuseUnstorableText(request);
      if (spec.querystring) request.query = normalizeInput(spec.querystring, request.query);
      if (spec.params) request.params = normalizeInput(spec.params, request.params);
      if (spec.body) request.body = normalizeInput(spec.body, request.body);
    },
    handler: async (request, reply) => {
      const wire = wireContextOf(request);
      const session = sessions.get(request) ?? null;
      const data = await handler({
        params: request.params,
        query: decode?.query && request.query ? decode.query.decode(request.query, wire) : request.query,
        body: decode?.body && request.body !== undefined ? decode.body.decode(request.body, wire) : request.body,
        session,
        operator: operators.get(request) ?? null,
        locale: requestContentLocale(request),
        db,
        request,
        reply,
      } as RouteContext<K>);
      const encoded = codec.encode(data, wire);
      reply.envelopeCode = 200;
      return options.successMessage
        ? ok(encoded, translate(options.successMessage, {}, localeOf(request.headers['accept-language'])))
        : ok(encoded);
    },
  });
}
