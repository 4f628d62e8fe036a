import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const { lhr } = await lighthouse(process.argv[2], { port: chrome.port, output: 'json', logLevel: 'error' }, desktopConfig);
for (const item of lhr.audits['target-size'].details?.items ?? []) console.log(item.node.snippet, item.node.boundingRect.width, item.node.boundingRect.height, '|', item.node.explanation?.split('\n')[1]);
await chrome.kill();
