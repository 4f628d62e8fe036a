#!/usr/bin/env node
// Size budget of the built storefront (sizes are deterministic, unlike
// timings): the web fonts its styles name (at most 60 KB, no Chinese web font), and the JavaScript a shopper's browser must load before the home page
// shows — the entry chunk, the home route's chunk, the default locale's
// messages and everything they import statically — must stay within BUDGET_KB gzip. Forms, validation and other
// pages load later, on demand.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// 175 since the client decodes every answer from the provider's wire format at its edge
// (docs/adr/0008-provider-wire-format.md): the codecs of every endpoint load with the first page, 4.5 KB;
// 176 since the after-sale endpoints (refunds, reviews, uploads) added theirs, 0.4 KB. The upload code itself
// loads with the user centre (api/UploaderContext.tsx), not here;
// 177 since merchant onboarding and the account centre added their codecs (0.3 KB) and modules the header now
// shares with the account pages (its menu links, icons) were split into chunks of their own, about 1 KB of chunk
// overhead. Their forms, the uploader and the change calls load with those pages (data/account.ts), not here;
// 178 since the shop's theme names the shopper's own faces instead of downloading Chinese web fonts (a 942 KB
// saving in fonts for 0.1 KB of tokens) and the server-written head of the first page is dropped on the first move
// inside the app (issue 17), 0.2 KB together;
// 180 since the first page is hydrated from the server's markup (issue 17): reading the answers that come with
// it (devalue's parser, Dates and typed errors kept), loading the page's code and parts before hydrating, and
// seeding SWR with them, 1.4 KB. The page paints from the HTML now, before any of this script runs.
// 179 once the entry stopped awaiting at top level, which had turned off the bundler's merging of shared chunks:
// the home page loads 34 files instead of about 80, and 1.4 KB less;
// 180 since routes have no styling of their own (issue 18): the page body and stacks come from @mall/ui's layout
// pieces, and the header defaults its links, 0.7 KB; 0.5 KB of it are two small chunks the home page shares with
// other pages (the stack, the spacing helper).
const BUDGET_KB = 180;
const HOME_ROUTE = 'src/routes/home.tsx';
// The entry waits for the default locale's messages before the first render: they count too
// (@mall/ui's core bundle; its order and points families load with the order pages).
const FIRST_RENDER = ['../../packages/ui/src/i18n/locales/core/zh-CN.ts', 'src/i18n/zh-CN.ts'];

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

/** The chunk files a manifest entry needs at once: itself and its static imports, recursively. */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) staticClosure(dep, seen);
  return seen;
}

const files = new Set([...staticClosure('index.html'), ...staticClosure(HOME_ROUTE), ...FIRST_RENDER.flatMap((key) => [...staticClosure(key)])]);
let total = 0;
const rows = [];
for (const file of [...files].filter((f) => f.endsWith('.js')).sort()) {
  const gz = gzipSync(await readFile(path.join(dist, file))).length;
  total += gz;
  rows.push(`  ${(gz / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`Home page initial JavaScript (gzip):\n${rows.join('\n')}\n  ${(total / 1024).toFixed(1).padStart(7)} KB  total (budget ${BUDGET_KB} KB)`);
let failed = false;
if (total > BUDGET_KB * 1024) {
  console.error(`✖ over budget by ${((total - BUDGET_KB * 1024) / 1024).toFixed(1)} KB`);
  failed = true;
}

// Fonts (issue 17): the shopper's own faces draw the text; the web fonts the pages' styles name are a small
// fallback. A browser takes the first source of a face it can read (woff2), so those are counted, every one of
// them, as if a page used every face: the most any public page can download.
const FONT_BUDGET_KB = 60;
const cssFiles = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
const fontFiles = new Set();
for (const file of cssFiles) {
  const text = await readFile(path.join(dist, file), 'utf8');
  if (/font-family:\s*["']?Noto Sans SC/.test(text)) {
    console.error(`✖ ${file} declares Noto Sans SC: Chinese text is drawn with the shopper's own faces, not a web font`);
    failed = true;
  }
  for (const [, url] of text.matchAll(/url\(["']?([^)"']+\.woff2)["']?\)/g)) fontFiles.add(url.replace(/^\//, ''));
}
let fontBytes = 0;
const fontRows = [];
for (const file of [...fontFiles].sort()) {
  const size = (await readFile(path.join(dist, file))).length;
  fontBytes += size;
  fontRows.push(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`Web fonts the styles name (woff2, at most all of them on one page):\n${fontRows.join('\n')}\n  ${(fontBytes / 1024).toFixed(1).padStart(7)} KB  total (budget ${FONT_BUDGET_KB} KB)`);
if (fontBytes > FONT_BUDGET_KB * 1024) {
  console.error(`✖ fonts over budget by ${((fontBytes - FONT_BUDGET_KB * 1024) / 1024).toFixed(1)} KB`);
  failed = true;
}
// The server render (dist-ssr, issue 17) is built for production: React's development build renders a page with
// twice the CPU and warns on the server's console.
const render = await readFile(path.join(dist, '..', 'dist-ssr', 'renderPage.js'), 'utf8').catch(() => null);
if (render === null) {
  console.error('✖ dist-ssr/renderPage.js is missing: the build makes the server render beside the client');
  failed = true;
} else if (/Each child in a list should have a unique "key" prop|from\s*["']react(-dom)?(\/[a-z-]+)?["']/.test(render)) {
  console.error("✖ dist-ssr/renderPage.js carries React's development build or loads React from node_modules (no NODE_ENV there)");
  failed = true;
} else {
  console.log('Server render: one production bundle (dist-ssr/renderPage.js)');
}
if (failed) process.exit(1);
