// The runs panel against the real server: `occlab upload` makes a run appear on an open page
// without a reload, its student's name shown as text (never markup). Needs the page served by
// `occlab serve` (scripts/test-e2e.sh does that) and OCCLAB_BIN.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE_URL, launch, open, screenshot } from './browser.mjs';

const SAMPLES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public', 'samples');
// A real run of occlab measure --quick on the project's H100 (public/samples/README.md).
const RUN = join(SAMPLES, 'h100-quick.json');
const OCCLAB = process.env.OCCLAB_BIN ?? 'occlab';
const NAME = `Ada <b>Lovelace</b> ${process.pid}`;

let browser;
let page;
before(async () => {
  browser = await launch();
  page = await open(browser.context);
});
after(async () => {
  assert.deepEqual(page.errors, [], 'no console errors');
  await browser?.close();
});

test('a run sent with occlab upload appears on the open page without a reload', async () => {
  const status = page.locator('[data-testid=runs-status]');
  await status.filter({ hasText: 'updated live' }).waitFor({ timeout: 10_000 });
  await page.evaluate(() => { window.notReloaded = true; });

  const { stdout } = await promisify(execFile)(OCCLAB, ['upload', RUN, '--to', BASE_URL, '--name', NAME]);
  const id = stdout.match(/stored as run (\d+)/)?.[1];
  assert.ok(id, stdout);

  const row = page.locator(`[data-testid=run][data-run-id="${id}"]`);
  await row.waitFor({ timeout: 5_000 });
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
  assert.match(await page.getByTestId('run-knees').textContent(), /Vector add \(GB\/s\)/);
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

test('a run file opened on the page is read by the model\'s run reader, refusals named, and kept', async () => {
  const fresh = await open(browser.context);
  await fresh.getByTestId('run-file').setInputFiles({
    name: 'future.json', mimeType: 'application/json', buffer: Buffer.from('{"schema_version": 2}'),
  });
  assert.equal(await fresh.getByTestId('run-open-error').textContent(),
    'future.json: unknown schema_version 2: this version of Occupancy Lab reads version 1 (a newer occlab may have written it)');
  await fresh.getByTestId('run-file').setInputFiles(join(SAMPLES, 'h200-run.json'));
  await fresh.getByTestId('measured-run').waitFor({ state: 'visible' });
  assert.match(await fresh.getByTestId('self-check').textContent(), /agree on 7,200 of 7,200 configurations/);
  await fresh.reload();
  await fresh.getByTestId('measured-run').waitFor({ state: 'visible' });
  assert.match(await fresh.locator('#measured-heading').textContent(), /^NVIDIA H200/);
  assert.deepEqual(fresh.errors, []);
  await fresh.close();
});
