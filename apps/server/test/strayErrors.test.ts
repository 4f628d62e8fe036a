import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * A real process, since what is at stake is whether the process survives:
 * it installs the guard as main.ts does, then lets an exception escape a
 * timer and a promise reject with no handler, then says it is still there.
 */
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mall-stray-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('stray errors', () => {
  it('are logged and the process carries on serving', async () => {
    const guard = pathToFileURL(path.join(serverRoot, 'src/process/strayErrors.ts')).href;
    const script = path.join(dir, 'stray.ts');
    await writeFile(
      script,
      `import { keepServingThroughStrayErrors } from ${JSON.stringify(guard)};
const say = (line: object) => console.log(JSON.stringify(line));
keepServingThroughStrayErrors(() => ({ error: (fields, message) => say({ message, err: String(fields.err) }) }));
void Promise.reject(new Error('a promise nobody awaited'));
setTimeout(() => { throw new Error('a callback outside any request'); }, 0);
setTimeout(() => say({ message: 'still here' }), 0);
`,
    );
    const { code, stdout } = await new Promise<{ code: number | null; stdout: string }>((resolve) => {
      const child = execFile(process.execPath, ['--import', 'tsx', script], { cwd: serverRoot }, (_error, out) => resolve({ code: child.exitCode, stdout: out }));
    });
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n').map((line) => JSON.parse(line) as { message: string; err?: string });
    expect(lines).toEqual([
      { message: 'unhandled promise rejection; still serving', err: 'Error: a promise nobody awaited' },
      { message: 'uncaught exception; still serving', err: 'Error: a callback outside any request' },
      { message: 'still here' },
    ]);
  });
});
