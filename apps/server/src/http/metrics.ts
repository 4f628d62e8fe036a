import type { FastifyInstance } from 'fastify';
import { Counter, Registry } from 'prom-client';

/**
 * The mall's counters in Prometheus' text format. API answers are all HTTP
 * 200 (docs/adr/0008-provider-wire-format.md), so failures are counted by
 * the code their envelope carries.
 */
export const registry = new Registry();

/** API answers by envelope code (200, 400, 401, 403, 404, 429, 500…). */
export const answerCounter = new Counter({
  name: 'mall_api_answers_total',
  help: 'API answers by the code of their envelope',
  labelNames: ['code'] as const,
  registers: [registry],
});

/** `GET /metrics`: the counters of this process, for a Prometheus scraper. */
export function metricsRoutes(app: FastifyInstance): void {
  app.get('/metrics', async (_request, reply) => reply.type(registry.contentType).send(await registry.metrics()));
}
