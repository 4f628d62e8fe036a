import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, desktopConfig);
for (const id of ['target-size', 'layout-shifts', 'cumulative-layout-shift']) console.log(id, JSON.stringify(lhr.audits[id]?.details?.items ?? []).slice(0, 2500));
await chrome.kill();
