import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../db/client.ts';

/** What one mall process holds open, closed in this order by {@link shutDown}. */
export interface MallProcess {
  app: FastifyInstance;
  courier: { close(): void };
  redis?: Redis;
  database: Database;
}

/** How long requests in flight may take to finish before their connections are cut (ms); below the usual 30 s an orchestrator waits after SIGTERM. */
export const DRAIN_GRACE_MS = 20_000;
/** How often connections that fell idle during the drain are closed (ms). */
const IDLE_SWEEP_MS = 200;

/**
 * Stops one mall process cleanly: stops accepting connections, lets the
 * requests in flight finish and answer (new requests on open connections are
 * refused with 503 and `Connection: close`), then closes the courier, Redis
 * and the database. Connections that fall idle during the drain are closed
 * as they do, so a client's keep-alive does not hold the process open; any
 * still busy after `graceMs` are cut. Each step runs even when one before it
 * failed; failures are logged, never thrown.
 * @param parts what the process holds open.
 * @param options.graceMs how long requests in flight may take (ms), {@link DRAIN_GRACE_MS} by default.
 * @returns once everything is closed.
 */
export async function shutDown(parts: MallProcess, options: { graceMs?: number } = {}): Promise<void> {
  const { app } = parts;
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  const cut = setTimeout(() => {
    app.log.warn({ graceMs: options.graceMs ?? DRAIN_GRACE_MS }, 'requests still in flight after the grace period; closing their connections');
    app.server.closeAllConnections();
  }, options.graceMs ?? DRAIN_GRACE_MS);
  const step = async (what: string, close: () => unknown) => {
    try {
      await close();
    } catch (error) {
      app.log.error({ err: error }, `shutdown: closing ${what} failed`);
    }
  };
  try {
    await step('the HTTP server', () => app.close());
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
  await step('the courier', () => parts.courier.close());
  if (parts.redis) await step('Redis', () => parts.redis!.quit());
  await step('the database', () => parts.database.close());
}

/**
 * Shuts the process down on SIGTERM and SIGINT ({@link shutDown}), then exits
 * with 0. A second signal during the drain exits at once with 1, for an
 * operator who does not want to wait.
 * @param target the process (a stand-in in tests).
 */
export function shutDownOnSignals(
  parts: MallProcess,
  target: Pick<NodeJS.Process, 'on' | 'exit'> = process,
): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      parts.app.log.warn({ signal }, 'second signal during shutdown; exiting now');
      target.exit(1);
      return;
    }
    closing = true;
    parts.app.log.info({ signal }, 'shutting down: draining requests in flight');
    void shutDown(parts).then(() => target.exit(0));
  };
  target.on('SIGTERM', onSignal);
  target.on('SIGINT', onSignal);
}
