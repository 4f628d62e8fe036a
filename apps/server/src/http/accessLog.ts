import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's request logging, with the envelope's code on each "request
 * completed" line: API answers are all HTTP 200 (docs/adr/0008-provider-wire-format.md),
 * so the status alone no longer tells a failure from a success.
 */
export class EnvelopeLogController extends LogController {
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (error || this.isLogDisabled(request)) return super.requestCompleted(error, request, reply, metadata);
    reply.log.info({ res: reply, code: reply.envelopeCode, responseTime: reply.elapsedTime }, 'request completed');
  }
}
