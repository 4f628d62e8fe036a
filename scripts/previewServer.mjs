// One built site served by `vite preview` for a browser check (the consumer app, the built Storybook).
import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Serves `outDir` (relative to `cwd`) with the `vite` installed under `cwd` on a free-looking port.
 * Returns its origin, `open(page, path)` that waits for it to answer (about 10 s at most), and `stop()`.
 */
export function startPreview({ cwd, outDir }) {
  const port = 4300 + Math.floor(Math.random() * 1500);
  const args = ['preview', '--port', String(port), '--strictPort', ...(outDir ? ['--outDir', outDir] : [])];
  const server = spawn(path.join(cwd, 'node_modules', '.bin', 'vite'), args, { cwd, stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    async open(page, pathAndQuery = '/') {
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await page.goto(`${origin}${pathAndQuery}`);
        } catch (error) {
          if (attempt > 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
    },
    stop: () => server.kill(),
  };
}
