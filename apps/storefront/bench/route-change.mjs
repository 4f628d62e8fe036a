#!/usr/bin/env node
// `pnpm bench` (storefront part): how long a client-side route change takes in
// Chromium against the built mall — from the click on a link to the next
// page's content on screen (its chunk fetched, its data loaded, rendered).
// Cold: the page's chunk is not loaded yet; warm: it is. Figures depend on the
// machine; compare runs on the same one. Needs `pnpm build` first.
import { chromium } from 'playwright';
import { startBenchMall } from './benchMall.mjs';

const RUNS = 15;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const { base, stop } = await startBenchMall(Number(process.env.BENCH_PORT ?? 3300));
try {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const results = { cold: [], warm: [] };
  const nav = page.getByRole('navigation', { name: '主导航' });
  const goodsList = page.getByRole('list', { name: '商品列表' }).getByRole('link').first();
  /** Opens a category's goods from the pinned category panel; returns ms from the click to the goods on screen. */
  async function openCategory() {
    await nav.getByRole('link', { name: '手机数码' }).hover();
    const leaf = nav.getByRole('link', { name: '手机', exact: true });
    await leaf.waitFor();
    const started = performance.now();
    await leaf.click();
    await page.waitForURL(/goods_search\?cid=/);
    await goodsList.waitFor();
    return performance.now() - started;
  }
  for (let run = 0; run < RUNS; run++) {
    // A fresh document each run: the search page's chunk is not loaded yet (cold).
    await page.goto(base);
    await goodsList.waitFor();
    results.cold.push(await openCategory());
    // Back home by client navigation, then again: the chunk is loaded (warm).
    await page.getByRole('navigation', { name: '快捷导航' }).getByRole('link', { name: '首页' }).click();
    await page.waitForURL(`${base}/`);
    await goodsList.waitFor();
    results.warm.push(await openCategory());
  }
  await browser.close();
  for (const [kind, values] of Object.entries(results)) {
    console.log(`route change home → category search (${kind}, incl. data): median ${median(values).toFixed(0)} ms, min ${Math.min(...values).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms over ${values.length} runs`);
  }
} finally {
  stop();
}
