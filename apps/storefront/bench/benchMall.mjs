// The built mall started for a storefront benchmark: one server process on the
// embedded database (whatever the shell points at), seeded, on `port`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Starts `apps/server/dist/main.js` (needs `pnpm build`) on `port` with a
 * fresh data folder and waits until it answers.
 * @returns its base URL and `stop()`, which ends it and removes the folder.
 */
export async function startBenchMall(port) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mall-bench-'));
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 3000; i++) {
    try {
      if ((await fetch(`${base}/api/front/pay/method`)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  stop();
  throw new Error('the server did not start');
}
