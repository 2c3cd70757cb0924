// The runs panel against the real server: `occlab upload` makes a run appear on an open page
// without a reload, its student's name shown as text (never markup). Needs the page served by
// `occlab serve` (scripts/test-e2e.sh does that) and OCCLAB_BIN. And the same page hosted
// statically (python3 -m http.server on dist/): run files chosen by the visitor are listed,
// refused in the model's words, and still there after a reload.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { createServer } from 'node:net';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE_URL, launch, open, openWithChunkFailing, screenshot, showLowerPanels } from './browser.mjs';
import { sharedPage } from './shared_page.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const SAMPLES = join(HERE, '..', '..', 'public', 'samples');
// A real run of occlab measure --quick on the project's H100 (public/samples/README.md).
const RUN = join(SAMPLES, 'h100-quick.json');
const DIST = join(HERE, '..', '..', 'dist');
const OCCLAB = process.env.OCCLAB_BIN ?? 'occlab';
const NAME = `Ada <b>Lovelace</b> ${process.pid}`;

let browser;
let page;
sharedPage((b, p) => {
  browser = b;
  page = p;
});

test('a run sent with occlab upload appears on the open page without a reload', async () => {
  const status = page.locator('[data-testid=runs-status]');
  await status.filter({ hasText: 'updated live' }).waitFor({ timeout: 10_000 });
  await page.evaluate(() => { window.notReloaded = true; });

  const { stdout } = await promisify(execFile)(OCCLAB, ['upload', RUN, '--to', BASE_URL, '--name', NAME]);
  const id = stdout.match(/stored as run (\d+)/)?.[1];
  assert.ok(id, stdout);

  const row = page.locator(`[data-testid=run][data-run-id="${id}"]`);
  await row.waitFor({ timeout: 5_000 }).catch(async (e) => {
    await screenshot(page, 'runs-panel-missing');
    const shown = await page.locator('[data-testid=runs]').textContent();
    throw new Error(`run ${id} not shown after 5 s; the panel shows: ${shown}\n${e}`);
  });
  assert.equal(await row.locator('.run-name').textContent(), NAME, 'the name is text, markup and all');
  assert.equal(await row.locator('b').count(), 0, 'no markup from a name');
  assert.equal(await row.locator('.run-device').textContent(), 'NVIDIA H100 80GB HBM3');
  assert.equal(await row.locator('.run-check').textContent(),
    'CC 9.0 · the model agrees with the driver on 1,700 of 1,700 configurations');
  assert.equal(await page.evaluate(() => window.notReloaded), true, 'the page was not reloaded');
  assert.match(await status.textContent(), /^[\d,]+ runs?, updated live$/);
  await screenshot(page, 'runs-panel');
});

test('a chosen run is laid over the model: self-check, knees, staircase, timeline, and its device as presets', async () => {
  const row = page.locator('[data-testid=run]').first();
  await row.getByTestId('show-run').click();
  const panel = page.getByTestId('measured-run');
  await panel.waitFor({ state: 'visible' });
  assert.equal(await page.getByTestId('self-check').textContent(),
    "The driver's cuOccupancyMaxActiveBlocksPerMultiprocessor and the model agree on 1,700 of 1,700 configurations (100.00%).");
  assert.match(await page.getByTestId('run-staircase').textContent(), /Every step is at a multiple of the model's full wave/);
  assert.match(await page.getByTestId('run-timeline').textContent(), /Achieved occupancy [\d.]+% \(per SM/);
  assert.match(await page.getByTestId('run-knees').textContent(),
    /Stream \(vector add\), 1 load in flight per array \(GB\/s\), 64 threads per block · held out: Needed warps per SM: textbook [\d.]+ \(latency × throughput\), calibrated \d+, measured \d+/);
  assert.match(await page.getByTestId('run-calibration').textContent(), /Held out: \d+ curves the calibration never saw/);
  // The measured timeline sits beside the waves picture it measures.
  assert.equal(await page.locator('.waves-panel [data-testid=canvas-timeline]').count(), 1);
  for (const id of ['canvas-staircase', 'canvas-timeline']) {
    await page.waitForFunction((id) => document.querySelector(`[data-testid=${id}]`)?.hasAttribute('data-marker-x'), id);
  }
  await page.getByTestId('use-run-device').click();
  // The measured DRAM latency replaces the compute capability's preset in the latency panel.
  const run = JSON.parse(readFileSync(RUN, 'utf8'));
  const dram = run.latency.dram_cycles.toFixed(2);
  await page.waitForFunction((v) => [...document.querySelectorAll('input')].some((i) => i.value === v), dram);
  await screenshot(page, 'measured-run');
  await page.getByTestId('back-to-catalogue').click();
  await page.waitForFunction((v) => ![...document.querySelectorAll('input')].some((i) => i.value === v), dram);
});

test('a chosen run calibrates the latency panel: ILP moves the needed occupancy and the curves, as occlab latency says', async () => {
  // The FMA chains of the contract (docs/LATENCY_MODEL.md) at 256 threads on the run's H100,
  // with the run's latencies as the textbook's presets (as occlab latency --run takes them).
  await page.getByTestId('use-run-device').click();
  await page.fill('#threads', '256');
  await page.getByTestId('unit-gflops').check();
  const kernel = { ilp: '1', cuda_core: '1', issue_slots: '1', memory_bytes: '0', chain_arith: '1', chain_mem: '0' };
  for (const [key, value] of Object.entries(kernel)) {
    await page.fill(`#${key}`, value);
  }
  const answer = page.getByTestId('latency-answer');
  const canvas = page.getByTestId('canvas-throughput');
  const cli = async (ilp) => {
    const flags = ['latency', '--run', RUN, '--threads', '256', '--ilp', ilp, '--cuda-core', '1', '--issue-slots', '1',
      '--memory-bytes', '0', '--chain-arith', '1', '--chain-mem', '0', '--unit', 'gflops', '--curve', '--json'];
    const { stdout } = await promisify(execFile)(OCCLAB, flags);
    return JSON.parse(stdout);
  };
  const needs = async (ilp) => {
    const { knee_warps: knee, textbook_needed_warps: textbook } = await cli(ilp);
    const expected = `This kernel needs about ${knee} on this GPU (calibrated by the measured run of the NVIDIA H100 80GB HBM3) and ${Math.ceil(textbook)} by the textbook`;
    await page.waitForFunction((text) => document.querySelector('[data-testid=latency-answer]')?.textContent.includes(text), expected)
      .catch(async (e) => { throw new Error(`${await answer.textContent()} lacks ${expected}: ${e}`); });
    return knee;
  };
  const one = await needs('1');
  const reasons = page.getByTestId('latency-reasons');
  assert.match(await reasons.textContent(), /a scheduler of this GPU loses [\d.]+ cycles each time it then switches warps/);
  await page.waitForFunction(() => document.querySelector('[data-testid=canvas-throughput]')?.hasAttribute('data-marker-x'));
  const before = await canvas.evaluate((c) => c.toDataURL());
  await page.fill('#ilp', '4');
  const four = await needs('4');
  assert.notEqual(one, four, 'ILP moves the needed occupancy');
  await page.waitForFunction((b) => document.querySelector('[data-testid=canvas-throughput]')?.toDataURL() !== b, before);
  assert.match(await reasons.textContent(), /a warp issues until its first result is ready, so no cycle is lost switching warps/);
  await screenshot(page, 'latency-calibrated');
  await page.getByTestId('back-to-catalogue').click();
});

test('with no run open the latency panel says so, offers the runs of the architecture, and one opens calibrated', async () => {
  const fresh = await open(browser.context, '?gpu=H100+SXM5+80GB');
  try {
    await showLowerPanels(fresh);
    const hint = fresh.getByTestId('latency-no-run');
    await hint.waitFor({ state: 'visible' });
    assert.match(await fresh.getByTestId('latency-answer').textContent(),
      /^You have \d+ warps per SM\. By the textbook this kernel needs about \d+ \(no measured run of this GPU is open\)\.$/);
    assert.match(await hint.textContent(), /A measured run of a Hopper GPU calibrates the model/);
    // Every committed run of a Hopper GPU (public/samples/), by its GPU.
    const samples = fresh.getByTestId('sample-run');
    assert.equal(await samples.count(), 6);
    await fresh.locator('[data-testid=sample-run][data-file="h100-run.json"]').click();
    await fresh.waitForFunction(() => document.querySelector('[data-testid=latency-answer]')
      ?.textContent.includes('on this GPU (calibrated by the measured run of the NVIDIA H100 80GB HBM3)'));
    await hint.waitFor({ state: 'hidden' });
    assert.equal(await fresh.getByTestId('sample-error').textContent(), '');
    await screenshot(fresh, 'latency-sample-run');
    assert.deepEqual(fresh.errors, [], 'no console errors');
  } finally {
    await fresh.close();
  }
});

test('when the runs panel\'s code cannot be fetched, the region says so and the page goes on', async () => {
  const failing = await openWithChunkFailing(browser.context, /split_runs_panel.*\.wasm$/, '?gpu=RTX+4090&threads=256&regs=32');
  try {
    await showLowerPanels(failing);
    await failing.getByText('The runs panel could not be loaded: reload the page to try again.').waitFor({ timeout: 10_000 });
    assert.deepEqual(failing.uncaught, [], 'no panic, no uncaught error');
    // The calculator still answers.
    await failing.fill('#threads', '512');
    // 1,536 threads per SM on compute capability 8.9: three blocks of 512.
    await failing.waitForFunction(() => document.querySelector('[data-testid=active-blocks]')?.textContent.trim() === '3');
  } finally {
    await failing.close();
  }
});

/** A free loopback port. */
async function freePort() {
  const server = createServer();
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  await new Promise((done) => server.close(done));
  return port;
}

test('hosted statically, run files chosen on the page are listed, refused in the model\'s words, and kept', async () => {
  const port = await freePort();
  const server = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', DIST], { stdio: 'ignore' });
  const scratch = await mkdtemp(join(tmpdir(), 'occlab-runs-'));
  const statically = await launch();
  try {
    const url = `http://127.0.0.1:${port}/`;
    for (let i = 0; i < 50 && !(await fetch(url).then((r) => r.ok, () => false)); i++) {
      await new Promise((done) => setTimeout(done, 100));
    }
    const page = await statically.context.newPage();
    const errors = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    page.on('pageerror', (e) => errors.push(String(e)));
    const wasm = [];
    page.on('request', (r) => { if (r.url().endsWith('.wasm')) wasm.push(new URL(r.url()).pathname); });
    await page.goto(url);
    await showLowerPanels(page);
    const status = page.locator('[data-testid=runs-status]');
    await status.filter({ hasText: 'from files' }).waitFor({ timeout: 10_000 });
    // Without runs, the page loads none of the runs panel's code (its own chunk): that comes
    // with the first run file.
    assert.ok(!wasm.some((path) => path.includes('runs_panel')), `wasm loaded: ${wasm}`);

    const bad = join(scratch, 'bad.json');
    await writeFile(bad, (await readFile(RUN, 'utf8')).replace('"sms": 132', '"sms": 0'));
    await page.locator('[data-testid=run-files]').setInputFiles([RUN, bad]);
    const row = page.locator('[data-testid=run]');
    await row.first().waitFor({ timeout: 5_000 });
    assert.ok(wasm.some((path) => path.includes('runs_panel')), `wasm loaded: ${wasm}`);
    assert.equal(await row.count(), 1);
    assert.equal(await row.locator('.run-name').textContent(), 'h100-quick.json');
    assert.equal(await row.locator('.run-device').textContent(), 'NVIDIA H100 80GB HBM3');
    assert.equal(await page.locator('[data-testid=runs-refused]').textContent(),
      'bad.json: not a valid run: device.sms must be at least 1');

    await page.reload();
    await showLowerPanels(page);
    await status.filter({ hasText: '1 run from files' }).waitFor({ timeout: 10_000 });
    assert.equal(await page.locator('[data-testid=run] .run-name').textContent(), 'h100-quick.json');
    // A file's run is laid over the model too.
    await page.locator('[data-testid=run] [data-testid=show-run]').click();
    await page.getByTestId('measured-run').waitFor({ state: 'visible' });
    assert.match(await page.getByTestId('self-check').textContent(), /agree on 1,700 of 1,700 configurations/);
    await screenshot(page, 'runs-from-files');
    // The page asks for /api/runs once per load; a static host answers 404.
    assert.deepEqual(errors.filter((e) => !e.includes('404')), [], 'no console errors but the 404s');
  } finally {
    await statically.close();
    server.kill();
    await rm(scratch, { recursive: true, force: true });
  }
});

test('when the server goes away the page says it is reconnecting and when the last update came, then goes live again', async () => {
  const port = await freePort();
  const scratch = await mkdtemp(join(tmpdir(), 'occlab-reconnect-'));
  const start = () => spawn(OCCLAB, ['serve', '--addr', `127.0.0.1:${port}`, '--dist', DIST, '--db', join(scratch, 'runs.sqlite')], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/`;
  const up = async () => {
    for (let i = 0; i < 100 && !(await fetch(url).then((r) => r.ok, () => false)); i++) {
      await new Promise((done) => setTimeout(done, 100));
    }
  };
  let server = start();
  const own = await launch();
  try {
    await up();
    const fresh = await own.context.newPage();
    await fresh.goto(url);
    await showLowerPanels(fresh);
    const status = fresh.getByTestId('runs-status');
    await status.filter({ hasText: 'updated live' }).waitFor({ timeout: 10_000 });
    server.kill('SIGKILL');
    await status.filter({ hasText: /the server cannot be reached: reconnecting… \(the last update came at \d{1,2}:\d{2}:\d{2}/ })
      .waitFor({ timeout: 10_000 });
    server = start();
    await up();
    await status.filter({ hasText: 'updated live' }).waitFor({ timeout: 15_000 });
  } finally {
    server.kill('SIGKILL');
    await own.close();
    await rm(scratch, { recursive: true, force: true });
  }
});
