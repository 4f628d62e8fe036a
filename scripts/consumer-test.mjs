#!/usr/bin/env node
// The packages as another mall meets them (issue 18): @mall/api and @mall/ui are packed (each builds
// before it packs), installed from the tarballs with npm into a blank Vite + React app
// (scripts/consumer-app), type-checked, built, and the header and sign-in dialog are used in Chromium in
// the app's own brand. Both packages are then imported in plain Node and the header is rendered to HTML.
// Prints the installed size and the gzip size of the header's chunk, and fails above the budgets.
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startPreview } from './previewServer.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** Installed size of @mall/ui, @mall/api and what they bring (their dependencies and required peers), MB. */
const INSTALL_BUDGET_MB = 100;
/** Scripts of the header and the sign-in dialog, with and without the dialog's forms (React's entry and the message tables apart), gzip KB. */
const CHUNK_BUDGET_KB = 90;
/** Guard against growth of what opening the dialog adds (its forms: Formik, Yup, libphonenumber's metadata, country names), gzip KB. */
const OPENED_BUDGET_KB = 125;

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

function check(condition, message) {
  if (!condition) throw new Error(message);
  console.log(`  ✓ ${message}`);
}

/** Bytes of a directory, walked (links not followed). */
async function sizeOf(dir) {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += await sizeOf(full);
    else if (entry.isFile()) total += (await stat(full)).size;
  }
  return total;
}

/** Bytes of the packages installed for the app's production dependencies (its tooling left out), each counted once. */
async function productionSize(app) {
  const tree = JSON.parse(run('npm', ['ls', '--omit=dev', '--all', '--json', '--long'], app));
  const paths = new Set();
  const walk = (node) => {
    for (const dependency of Object.values(node.dependencies ?? {})) {
      if (dependency.path && !paths.has(dependency.path)) {
        paths.add(dependency.path);
        walk(dependency);
      }
    }
  };
  walk(tree);
  let total = 0;
  for (const dir of paths) {
    // A package's own files: its nested node_modules are other packages, counted on their own.
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue;
      const full = path.join(dir, entry.name);
      total += entry.isDirectory() ? await sizeOf(full) : (await stat(full)).size;
    }
  }
  return { packages: paths.size, bytes: total };
}

const work = await mkdtemp(path.join(tmpdir(), 'mall-consumer-'));
const app = path.join(work, 'app');
let preview;
let browser;
try {
  console.log('▸ pack @mall/api and @mall/ui (each builds before packing)');
  const tarballs = {};
  for (const name of ['api', 'ui']) {
    const out = run('pnpm', ['pack', '--pack-destination', work, '--json'], path.join(root, 'packages', name));
    const packed = JSON.parse(out.slice(out.indexOf('{')));
    tarballs[name] = packed.filename;
    const files = packed.files.map((file) => file.path);
    check(files.includes('dist/index.js') && files.includes('dist/index.d.ts'), `@mall/${name} tarball has its compiled entry and types (${files.length} files)`);
    check(files.includes('README.md') && files.includes('LICENSE'), `@mall/${name} tarball has its README and LICENSE`);
    check(!files.some((file) => /\.(stories|test)\.|fixtures|\.tsx?$(?<!\.d\.ts)/.test(file)), `@mall/${name} tarball ships no stories, tests, fixtures or sources`);
  }

  console.log('▸ a blank Vite + React app installs the tarballs with npm');
  await cp(path.join(root, 'scripts', 'consumer-app'), app, { recursive: true });
  await writeFile(
    path.join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'another-mall',
        private: true,
        type: 'module',
        scripts: { build: 'tsc && vite build' },
        dependencies: {
          '@mall/api': `file:${tarballs.api}`,
          '@mall/ui': `file:${tarballs.ui}`,
          '@emotion/react': '^11.14.0',
          '@emotion/styled': '^11.14.0',
          react: '^19.2.0',
          'react-dom': '^19.2.0',
          'react-intl': '^12.1.0',
        },
        devDependencies: {
          '@types/react': '^19.2.0',
          '@types/react-dom': '^19.2.0',
          '@vitejs/plugin-react': '6.3.0',
          typescript: '~5.9.0',
          vite: '8.3.8',
        },
      },
      null,
      2,
    ),
  );
  // Without --legacy-peer-deps: a peer range that does not meet the newest release fails here (ERESOLVE).
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], app);
  const installed = await productionSize(app);
  const installedMb = installed.bytes / 1e6;
  console.log(`  installed: ${installedMb.toFixed(1)} MB in ${installed.packages} packages (the app's tooling left out)`);
  check(installedMb < INSTALL_BUDGET_MB, `the packages and what they bring install under ${INSTALL_BUDGET_MB} MB`);

  console.log('▸ the app type-checks against the published types and builds');
  run('npm', ['run', 'build'], app);
  const assets = path.join(app, 'dist', 'assets');
  const scripts = (await readdir(assets)).filter((file) => file.endsWith('.js'));
  const gz = async (file) => gzipSync(await readFile(path.join(assets, file))).length;
  const html = await readFile(path.join(app, 'dist', 'index.html'), 'utf8');
  const entry = scripts.find((file) => html.includes(file));
  const headerChunk = scripts.find((file) => file.startsWith('MallHeader'));
  check(entry && headerChunk, `the build has an entry (React) and the header's own chunk`);
  const sizes = Object.fromEntries(await Promise.all(scripts.map(async (file) => [file, await gz(file)])));
  const all = Object.values(sizes).reduce((sum, bytes) => sum + bytes, 0);
  console.log(`  entry (React): ${(sizes[entry] / 1024).toFixed(1)} KB gzip; header + sign-in dialog: ${(sizes[headerChunk] / 1024).toFixed(1)} KB gzip; every script: ${(all / 1024).toFixed(1)} KB gzip in ${scripts.length} files`);
  check(sizes[headerChunk] / 1024 < CHUNK_BUDGET_KB, `the header + sign-in dialog chunk (its forms apart, loaded on opening) is under ${CHUNK_BUDGET_KB} KB gzip`);

  console.log('▸ in Chromium: the header and the sign-in dialog, translated and in the app’s brand');
  preview = startPreview({ cwd: app });
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage();
  const errors = [];
  const fetched = new Set();
  page.on('response', (response) => {
    const file = new URL(response.url()).pathname.split('/').pop();
    if (file.endsWith('.js')) fetched.add(file);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await preview.open(page, '/');
  const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
  await signIn.waitFor();
  check(true, 'the header renders with English labels');
  await page.getByRole('searchbox').fill('green tea');
  await page.getByRole('searchbox').press('Enter');
  check((await page.locator('[data-searched]').textContent()) === 'green tea', 'a search calls back with its text');
  check((await page.locator('[data-resend-seconds]').textContent()) === '60', '@mall/api’s limits are read by the app');
  await signIn.click();
  const dialog = page.getByRole('dialog');
  // The forms load on the first opening, a placeholder meanwhile.
  await dialog.getByLabel('Phone number').first().waitFor();
  const dialogText = await dialog.innerText();
  check(dialogText.includes('Phone number') && !/signInDialog\.|signIn\./.test(dialogText), 'the sign-in dialog opens with its messages, not their ids');
  const submit = dialog.getByRole('button', { name: 'Sign in', exact: true });
  const colour = await submit.evaluate((element) => element.ownerDocument.defaultView.getComputedStyle(element).backgroundColor);
  // What the header and the opened dialog cost: every script fetched but React's entry and the message tables;
  // the country flags apart, since the dialog shows before them (grey stand-ins meanwhile).
  const messageTables = /^(zh-CN|en|fr|th|lao)-/;
  const flags = (file) => file.startsWith('3x2');
  const opened = [...fetched].filter((file) => file !== entry && !messageTables.test(file));
  const kb = (files) => files.reduce((sum, file) => sum + (sizes[file] ?? 0), 0) / 1024;
  const openedKb = kb(opened.filter((file) => !flags(file)));
  console.log(`  header + sign-in dialog opened: ${openedKb.toFixed(1)} KB gzip, then the flags ${kb(opened.filter(flags)).toFixed(1)} KB (${opened.map((file) => `${file} ${((sizes[file] ?? 0) / 1024).toFixed(1)}`).join(', ')})`);
  check(openedKb < OPENED_BUDGET_KB, `the header with the sign-in dialog opened loads under ${OPENED_BUDGET_KB} KB gzip of scripts before the flags`);
  check(colour === 'rgb(29, 78, 216)', `the dialog is drawn in the app's brand colour (${colour})`);
  await preview.open(page, '/?locale=lao');
  await page
    .getByRole('button', { name: 'ເຂົ້າສູ່ລະບົບ', exact: true })
    .first()
    .waitFor()
    .catch(async (error) => {
      throw new Error(`the Lao page: ${(await page.locator('body').innerText()).slice(0, 300)} ${errors.join('; ')}`, { cause: error });
    });
  check(true, 'the header renders in Lao');
  check(errors.length === 0, `no error in the browser${errors.length ? `: ${errors.join('; ')}` : ''}`);

  console.log('▸ in plain Node: both packages import, and the header renders to HTML');
  const script = `
    import { createElement } from 'react';
    import { renderToString } from 'react-dom/server';
    import * as api from '@mall/api';
    import { Header, MallProvider, loadUiMessages, countryEntries } from '@mall/ui';
    const messages = await loadUiMessages('en');
    const html = renderToString(createElement(MallProvider, { locale: 'en', messages },
      // Only the required props: the links are the provider's paths.
      createElement(Header, { logoUrl: '/logo.png', onSearch() {}, user: null, onSignIn() {}, onSignOut() {} })));
    process.stdout.write(JSON.stringify({ api: Object.keys(api).length, signIn: html.includes('Sign in') && html.includes('href="/order/shopping_cart"'), lao: countryEntries('lao').length }));
  `;
  const answer = JSON.parse(run(process.execPath, ['--input-type=module', '-e', script], app));
  check(answer.api > 50 && answer.signIn && answer.lao > 240, `Node imports @mall/api (${answer.api} exports) and @mall/ui, renders the header from its required props only and lists ${answer.lao} countries in Lao`);
  console.log('✔ the packages work from their tarballs');
} finally {
  await browser?.close();
  preview?.stop();
  // MALL_CONSUMER_KEEP=1 keeps the app, to look into its build.
  if (process.env.MALL_CONSUMER_KEEP) console.log(`  kept: ${app}`);
  else await rm(work, { recursive: true, force: true }).catch(() => undefined);
}
