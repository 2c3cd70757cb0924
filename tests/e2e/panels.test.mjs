// The waves and latency-hiding panels: their code loaded as the visitor nears them (and a
// failed load said in a sentence), Waves Per SM and the tail-effect sentence against Nsight
// Compute on an H100 (tests/hardware/data/h100/ncu_tail.txt), the partial wave in the picture,
// rounding the grid to full waves, the SM count of a bare compute capability, the mode of the
// two-mode model changing with the occupancy, the throughput chart's marker, editable presets
// with a reset, refused values, links, and keyboard use.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE_URL, launch, open, openWithChunkFailing, screenshot, showLowerPanels } from './browser.mjs';

const NCU = join(dirname(fileURLToPath(import.meta.url)), '..', 'hardware', 'data', 'h100', 'ncu_tail.txt');

/** Nsight Compute's launches of regs_kernel<32> (48 registers, 256 threads): grid, Waves Per SM
 *  and the tail-effect sentence, if it printed one. */
function profiled() {
  const text = readFileSync(NCU, 'utf8');
  return text.split('void regs_kernel<32>').slice(1).map((block) => {
    const value = (name) => block.split('\n').find((l) => l.trim().startsWith(name)).trim().split(/\s+/).pop().replace(/,/g, '');
    const prose = block.split(/\s+/).join(' ');
    const start = prose.indexOf('This kernel launch results in');
    const end = prose.indexOf('of this kernel.', start);
    return {
      grid: value('Grid Size'),
      wavesPerSm: value('Waves Per SM'),
      sentence: start < 0 ? null : prose.slice(start, end + 'of this kernel.'.length),
    };
  });
}

let browser;
let page;
before(async () => {
  browser = await launch();
  page = await open(browser.context, '?gpu=H100+SXM5+80GB&threads=256&regs=48&grid=700&run=none');
});
after(async () => {
  assert.deepEqual(page.errors, [], 'no console errors');
  await browser?.close();
});

const text = (id) => page.getByTestId(id).textContent();

/** Pixels of `rgb` on a canvas, and a fingerprint of the whole image. */
const pixels = (id, rgb = [-1, -1, -1]) => page.evaluate(([id, rgb]) => {
  const canvas = document.querySelector(`[data-testid=${id}]`);
  const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  let inked = 0;
  let matching = 0;
  let hash = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i] !== data[0] || data[i + 1] !== data[1] || data[i + 2] !== data[2]) inked++;
    if (data[i] === rgb[0] && data[i + 1] === rgb[1] && data[i + 2] === rgb[2]) matching++;
    hash = (hash * 31 + data[i] + data[i + 1] * 7 + data[i + 2] * 13) | 0;
  }
  return { inked, matching, hash };
}, [id, rgb]);

/** The light theme's partial-wave colour (src/chart/palette.rs, limiters[1]). */
const PARTIAL = [214, 98, 0];

async function setGrid(grid) {
  await page.getByTestId('grid').fill(String(grid));
  await page.waitForFunction((g) => document.querySelector('#grid').value === g, String(grid));
}

test('Waves Per SM and the tail effect match Nsight Compute as the grid changes', async () => {
  const runs = profiled().filter((r) => r.sentence);
  assert.deepEqual(runs.map((r) => r.grid), ['700', '1000', '1400', '2000']);
  assert.deepEqual(runs.map((r) => r.wavesPerSm), ['1.06', '1.52', '2.12', '3.03']);
  let previous = null;
  for (const run of runs) {
    await setGrid(run.grid);
    await page.waitForFunction((w) => document.querySelector('[data-testid=waves-per-sm]')?.textContent === w, run.wavesPerSm);
    assert.equal(await text('tail-effect'), run.sentence, `grid ${run.grid}`);
    assert.equal(await text('full-wave'), '660 blocks (5 per SM × 132 SMs)');
    const partial = await text('partial-wave');
    assert.notEqual(partial, previous, 'the partial wave changes with the grid');
    previous = partial;
    const picture = await pixels('canvas-waves', PARTIAL);
    assert.ok(picture.inked > 5000, `grid ${run.grid}: ${picture.inked} pixels drawn`);
    assert.ok(picture.matching > 50, `grid ${run.grid}: the partial wave is coloured (${picture.matching} pixels)`);
  }
  // 2,000 blocks = 3 full waves of 660 and 20 blocks: the figures say so, in block durations.
  assert.equal(await text('partial-wave'), '20 blocks (3.03% of a wave)');
  assert.equal(await text('full-waves'), '3');
  assert.equal(await text('estimated-time'), '4 block durations');
  assert.match(await text('achievable-occupancy'), /^\d+\.\d\d% \(balanced workload, at best\)$/);
  await screenshot(page, 'waves-2000');
});

test('a grid smaller than a wave gets the profiler\'s small-grid sentence', async () => {
  await setGrid(100);
  await page.waitForFunction(() => document.querySelector('[data-testid=waves-per-sm]')?.textContent === '0.15');
  // Nsight Compute's sentence, then what its one decimal hides (#36: "Full waves 0" beside
  // "only 1.0 full waves" read as a contradiction).
  assert.equal(await text('tail-effect'),
    'This kernel grid is too small to fill the available resources on this device, resulting in only 0.2 full waves across all SMs. Nsight Compute writes Waves Per SM to one decimal: the grid is 0.15 of one full wave, so no wave is full, and 100 of the 132 SMs get a block.');
  assert.equal(await text('round-grid-0'), '660 blocks (1 full wave)');
  assert.ok(await page.getByTestId('round-grid-1').isHidden());
});

test('rounding the grid to full waves takes one click and leaves no partial wave', async () => {
  await setGrid(1400);
  await page.getByTestId('waves-per-sm').getByText('2.12').waitFor();
  assert.equal(await text('round-grid-0'), '1,320 blocks (2 full waves)');
  assert.equal(await text('round-grid-1'), '1,980 blocks (3 full waves)');
  const before = await pixels('canvas-waves', PARTIAL);
  await page.getByTestId('round-grid-1').click();
  await page.waitForFunction(() => document.querySelector('#grid').value === '1980');
  await page.getByTestId('partial-wave').getByText('none').waitFor();
  assert.match(await text('tail-effect'), /^The grid fills its last wave: 3 full waves and no partial wave/);
  assert.ok(await page.locator('.round-grid').isHidden());
  const after = await pixels('canvas-waves', PARTIAL);
  assert.notEqual(after.hash, before.hash, 'the picture is redrawn');
  assert.equal(after.matching, 0, 'no partial wave left to colour');
  // The grid slider spans eight full waves.
  assert.equal(await page.getByTestId('grid-slider').getAttribute('max'), '5280');
  assert.equal(await page.getByTestId('grid-slider').inputValue(), '1980');
});

test('changing the occupancy changes the mode, and the chart\'s marker moves', async () => {
  await page.getByTestId('regs').fill('48');
  await page.getByTestId('mode').getByText('throughput-bound by memory bandwidth with 40 warps').waitFor();
  const before = { x: Number(await page.getByTestId('canvas-throughput').getAttribute('data-marker-x')), image: await pixels('canvas-throughput') };
  assert.ok(before.image.inked > 3000, `${before.image.inked} pixels drawn`);
  await page.getByTestId('regs').fill('255');
  await page.getByTestId('mode').getByText(/^latency-bound: 8 of the 23 warps needed/).waitFor();
  await page.waitForFunction((x) => Number(document.querySelector('[data-testid=canvas-throughput]').dataset.markerX) !== x, before.x);
  const after = { x: Number(await page.getByTestId('canvas-throughput').getAttribute('data-marker-x')), image: await pixels('canvas-throughput') };
  assert.ok(after.x < before.x, `the marker moved left: ${before.x} → ${after.x}`);
  assert.notEqual(after.image.hash, before.image.hash);
  assert.match(await page.getByTestId('canvas-throughput').getAttribute('aria-label'), /At the calculator's 8 warps: [\d,]+\.\d\d GB\/s\./);
  await page.getByTestId('regs').fill('48');
  await page.getByTestId('mode').getByText(/^throughput-bound/).waitFor();
});

test('Little\'s law and the two-mode model show their working with units', async () => {
  assert.equal(await text('arithmetic-hiding'),
    'Arithmetic: 4 cycles × 4 instructions / cycle = 16 instructions in flight per SM; ÷ 1 independent per warp = 16 warps per SM');
  assert.match(await text('memory-hiding'),
    /^Memory: 670 cycles × 12\.83 B \/ cycle ≈ 8,592\.90 B in flight per SM; ÷ \(128 B per warp load × 2 in flight per warp\) = 33\.57 warps per SM/);
  assert.equal(await text('latency-bound'), 'Latency bound: 4 × 4 + 1 × 670 = 686 cycles (the dependency chain)');
  assert.match(await page.locator('[data-testid=throughput-bounds] tr.limiting').textContent(), /memory bandwidth29\.94◀ tightest/);
  assert.match(await text('two-mode-model'), /needed occupancy ≈ 686 × 0\.0334 = 22\.91 warps per SM\.$/);
  // A latency bound given directly replaces the chain; ILP halves the arithmetic warps.
  await page.getByTestId('latency_bound').fill('1372');
  await page.getByTestId('mode').getByText('latency-bound: 40 of the 46 warps needed').waitFor();
  assert.match(await text('latency-bound'), /^Latency bound: 1,372 cycles as entered/);
  await page.getByTestId('ilp').fill('2');
  await page.getByTestId('arithmetic-hiding').getByText('= 8 warps per SM').waitFor();
  // In GFLOP/s: 9 CUDA-core instructions per warp as FMAs.
  await page.getByTestId('unit-gflops').check();
  await page.getByTestId('mode').getByText(/GFLOP\/s$/).waitFor();
  assert.match(await page.getByTestId('canvas-throughput').getAttribute('aria-label'), /^Chart: throughput in GFLOP\/s/);
  await screenshot(page, 'latency-edited');
});

test('presets are editable, the link keeps the changes, and a reset restores them', async () => {
  const memory = page.getByTestId('mem_latency');
  assert.equal(await memory.inputValue(), '670');
  await memory.fill('1340');
  await page.waitForFunction(() => location.search.includes('mem_latency=1340'));
  const search = await page.evaluate(() => location.search);
  assert.match(search, /&ilp=2/);
  assert.match(search, /&latency_bound=1372/);
  assert.match(search, /&unit=gflops&run=none$/);
  assert.ok(await page.locator('.setting.edited #mem_latency').count() === 1, 'marked as changed');
  const elsewhere = await open(browser.context, search);
  assert.equal(await elsewhere.getByTestId('mem_latency').inputValue(), '1340');
  assert.equal(await elsewhere.getByTestId('unit-gflops').isChecked(), true);
  assert.equal(await elsewhere.getByTestId('mode').textContent(), await text('mode'));
  assert.deepEqual(elsewhere.errors, []);
  await elsewhere.close();
  await page.getByTestId('reset-settings').click();
  assert.equal(await memory.inputValue(), '670');
  assert.equal(await page.getByTestId('latency_bound').inputValue(), '');
  assert.equal(await page.getByTestId('unit-gflops').isChecked(), true, 'the unit is a view choice, not a preset');
  assert.ok(await page.getByTestId('reset-settings').isDisabled());
  await page.waitForFunction(() => !location.search.includes('mem_latency'));
  await page.getByTestId('unit-gbs').check();
});

test('refused values name the setting and its range; the last good result stays', async () => {
  const mode = await text('mode');
  const working = await text('memory-hiding');
  await page.getByTestId('mem_latency').fill('0');
  await page.locator('#mem_latency-error').getByText(
    'Memory latency: "0" is not allowed; expected a number above 0, at most 100,000 cycles.').waitFor();
  assert.equal(await page.getByTestId('mem_latency').getAttribute('aria-invalid'), 'true');
  assert.equal(await text('mode'), mode);
  assert.equal(await text('memory-hiding'), working);
  await page.getByTestId('mem_latency').fill('670');
  // Every setting of the mix at zero: the model's own message, the last valid model stays.
  for (const id of ['cuda_core', 'sfu', 'shared_cycles', 'memory_bytes']) await page.getByTestId(id).fill('0');
  await page.getByTestId('mode').getByText(/^latency-bound: 40 of the 343 warps needed/).waitFor();
  const issueOnly = await text('mode');
  await page.getByTestId('issue_slots').fill('0');
  await page.getByTestId('latency-error').getByText(/^Issue slots: "0" is not allowed; expected an instruction mix that uses at least one resource\.$/).waitFor();
  assert.equal(await text('mode'), issueOnly);
  await screenshot(page, 'latency-refused');
  await page.getByTestId('reset-settings').click();
  await page.waitForFunction(() => document.querySelector('[data-testid=latency-error]').textContent === '');
});

test('a bare compute capability takes an SM count, from the first GPU of it or as entered', async () => {
  const bare = await open(browser.context, '?cc=9.0&threads=256&regs=48&grid=1400');
  const sms = bare.getByTestId('sms');
  assert.ok(await sms.isVisible());
  const standIn = await sms.inputValue();
  assert.match(await bare.getByTestId('sms-fact').textContent(), new RegExp(`^A compute capability has no SM count: enter one \\(the .+ has ${standIn} SMs\\)\\.$`));
  await sms.fill('132');
  await bare.getByTestId('waves-per-sm').getByText('2.12').waitFor();
  await bare.waitForFunction(() => location.search.includes('sms=132'));
  assert.match(await bare.getByTestId('grid-waves').textContent(), /= 2\.12 waves/);
  await sms.fill('0');
  await bare.locator('#sms-error').getByText('SMs: "0" is not allowed; expected a whole number 1–100,000.').waitFor();
  assert.equal(await bare.getByTestId('waves-per-sm').textContent(), '2.12', 'the last good waves stay');
  assert.deepEqual(bare.errors, []);
  await bare.close();

  // Every compute capability has a GPU to stand in now: 12.1 takes the DGX Spark's GB10.
  const spark = await open(browser.context, '?cc=12.1&threads=512&regs=32&grid=42');
  assert.equal(await spark.getByTestId('sms').inputValue(), '48');
  assert.match(await spark.getByTestId('sms-fact').textContent(), /the NVIDIA GB10 \(DGX Spark\) has 48/);
  assert.deepEqual(spark.errors, []);
  await spark.close();

  // Figures entered replace the stand-in GPU's (for 5.0, the GeForce GTX 750 Ti's).
  const entered = await open(browser.context, '?cc=5.0&threads=512&regs=32&grid=42');
  await entered.getByTestId('sms').fill('15');
  await entered.getByTestId('clock').fill('1000');
  await entered.getByTestId('bandwidth').fill('100');
  // The seeds' example: 15 SMs, 4 blocks per SM at 100 %; 42 blocks fill 70 % of a wave.
  await entered.getByTestId('full-wave').getByText('60 blocks (4 per SM × 15 SMs)').waitFor();
  assert.equal(await entered.getByTestId('partial-wave').textContent(), '42 blocks (70.00% of a wave)');
  await entered.getByTestId('mode').getByText(/-bound/).waitFor();
  await screenshot(entered, 'panels-bare-cc');
  assert.deepEqual(entered.errors, []);
  await entered.close();
});

test('the panels\' controls work from the keyboard', async () => {
  await setGrid(1400);
  await page.getByTestId('waves-per-sm').getByText('2.12').waitFor();
  await page.getByTestId('grid-slider').focus();
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.getByTestId('grid').inputValue(), '1401');
  await page.getByTestId('round-grid-0').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('#grid').value === '1320');
  await page.getByTestId('ilp').focus();
  await page.keyboard.press('ArrowUp');
  await page.getByTestId('arithmetic-hiding').getByText('÷ 2 independent per warp').waitFor();
  await page.getByTestId('reset-settings').focus();
  await page.keyboard.press('Enter');
  assert.equal(await page.getByTestId('ilp').inputValue(), '1');
  await page.getByTestId('unit-gbs').focus();
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.getByTestId('unit-gflops').isChecked(), true);
  await page.getByTestId('mode').getByText(/GFLOP\/s$/).waitFor();
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.getByTestId('unit-gbs').isChecked(), true);
});

test('the panels in both themes and in projector mode', async () => {
  await page.locator('.panels').screenshot({ path: join(dirname(fileURLToPath(import.meta.url)), 'artifacts', 'panels-light.png') });
  await page.getByTestId('theme').click();
  await page.locator('.panels').screenshot({ path: join(dirname(fileURLToPath(import.meta.url)), 'artifacts', 'panels-dark.png') });
  const dark = await pixels('canvas-throughput');
  await page.getByTestId('projector').click();
  await page.waitForTimeout(100);
  await page.locator('.panels').screenshot({ path: join(dirname(fileURLToPath(import.meta.url)), 'artifacts', 'panels-projector-dark.png') });
  assert.notEqual((await pixels('canvas-throughput')).hash, dark.hash, 'redrawn for the projector');
  await page.getByTestId('projector').click();
  await page.getByTestId('theme').click();
});

test('the lower panels\' code is fetched as the visitor nears them, and a failed fetch is a sentence', async () => {
  // A laptop's screen: the lower panels start well below the first view.
  const laptop = await launch({ viewport: { width: 1280, height: 720 } });
  try {
    const lazy = await laptop.context.newPage();
    const wasm = [];
    lazy.on('request', (r) => { if (r.url().endsWith('.wasm')) wasm.push(new URL(r.url()).pathname); });
    await lazy.goto(BASE_URL + '?gpu=H100+SXM5+80GB&threads=256&regs=48&grid=700&run=none');
    await lazy.waitForFunction(() => document.querySelectorAll('.charts canvas[data-marker-x]').length === 3);
    // Two frames: the observer has looked at the panels' place by then.
    await lazy.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    // (occlab serve behind the page has runs, so the runs panel's chunk comes too.)
    assert.ok(!wasm.some((path) => path.includes('lower_panels')), `wasm loaded: ${wasm}`);
    await lazy.getByTestId('lower-panels-pending').scrollIntoViewIfNeeded();
    await lazy.getByTestId('tail-effect').waitFor({ state: 'attached' });
    assert.ok(wasm.some((path) => path.includes('lower_panels')), `wasm loaded: ${wasm}`);
    // 700 blocks of 256 threads with 48 registers on 132 SMs: Waves Per SM 1.06 (ncu_tail.txt).
    await lazy.waitForFunction(() => document.querySelector('[data-testid=waves-per-sm]')?.textContent === '1.06');
    // The pictures are painted as the panels arrive, before any input changes (each painted
    // canvas gets data-marker-x).
    await lazy.waitForFunction(() => ['canvas-waves', 'canvas-throughput']
      .every((id) => document.querySelector(`[data-testid=${id}]`)?.hasAttribute('data-marker-x')), null, { timeout: 5_000 });
    await lazy.close();

    const failing = await openWithChunkFailing(laptop.context, /split_lower_panels.*\.wasm$/, '?gpu=H100+SXM5+80GB&threads=256&regs=32');
    await failing.getByTestId('lower-panels-pending').scrollIntoViewIfNeeded();
    await failing.getByText('The waves, latency-hiding, import and runs panels could not be loaded: reload the page to try again.')
      .waitFor({ timeout: 10_000 });
    assert.deepEqual(failing.uncaught, [], 'no panic, no uncaught error');
    // The calculator still answers: 2,048 threads per SM on an H100, four blocks of 512 (32
    // registers each: 16,384 of the SM's 65,536).
    await failing.fill('#threads', '512');
    await failing.waitForFunction(() => document.querySelector('[data-testid=active-blocks]')?.textContent.trim() === '4');
  } finally {
    await laptop.close();
  }
});

test('where Nsight Compute\'s rule rounds its partial wave up, the sentence says which figure is right and why', async () => {
  // CUB's DeviceReduceKernel as profiled on an H200 (tests/hardware/data/h200/reports/library.details.csv):
  // grid 4,096 of 256-thread blocks, 8 per SM on 132 SMs; the rule printed 929 blocks.
  const tail = await browser.context.newPage();
  await tail.goto(new URL('?gpu=H200+SXM+141GB&threads=256&regs=32&smem=0&smem_static=0&barriers=1&grid=4096&run=none', page.url()).href);
  await showLowerPanels(tail);
  const sentence = tail.getByTestId('tail-effect');
  await sentence.getByText(/partial wave of 928 thread blocks/).waitFor({ timeout: 10_000 });
  assert.match(await sentence.textContent(),
    /Nsight Compute's rule says a partial wave of 929 blocks; it is 928: 4,096 blocks − 3 full waves × 1,056\. The rule multiplies the fraction of 3\.8788 waves by 1,056 in floating point, which lands a hair above 928, and rounds up\.$/);
  await tail.close();
});
