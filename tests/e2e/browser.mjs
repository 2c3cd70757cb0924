// Shared helpers for the browser tests and the performance script: start headless Chromium
// (Debian's, through playwright-core) on a fresh profile, open the app, collect console errors.
import { chromium } from 'playwright-core';
import { mkdtemp, rm, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BASE_URL = process.env.OCCLAB_URL ?? 'http://127.0.0.1:8080/';
export const ARTIFACTS = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');

/** Chromium's flags for a quiet, reproducible headless run. */
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/** The browsers launched and not yet closed. */
const running = new Set();

// A failed assertion skips the rest of its test, its `close()` included, and a browser left
// running keeps the test file's process alive: the run would hang instead of reporting. Under
// `node --test`, whatever a file's tests left running is closed after them.
if (process.env.NODE_TEST_CONTEXT) {
  const { after } = await import('node:test');
  after(() => Promise.all([...running].map((browser) => browser.close())));
}

/** Launches Chromium on a fresh profile; `close()` also removes the profile. */
export async function launch({ args = [], viewport = { width: 1440, height: 1000 }, touch = false, locale } = {}) {
  const profile = await mkdtemp(join(tmpdir(), 'occlab-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, ...args],
    viewport,
    // A phone's screen: touch, no hovering pointer (the media queries hover and pointer follow).
    ...(touch ? { hasTouch: true, isMobile: true } : {}),
    // The browser's languages (navigator.languages and Accept-Language).
    ...(locale ? { locale } : {}),
  });
  const browser = {
    context,
    async close() {
      running.delete(browser);
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
  running.add(browser);
  return browser;
}

/** Opens the app at `query` and waits for the first result and the three impact charts (the
 *  panels' canvases stay blank without an SM count or a GPU's clock), then for the lower panels
 *  (see `showLowerPanels`). Console errors and page errors are collected in `page.errors`. */
export async function open(context, query = '') {
  const page = await context.newPage();
  page.errors = [];
  page.on('console', (m) => { if (m.type() === 'error') page.errors.push(m.text()); });
  page.on('pageerror', (e) => page.errors.push(String(e)));
  await goto(page, BASE_URL + query);
  return page;
}

/** Opens the app at `query` in a new page whose requests for the wasm chunks matching `chunk`
 *  fail, as they would with the server gone or the network down; `page.uncaught` collects the
 *  page's uncaught errors. Waits for nothing: the caller waits for what it checks. */
export async function openWithChunkFailing(context, chunk, query) {
  const page = await context.newPage();
  await page.route(chunk, (route) => route.abort());
  page.uncaught = [];
  page.on('pageerror', (e) => page.uncaught.push(String(e)));
  await page.goto(BASE_URL + query);
  return page;
}

/** Navigates `page` to `url` and waits as `open` does. */
export async function goto(page, url) {
  await page.goto(url);
  await page.waitForFunction(() => document.querySelector('[data-testid=occupancy]')?.textContent.trim()
    && document.querySelectorAll('.charts canvas[data-marker-x]').length === 3);
  await showLowerPanels(page);
}

/** The lower panels (waves, latency hiding, import, runs) are a wasm chunk of their own, loaded
 *  as the visitor nears them: scrolls to them, waits for them, and scrolls back to the top. */
export async function showLowerPanels(page) {
  await page.waitForSelector('[data-testid=lower-panels-pending], .import-panel', { state: 'attached' });
  await page.evaluate(() => document.querySelector('[data-testid=lower-panels-pending]')?.scrollIntoView());
  await page.waitForSelector('.import-panel', { state: 'attached' });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The text of every result hook. */
export async function results(page) {
  return page.evaluate(() => {
    const t = (id) => document.querySelector(`[data-testid="${id}"]`)?.textContent.trim();
    return {
      occupancy: t('occupancy'), activeBlocks: t('active-blocks'), activeWarps: t('active-warps'),
      limiters: document.querySelector('[data-testid=limiters]')?.getAttribute('data-limiters'), warps: t('limit-warps'), registers: t('limit-registers'),
      sharedMemory: t('limit-shared-memory'), blocks: t('limit-blocks'), barriers: t('limit-barriers'),
    };
  });
}

export async function screenshot(page, name) {
  await mkdir(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}
