import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const src = path.dirname(fileURLToPath(import.meta.url));

// The published declarations keep their modules' names without the extension's difference (`X.tsx` and
// `x.ts` both become `…/x.d.ts` apart from case), and TypeScript refuses two such files in one program on
// every consumer's machine, not only on case-insensitive disks.
it('no two modules of the package differ only in case or extension', async () => {
  const files = (await readdir(src, { recursive: true })).filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file));
  const seen = new Map<string, string>();
  const clashes: string[] = [];
  for (const file of files) {
    const key = file.replace(/\.tsx?$/, '').toLowerCase();
    const other = seen.get(key);
    if (other) clashes.push(`${other} ~ ${file}`);
    seen.set(key, file);
  }
  expect(clashes).toEqual([]);
});
