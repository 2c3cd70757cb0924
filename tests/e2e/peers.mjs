// Benchmark, not a test: our page side by side with the two web calculators people use today
// (shared/peers: xmartlabs' cuda-calculator with its CDN files vendored, Intel's oneAPI GPU
// Occupancy Calculator), all three served the same way on localhost (python3 -m http.server)
// and loaded in headless Debian Chromium, interleaved, each load in a fresh browser context
// (empty caches).
//
//   trunk build --release && node tests/e2e/peers.mjs        (RUNS=40 loads each, UPDATES=40)
//
// "First complete view", from navigation start: the numbers, the limiter and the charts drawn,
// timed in the page by the same observer for all three (painted.mjs). Ours shows them by itself;
// xmartlabs shows nothing until its form is submitted, Intel's nothing until a GPU is chosen, so
// the page does that one task after its load event.
// "Update": an input changed in the page → the result shown changed and a frame painted.
import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS } from './browser.mjs';
import { completeView, paintedWhen, painted } from './painted.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PEERS = process.env.PEERS ?? join(ROOT, '..', 'shared', 'peers');
const RUNS = Number(process.env.RUNS ?? 40);
const UPDATES = Number(process.env.UPDATES ?? 40);

const freePort = () => new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
});
const servers = [];
async function serve(dir) {
  await stat(dir);
  const port = await freePort();
  servers.push(spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', dir], { stdio: 'ignore' }));
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    try { if ((await fetch(url)).ok) return url; } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no server for ${dir}`);
}

const quantile = (xs, q) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]; };
const stats = (xs) => ({ median: quantile(xs, 0.5), p95: quantile(xs, 0.95), max: Math.max(...xs), n: xs.length });
const ms = (x) => `${x.toFixed(0)} ms`;

// Each calculator: the page's "complete" state, checked in the page (see painted.mjs), and for
// the peers what a user does once the page has loaded before it shows anything.
const CALCULATORS = [
  {
    name: 'Occupancy Lab',
    dir: join(ROOT, 'dist'),
    query: '?gpu=GeForce+RTX+3080+10GB&threads=256&regs=32',
    complete: completeView,
    result: '[data-testid=occupancy]',
    change: (i) => { const f = document.getElementById('threads'); f.value = String(i % 2 ? 320 : 256); f.dispatchEvent(new Event('input', { bubbles: true })); },
  },
  {
    name: 'xmartlabs cuda-calculator',
    dir: join(PEERS, 'xmartlabs'),
    query: '',
    atLoad: () => document.forms[0].requestSubmit(),
    complete: () => document.querySelector('#occupancyOfMultiprocessor')?.textContent.trim()
      && document.querySelectorAll('#output svg').length >= 3,
    result: '#occupancyOfMultiprocessor',
    change: (i) => { document.getElementById('threadsPerBlock').value = String(i % 2 ? 320 : 256); document.forms[0].requestSubmit(); },
  },
  {
    name: 'Intel oneAPI GPU Occupancy Calculator',
    dir: join(PEERS, 'intel'),
    query: '',
    atLoad: () => { const s = document.querySelector('#gpu'); s.value = 'xe2_hpg'; s.dispatchEvent(new Event('change')); },
    complete: () => document.querySelector('#occ_cal .output .result')?.textContent.trim()
      && document.querySelector('#occ_cal canvas, canvas'),
    result: '#occ_cal .output .result',
    change: (i) => { const f = document.getElementById('wg'); f.value = String(i % 2 ? 128 : 256); f.dispatchEvent(new Event('change')); },
  },
];

/** A fresh context's page, loaded, with the time of its first complete view. */
async function load(browser, c) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(paintedWhen(c.complete, { atLoad: c.atLoad }));
  await page.goto(c.url + c.query);
  return { context, page, completeAt: await painted(page) };
}

for (const c of CALCULATORS) c.url = await serve(c.dir);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });

// 1. Page weight: gzip -9 of every response a cold load of the complete view fetches.
console.log('## Page weight (gzip -9 of every file a cold load fetches, each once)');
for (const c of CALCULATORS) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Each URL once: a module preloaded and then imported is one download.
  const sizes = new Map();
  page.on('response', (r) => {
    if (!sizes.has(r.url())) sizes.set(r.url(), r.body().then((body) => gzipSync(body, { level: 9 }).length, () => 0));
  });
  await page.addInitScript(paintedWhen(c.complete, { atLoad: c.atLoad }));
  await page.goto(c.url + c.query);
  await painted(page);
  await page.waitForLoadState('networkidle');
  c.weight = (await Promise.all(sizes.values())).reduce((a, b) => a + b, 0);
  const total = c.weight;
  console.log(`  ${c.name}: ${(total / 1000).toFixed(1)} KB`);
  await context.close();
}

// 2. First complete view, cold, interleaved.
for (const c of CALCULATORS) c.cold = [];
for (let i = 0; i < RUNS; i++) {
  for (const c of CALCULATORS) {
    const { context, completeAt } = await load(browser, c);
    c.cold.push(completeAt);
    await context.close();
  }
}
console.log(`\n## First complete view, cold, from navigation start (${RUNS} loads each, interleaved)`);
for (const c of CALCULATORS) {
  const s = stats(c.cold);
  console.log(`  ${c.name}: median ${ms(s.median)}, p95 ${ms(s.p95)}, max ${ms(s.max)}`);
}

// 3. Updates: an input changed in the page → the result changed and a frame painted.
console.log(`\n## Update: input changed → new result painted (${UPDATES} changes each)`);
for (const c of CALCULATORS) {
  const { context, page } = await load(browser, c);
  page.on('dialog', (d) => d.dismiss());
  const times = [];
  for (let i = 1; i <= UPDATES; i++) {
    const before = await page.locator(c.result).first().textContent();
    const took = await page.evaluate(async ({ change, i, result, before }) => {
      const start = performance.now();
      // eslint-disable-next-line no-new-func
      new Function('i', `(${change})(i)`)(i);
      for (;;) {
        await new Promise((r) => requestAnimationFrame(r));
        // A new, non-empty result (Intel's calculator empties its output before recomputing).
        const now = document.querySelector(result)?.textContent;
        if (now && now !== before) break;
        if (performance.now() - start > 5000) return null;
      }
      await new Promise((r) => { const ch = new MessageChannel(); ch.port1.onmessage = r; ch.port2.postMessage(0); });
      return performance.now() - start;
    }, { change: c.change.toString(), i, result: c.result, before });
    if (took !== null) times.push(took);
  }
  const s = stats(times);
  console.log(`  ${c.name}: median ${ms(s.median)}, p95 ${ms(s.p95)}, max ${ms(s.max)} (${s.n} changes seen)`);
  await context.close();
}

const ours = stats(CALCULATORS[0].cold).median;
const fasterPeer = Math.min(...CALCULATORS.slice(1).map((c) => stats(c.cold).median));
console.log(`\n## Budgets (charts issue): cold median ≤ 250 ms and ≤ half the faster peer's (${ms(fasterPeer / 2)}): ${ms(ours)}; page ≤ 250 KB: ${(CALCULATORS[0].weight / 1000).toFixed(1)} KB`);

await browser.close();
for (const s of servers) s.kill();
