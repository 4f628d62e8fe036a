#!/usr/bin/env node
// Copies files with the given extensions from one folder to another,
// keeping their paths: `node copy-assets.mjs src dist css` copies src/**/*.css.
// tsc emits only JavaScript and declarations; a published package also needs its stylesheets.
import { cp, readdir } from 'node:fs/promises';
import path from 'node:path';

const [from, to, ...extensions] = process.argv.slice(2);
if (!from || !to || extensions.length === 0) {
  console.error('usage: copy-assets.mjs <from> <to> <extension…>');
  process.exit(2);
}
for (const entry of await readdir(from, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !extensions.some((ext) => entry.name.endsWith(`.${ext}`))) continue;
  const source = path.join(entry.parentPath, entry.name);
  await cp(source, path.join(to, path.relative(from, source)));
}
