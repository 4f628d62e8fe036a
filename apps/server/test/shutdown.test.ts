import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { shutDownOnSignals } from '../src/process/shutdown.ts';
import { startMall, type TestMall } from './harness.ts';

/** A promise and the function that settles it. */
function signal<T = void>(): { promise: Promise<T>; fire: (value: T) => void } {
  let fire!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    fire = resolve;
  });
  return { promise, fire };
}

describe('shutting a mall process down', () => {
  it('lets a request in flight finish and answer, refuses new ones, then closes the database', async () => {
    const inside = signal();
    const gate = signal();
    const closing = signal();
    const mall: TestMall = await startMall({
      extend: (app) => {
        // A request that is still working when the shutdown begins, and reads the database once let go.
        app.get('/api/test/in-flight', async () => {
          inside.fire();
          await gate.promise;
          const rows = (await mall.db.execute(sql`select count(*)::int as n from merchant`)) as unknown as { rows: Array<{ n: number }> };
          return { code: 200, message: 'ok', data: rows.rows[0]!.n };
        });
        app.addHook('preClose', async () => closing.fire());
      },
    });

    const answer = fetch(`${mall.url}/api/test/in-flight`).then(async (res) => ({
      status: res.status,
      body: (await res.json()) as { code: number; message: string; data: number },
    }));
    await inside.promise;
    let stopped = false;
    const stopping = mall.shutDown().then(() => {
      stopped = true;
    });
    await closing.promise;

    // A new request: its connection is refused, or it is answered 503 and the connection closed.
    const late = await fetch(`${mall.url}/api/front/index`).then(
      (res) => res.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(late);
    expect(stopped).toBe(false);

    gate.fire();
    const { status, body } = await answer;
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, message: 'ok' });
    expect(body.data).toBeGreaterThan(0);

    await stopping;
    await expect(mall.db.execute(sql`select 1`)).rejects.toThrow();
  });

  it('drains on SIGTERM or SIGINT, closes what the process holds in order, then exits 0; a second signal exits at once', async () => {
    const closed: string[] = [];
    const app = Fastify();
    app.addHook('onClose', async () => {
      closed.push('server');
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const exits = signal<number>();
    const target = Object.assign(new EventEmitter(), { exit: (code?: number) => exits.fire(code ?? 0) });
    shutDownOnSignals(
      {
        app,
        courier: { close: () => void closed.push('courier') },
        database: { db: undefined as never, driver: 'pglite', close: async () => void closed.push('database') },
      },
      target as unknown as NodeJS.Process,
    );

    target.emit('SIGTERM', 'SIGTERM');
    expect(await exits.promise).toBe(0);
    expect(closed).toEqual(['server', 'courier', 'database']);
    expect(app.server.listening).toBe(false);

    const again = signal<number>();
    target.exit = (code?: number) => again.fire(code ?? 0);
    target.emit('SIGINT', 'SIGINT');
    expect(await again.promise).toBe(1);
  });
});
