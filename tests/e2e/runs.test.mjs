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
import { ARTIFACTS, BASE_URL, goto, launch, open, openWithChunkFailing, screenshot, showLowerPanels } from './browser.mjs';
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

test('a chosen run is laid over the model: self-check, knees, staircase, timeline; its measured figures are the presets, and it closes', async () => {
  const row = page.locator('[data-testid=run]').first();
  const id = await row.getAttribute('data-run-id');
  await row.getByTestId('show-run').click();
  const panel = page.getByTestId('measured-run');
  await panel.waitFor({ state: 'visible' });
  // The page opens calibrated by a committed H100 run, so the panel is already there: the server's
  // run is fetched, and its figures are read once the runs panel names it as the one laid over the model.
  await page.locator('[data-testid=run-shown]', { hasText: new RegExp(`^Laid over the model: run ${id} \\(`) }).waitFor();
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
  // Its measured DRAM latency is the latency panel's preset at once, to the digits occlab latency
  // --run takes (no click, no rounding into a typed field), and the run is the panel's choice.
  const run = JSON.parse(readFileSync(RUN, 'utf8'));
  assert.equal(await page.inputValue('#mem_latency'), run.latency.dram_cycles.toFixed(2));
  assert.equal(await page.locator('[data-testid=run-choice] option:checked').getAttribute('value'), 'shown');
  assert.match(await page.getByTestId('latency-presets').textContent(), new RegExp(`measured by the run run ${id}|the run run ${id}`));
  await page.waitForFunction((id) => location.search.includes(`run=${id}`), id);
  await screenshot(page, 'measured-run');
  // Closing it leaves the textbook alone, with the catalogue's presets.
  await page.getByTestId('close-run').click();
  await panel.waitFor({ state: 'hidden' });
  assert.equal(await page.inputValue('#mem_latency'), '670');
  assert.equal(await page.locator('[data-testid=run-choice] option:checked').getAttribute('value'), 'none');
  await page.getByTestId('latency-headline').getByText(/by the textbook; you have \d+\.$/).waitFor();
  await page.waitForFunction(() => location.search.includes('run=none'));
});

test('a run shown while the default run is still on its way stays shown, and the default is one choice away', async () => {
  // The committed H100 run the latency panel opens with is held back until a server's run is shown.
  const fresh = await browser.context.newPage();
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await fresh.route('**/samples/h100-run.json', async (route) => { await held; await route.continue(); });
  try {
    await goto(fresh, `${BASE_URL}?gpu=H100+SXM5+80GB`);
    await showLowerPanels(fresh);
    const row = fresh.locator('[data-testid=run]').first();
    await row.waitFor({ timeout: 10_000 });
    const id = await row.getAttribute('data-run-id');
    await row.getByTestId('show-run').click();
    const shown = (label) => fresh.locator('[data-testid=run-shown]', { hasText: label });
    await shown(new RegExp(`^Laid over the model: run ${id} \\(`)).waitFor();
    const arrived = fresh.waitForResponse('**/samples/h100-run.json');
    release();
    await (await arrived).finished();
    await fresh.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    assert.match(await fresh.getByTestId('run-shown').textContent(), new RegExp(`^Laid over the model: run ${id} \\(`));
    assert.match(await fresh.getByTestId('self-check').textContent(), /agree on 1,700 of 1,700 configurations/);
    assert.equal(await fresh.locator('[data-testid=run-choice] option:checked').getAttribute('value'), 'shown');
    // Chosen again, the committed run is fetched again and shown.
    await fresh.selectOption('[data-testid=run-choice]', 'sample:0');
    await shown(/h100-run\.json/).waitFor({ timeout: 10_000 });
  } finally {
    await fresh.close();
  }
});

test('a chosen run calibrates the latency panel: ILP moves the needed occupancy and the curves, as occlab latency says', async () => {
  // The FMA chains of the contract (docs/LATENCY_MODEL.md) at 256 threads on the run's H100,
  // with the run's measured figures as the textbook's presets (as occlab latency --run takes them).
  await page.selectOption('[data-testid=run-choice]', { label: 'h100-quick.json: H100 80GB HBM3, --quick' });
  await page.getByTestId('run-shown').getByText('h100-quick.json').waitFor();
  await page.fill('#threads', '256');
  await page.getByTestId('unit-gflops').check();
  const kernel = { ilp: '1', cuda_core: '1', issue_slots: '1', memory_bytes: '0', chain_arith: '1', chain_mem: '0' };
  for (const [key, value] of Object.entries(kernel)) {
    await page.fill(`#${key}`, value);
  }
  const headline = page.getByTestId('latency-headline');
  const canvas = page.getByTestId('canvas-throughput');
  const cli = async (ilp) => {
    const flags = ['latency', '--run', RUN, '--threads', '256', '--ilp', ilp, '--cuda-core', '1', '--issue-slots', '1',
      '--memory-bytes', '0', '--chain-arith', '1', '--chain-mem', '0', '--unit', 'gflops', '--curve', '--json'];
    const { stdout } = await promisify(execFile)(OCCLAB, flags);
    return JSON.parse(stdout);
  };
  const needs = async (ilp) => {
    const out = await cli(ilp);
    const expected = `The kernel these settings describe needs about ${out.knee_warps} warps per SM on this GPU; you have `;
    await page.waitForFunction((text) => document.querySelector('[data-testid=latency-headline]')?.textContent.startsWith(text), expected)
      .catch(async (e) => { throw new Error(`${await headline.textContent()} lacks ${expected}: ${e}`); });
    assert.match(await page.getByTestId('latency-answer').textContent(),
      new RegExp(`^Calibrated by the measured run h100-quick\\.json; the textbook says ${Math.ceil(out.textbook_needed_warps)}\\.`));
    return out.knee_warps;
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
  await page.getByTestId('reset-settings').click();
  await page.selectOption('[data-testid=run-choice]', 'none');
});

test('calibrated by default: the H100 opens with its own committed run, named, the textbook beside it; none and another are one click, and the link keeps the choice', async () => {
  const fresh = await open(browser.context, '?gpu=H100+SXM5+80GB&threads=256&regs=64');
  try {
    await showLowerPanels(fresh);
    const headline = fresh.getByTestId('latency-headline');
    await headline.getByText(/^Volkov's vector add \(the preset kernel\) needs about \d+ warps per SM on this GPU; you have 32\.$/).waitFor({ timeout: 10_000 });
    assert.match(await fresh.getByTestId('latency-answer').textContent(),
      /^Calibrated by the measured run h100-run\.json; the textbook says \d+\. The run did not measure this kernel: its nearest, Stream \(vector add\), 1 load in flight per array, 256 threads per block, needed \d+ warps\. Differences: Dependent arithmetic instructions 1 \(here 4\)\.$/);
    assert.equal(await fresh.locator('[data-testid=run-choice] option:checked').getAttribute('value'), 'sample:0');
    assert.equal(await fresh.getByTestId('latency-no-run').isHidden(), true);
    // The headline is one short sentence in a large type; what follows is in ordinary weight.
    const weight = (id) => fresh.getByTestId(id).evaluate((e) => getComputedStyle(e).fontWeight);
    assert.deepEqual([await weight('latency-headline'), await weight('latency-answer')], ['700', '400']);
    // With a run open, the mode line and the marker are the calibrated model's, as occlab
    // latency --run says them; the textbook's is named as the textbook's.
    const { stdout } = await promisify(execFile)(OCCLAB, ['latency', '--run', join(SAMPLES, 'h100-run.json'),
      '--threads', '256', '--regs', '64', '--json']);
    const cli = JSON.parse(stdout);
    await fresh.waitForFunction((want) => document.querySelector('[data-testid=mode]')?.textContent.trim() === want, cli.at_warps.sentence);
    assert.match(cli.at_warps.sentence, /^calibrated by the run: ≈ [\d,.]+ GB\/s with 32 warps, /);
    assert.equal(await fresh.getByTestId('mode-textbook').textContent(), cli.at_warps.textbook);
    assert.equal(await fresh.getByTestId('latency-headline').textContent(), cli.answer.headline);
    assert.equal(await fresh.getByTestId('latency-answer').textContent(), cli.answer.answer);
    await fresh.locator('.latency-panel').screenshot({ path: join(ARTIFACTS, 'latency-calibrated-default.png') });
    // None: the textbook alone, and the link says so.
    await fresh.selectOption('[data-testid=run-choice]', 'none');
    await headline.getByText(/needs about \d+ warps per SM by the textbook; you have 32\.$/).waitFor();
    assert.equal(await fresh.getByTestId('latency-answer').textContent(),
      'By the textbook alone: Volkov\'s two-mode model with the settings below; no measured run calibrates it.');
    await fresh.waitForFunction(() => location.search.includes('run=none'));
    await fresh.reload();
    await showLowerPanels(fresh);
    await headline.getByText(/by the textbook; you have 32\.$/).waitFor({ timeout: 10_000 });
    // Another GPU's run over this H100 says whose figure it is.
    await fresh.selectOption('[data-testid=run-choice]', { label: 'h200-run.json: H200, format 1 (the vector add and ILP 1, 2 and 4 only) (another GPU: H200 SXM 141GB)' });
    await headline.getByText(/needs about \d+ warps per SM on the run's NVIDIA H200; you have 32\.$/).waitFor({ timeout: 10_000 });
    assert.match(await fresh.getByTestId('latency-answer').textContent(),
      /^Calibrated by the measured run h200-run\.json, measured on NVIDIA H200, not on the calculator's H100 SXM5 80GB;/);
    await fresh.waitForFunction(() => location.search.includes('run=h200-run'));
    // A GPU with no committed run: the textbook, and how to measure one.
    await goto(fresh, new URL('?gpu=RTX+4090&threads=256', fresh.url()).href);
    await showLowerPanels(fresh);
    await fresh.getByTestId('latency-no-run').waitFor({ state: 'visible' });
    assert.match(await fresh.getByTestId('latency-no-run').textContent(), /^No run of this architecture \(Ada Lovelace\) was measured for this lab yet/);
    assert.deepEqual(await fresh.locator('[data-testid=run-choice] option').evaluateAll((o) => o.map((e) => e.value)), ['none']);
    assert.deepEqual(fresh.errors, [], 'no console errors');
  } finally {
    await fresh.close();
  }
});

test('in Chinese too: the calibrated headline first, the run named, the textbook beside it', async () => {
  const fresh = await open(browser.context, '?gpu=H100+SXM5+80GB&threads=256&regs=64&lang=zh');
  try {
    await showLowerPanels(fresh);
    await fresh.getByTestId('latency-headline').getByText(/^Volkov 的向量加法（预设内核）在此 GPU 上每个 SM 大约需要 \d+ 个 warp；当前有 32 个。$/).waitFor({ timeout: 10_000 });
    assert.match(await fresh.getByTestId('latency-answer').textContent(), /^由实测运行 h100-run\.json 校准；按教科书模型为 \d+ 个。/);
    assert.match(await fresh.getByTestId('mode').textContent(), /^按该运行校准：32 个 warp 时约为 [\d,.]+ GB\/s/);
    await fresh.selectOption('[data-testid=run-choice]', 'none');
    await fresh.getByTestId('latency-headline').getByText(/按教科书模型每个 SM 大约需要 \d+ 个 warp；当前有 32 个。$/).waitFor();
    await fresh.locator('.latency-panel').screenshot({ path: join(ARTIFACTS, 'latency-calibrated-zh.png') });
    assert.deepEqual(fresh.errors, [], 'no console errors');
  } finally {
    await fresh.close();
  }
});

test('loads in flight move the DRAM bytes with them, the answer falls as the run measured, and a typed mismatch is named', async () => {
  const fresh = await open(browser.context, '?gpu=H100+SXM5+80GB&threads=256&regs=64');
  try {
    await showLowerPanels(fresh);
    await fresh.getByTestId('latency-headline').getByText(/on this GPU/).waitFor({ timeout: 10_000 });
    const knees = [];
    const text = (id) => fresh.getByTestId(id).textContent();
    const textbook = [];
    for (const loads of ['2', '4', '8', '16']) {
      await fresh.fill('#loads_in_flight', loads);
      const bytes = String(Number(loads) * 192);
      await fresh.waitForFunction((b) => document.querySelector('#memory_bytes').value === b, bytes);
      assert.match(await text('traffic'), new RegExp(`= ${Number(bytes).toLocaleString('en-US')} B per warp: the DRAM bytes follow the loads in flight`));
      const { stdout } = await promisify(execFile)(OCCLAB, ['latency', '--run', join(SAMPLES, 'h100-run.json'),
        '--threads', '256', '--regs', '64', '--loads-in-flight', loads, '--json']);
      const cli = JSON.parse(stdout);
      await fresh.waitForFunction((want) => document.querySelector('[data-testid=latency-headline]')?.textContent === want, cli.answer.headline);
      knees.push(Number(cli.answer.headline.match(/needs about (\d+) warps/)[1]));
      textbook.push([cli.sentences.memory, cli.needed_warps]);
    }
    // More loads in flight need fewer warps, in the calibrated answer (16 at 16 loads, as the run
    // measured) and in each textbook figure: the memory line and Volkov's needed occupancy.
    assert.ok(knees.every((k, i) => i === 0 || k <= knees[i - 1]), `${knees}`);
    assert.equal(knees[3], 16);
    const memoryWarps = textbook.map(([m]) => Number(m.match(/[=≈] ([\d.,]+) warps per SM/)[1].replace(',', '')));
    assert.ok(memoryWarps.every((w, i) => i === 0 || w < memoryWarps[i - 1]), `${memoryWarps}`);
    assert.ok(textbook.every(([, n], i) => i === 0 || n < textbook[i - 1][1]), `${textbook.map((t) => t[1])}`);
    // Typed bytes that the loads do not imply are used, and named beside the fields.
    await fresh.fill('#memory_bytes', '384');
    await fresh.getByTestId('traffic').getByText(/move 3,072 B per warp, but the DRAM bytes are entered as 384 B, and the model uses what is entered/).waitFor();
    assert.equal(await fresh.getByTestId('traffic').getAttribute('class'), 'field-error');
    await screenshot(fresh, 'latency-traffic-typed');
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
    // A GPU with no committed run: nothing calibrates its latency panel by default.
    await page.goto(`${url}?gpu=RTX+4090`);
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
