// The calculator against NVIDIA's occupancy header: configurations entered through the URL,
// the number fields and the sliders must show the blocks, warps, occupancy, limiters and
// block limits of tests/reference/data/occupancy.csv; illegal launches say why; refused
// input names the allowed range and leaves the last good result on screen.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { open, results, screenshot } from './browser.mjs';
import { sharedPage } from './shared_page.mjs';
import { occupancyCases, blockSizeCases, queryFor, expected } from './reference.mjs';

let browser;
let page;
sharedPage((b, p) => {
  browser = b;
  page = p;
});

const cases = occupancyCases();

/** Waits until the page shows `want` (the model updates synchronously; the DOM in a tick). */
async function expectResults(want, context) {
  let got;
  for (let i = 0; i < 50; i++) {
    got = await results(page);
    if (JSON.stringify(got) === JSON.stringify(want)) return;
    await page.waitForTimeout(20);
  }
  assert.deepEqual(got, want, context);
}

test('at least 20 reference configurations over several compute capabilities, with ties and illegal launches', () => {
  assert.ok(cases.length >= 20, `${cases.length} cases`);
  assert.ok(new Set(cases.map((c) => c.row.cc)).size >= 8);
  assert.ok(cases.some((c) => c.kind === 'tie'));
  assert.ok(cases.filter((c) => c.kind === 'illegal launch').length >= 5);
});

test('the device list holds every GPU and compute capability, shows the chosen one, and keeps its height as its entries come', async () => {
  // The page opened on its default device. The list's entries come once the browser is idle
  // after the first paint (src/inputs/device_picker.rs); its height must not move the inputs
  // below it when they do, so it is compared with an empty copy of the list.
  const caps = new URL('../../compute_caps/', import.meta.url);
  const gpus = readFileSync(new URL('gpus.toml', caps), 'utf8').match(/^\[\[gpu\]\]/gm).length;
  const ccs = readdirSync(caps).filter((f) => /^\d+\.\d+\.toml$/.test(f)).length;
  await page.waitForFunction((n) => document.querySelectorAll('#device-list option').length === n, gpus + ccs);
  const list = await page.evaluate(() => {
    const select = document.querySelector('#device-list');
    const chosen = select.selectedOptions[0]?.getBoundingClientRect();
    const box = select.getBoundingClientRect();
    const empty = select.cloneNode(false);
    select.after(empty);
    const emptyHeight = empty.getBoundingClientRect().height;
    empty.remove();
    return { value: select.value, height: box.height, emptyHeight, inView: chosen && chosen.top >= box.top && chosen.bottom <= box.bottom };
  });
  assert.equal(list.value, 'gpu:H100 SXM5 80GB');
  assert.ok(list.inView, 'the chosen device is in the list\'s view');
  assert.equal(list.height, list.emptyHeight, 'the list is as high with its entries as without');
});

test('configurations opened by URL match the reference', async () => {
  for (const [i, c] of cases.entries()) {
    if (i % 3 !== 0) continue;
    await page.goto(new URL(queryFor(c.row), page.url()).href);
    await expectResults(c.expected, `${c.kind}: ${queryFor(c.row)}`);
    if (c.kind === 'illegal launch') {
      assert.ok(await page.getByTestId('illegal').isVisible(), 'illegal launch explained');
    }
  }
});

/** Enters a row through the device list and the number fields. */
async function enterByFields(row) {
  await page.locator('#device-search').fill('');
  await page.locator('#device-list').selectOption(`cc:${row.cc}`);
  const any = page.getByTestId('any-block-size');
  if (Number(row.threads) % 32 !== 0) await any.check(); else await any.uncheck();
  await page.getByTestId('threads').fill(row.threads);
  await page.getByTestId('regs').fill(row.regs);
  await page.getByTestId('smem_static').fill(row.smem_static);
  await page.getByTestId('smem').fill(row.smem_dynamic);
  await page.getByTestId('barriers').fill(row.barriers);
  const byDefault = page.getByTestId('carveout-default');
  if (row.carveout === 'default') {
    await byDefault.check();
  } else {
    await byDefault.uncheck();
    await page.getByTestId('carveout').fill(row.carveout);
  }
}

test('configurations typed into the number fields match the reference', async () => {
  await page.goto(page.url().split('?')[0]);
  for (const [i, c] of cases.entries()) {
    if (i % 3 !== 1) continue;
    await enterByFields(c.row);
    await expectResults(c.expected, `${c.kind}: ${queryFor(c.row)}`);
  }
});

/** Moves a slider to `value` with the keyboard: Home, then arrow presses. */
async function slideTo(testid, value, min, step) {
  const slider = page.getByTestId(testid);
  await slider.focus();
  await page.keyboard.press('Home');
  for (let v = min; v < value; v += step) await page.keyboard.press('ArrowRight');
  assert.equal(await slider.inputValue(), String(value));
}

test('configurations set with the sliders match the reference', async () => {
  const slidable = cases.filter((c, i) => i % 3 === 2
    && Number(c.row.threads) % 32 === 0 && Number(c.row.threads) <= 1024 && Number(c.row.regs) <= 255);
  assert.ok(slidable.length >= 3, `${slidable.length} slider cases`);
  for (const c of slidable) {
    await enterByFields({ ...c.row, threads: '32', regs: '0' });
    await slideTo('threads-slider', Number(c.row.threads), 32, 32);
    await slideTo('regs-slider', Number(c.row.regs), 0, 1);
    assert.equal(await page.getByTestId('threads').inputValue(), c.row.threads, 'number field follows the slider');
    await expectResults(c.expected, `${c.kind}: ${queryFor(c.row)}`);
  }
  // The rest of the cases, entered by fields, so that every case is checked once.
  for (const c of cases.filter((c, i) => i % 3 === 2 && !slidable.includes(c))) {
    await enterByFields(c.row);
    await expectResults(c.expected, `${c.kind}: ${queryFor(c.row)}`);
  }
});

test('an illegal launch says plainly why it cannot run', async () => {
  await page.goto(new URL('?gpu=H100+SXM5+80GB&threads=2048&regs=300', page.url()).href);
  const illegal = page.getByTestId('illegal');
  await illegal.waitFor({ state: 'visible' });
  const text = await illegal.textContent();
  assert.match(text, /Illegal launch/);
  assert.match(text, /2,048 threads per block exceed the device maximum of 1,024/);
  assert.match(text, /300 registers per thread exceed the maximum of 255|300 registers per thread exceed the maximum of 256/);
  assert.equal(await page.getByTestId('active-blocks').textContent(), '0');
  await screenshot(page, 'illegal-launch');
});

test('out-of-range input is refused with the allowed range; the last good result stays', async () => {
  const row = cases.find((c) => c.kind === 'single limiter' && c.row.cc === '8.0').row;
  await page.goto(new URL(queryFor(row), page.url()).href);
  const want = expected(row);
  await expectResults(want, 'before');
  await page.getByTestId('threads').fill('0');
  const error = page.locator('#threads-error');
  await assert.doesNotReject(error.getByText(/^Threads per block: "0" is not allowed\. Enter a whole number from 1 to 1,048,576; a block has at most 1,024 threads on /).waitFor());
  assert.equal(await page.getByTestId('threads').getAttribute('aria-invalid'), 'true');
  await expectResults(want, 'last good result kept');
  assert.ok(await page.locator('.stale').isVisible(), 'stale notice shown');
  await page.getByTestId('regs').fill('70000');
  await assert.doesNotReject(page.locator('#regs-error').getByText(/Enter a whole number from 0 to 65,536; a thread has at most 25[56] registers on /).waitFor());
  await page.getByTestId('carveout-default').uncheck();
  await page.getByTestId('carveout').fill('101');
  await assert.doesNotReject(page.locator('#carveout-error').getByText('"default" or a whole percentage 0–100').waitFor());
  await screenshot(page, 'refused-input');
  await page.getByTestId('threads').fill(row.threads);
  await page.getByTestId('regs').fill(row.regs);
  await page.getByTestId('carveout').fill(row.carveout === 'default' ? '100' : row.carveout);
  if (row.carveout === 'default') await page.getByTestId('carveout-default').check();
  assert.equal(await error.textContent(), '');
  await expectResults(want, 'after correcting');
});

test('a typed block size is what the page computes: off the warp grid it turns on any block size', async () => {
  await page.goto(new URL('?gpu=H100+SXM5+80GB&threads=256', page.url()).href);
  const threads = page.getByTestId('threads');
  const any = page.getByTestId('any-block-size');
  assert.equal(await any.isChecked(), false);
  await threads.fill('100');
  await threads.press('Enter');
  // 100 threads stay 100 (4 warps, the last with 28 idle lanes); the slider now steps by one.
  await assert.doesNotReject(page.getByTestId('idle-lanes').getByText('the last warp of each block has 28 idle lanes').waitFor());
  assert.equal(await threads.inputValue(), '100');
  assert.equal(await any.isChecked(), true);
  assert.equal(await page.getByTestId('threads-slider').getAttribute('step'), '1');
  assert.equal(await page.getByTestId('threads-slider').inputValue(), '100');
  // Asking for whole warps again rounds to the nearest.
  await any.uncheck();
  await page.waitForFunction(() => document.querySelector('[data-testid=threads]').value === '96');
  assert.equal(await page.getByTestId('threads-slider').inputValue(), '96', 'the slider keeps the value when its step changes');
  assert.equal(await page.getByTestId('idle-lanes').textContent(), '');
});

test('a shared memory size typed with a unit is the size CUDA\'s documentation means, and stays as typed', async () => {
  await page.goto(new URL('?gpu=H100+SXM5+80GB&threads=256&regs=32', page.url()).href);
  const smem = page.getByTestId('smem');
  await smem.fill('49,152');
  await page.waitForFunction(() => document.querySelector('[data-testid=limit-shared-memory]')?.textContent.trim() === '4');
  const bytes = await results(page);
  await smem.fill('48 KiB');
  await page.waitForFunction(() => document.querySelector('[data-testid=limit-shared-memory]')?.textContent.trim() === '4');
  assert.deepEqual(await results(page), bytes);
  assert.equal(await smem.inputValue(), '48 KiB');
  assert.equal(await page.locator('#smem-error').textContent(), '');
  await smem.fill('48 GB');
  await page.locator('#smem-error').getByText(/Enter a size from 0 to 1,073,741,824 bytes, or with a unit \(48 KiB, 48 KB and 48K are 49,152 bytes\)/).waitFor();
  await smem.fill('0');
});

test('full-width digits, as Chinese and Korean input methods type them, read as the numbers they are', async () => {
  await page.goto(new URL('?gpu=H100+SXM5+80GB&threads=128&regs=32&lang=zh', page.url()).href);
  await page.getByTestId('threads').fill('２５６');
  await page.waitForFunction(() => document.querySelector('[data-testid=active-blocks]')?.textContent.trim() === '8');
  assert.equal(await page.locator('#threads-error').textContent(), '');
  await page.getByTestId('smem').fill('４８ ＫｉＢ');
  await page.waitForFunction(() => document.querySelector('[data-testid=limit-shared-memory]')?.textContent.trim() === '4');
  await page.getByTestId('smem').fill('0');
});

test('a GPU of one SM says 1 SM, not 1 SMs', async () => {
  await page.goto(new URL('?gpu=Jetson+TK1&threads=256&regs=32&lang=en', page.url()).href);
  await page.getByTestId('grid-waves').getByText(/× 1 SM\)\.$/).waitFor();
});

test('"Suggest block size" gives the runtime heuristic\'s block size and applies it', async () => {
  const rows = blockSizeCases();
  assert.ok(rows.length >= 3);
  for (const row of rows) {
    const query = queryFor({ ...row, threads: '64' });
    await page.goto(new URL(query, page.url()).href);
    await page.getByTestId('suggest').click();
    const size = page.getByTestId('suggested-block-size');
    await assert.doesNotReject(size.getByText(`${Number(row.block_size).toLocaleString('en-US')} threads`, { exact: true }).waitFor(), query);
    assert.match(await page.getByTestId('min-grid').textContent(), /name a GPU to compute it/);
    assert.match(await page.locator('#suggestion-panel').textContent(), new RegExp(` ${row.blocks_per_sm} blocks? per SM`));
    await page.getByTestId('apply-suggestion').click();
    assert.equal(await page.getByTestId('threads').inputValue(), row.block_size);
  }
  const h100 = rows.find((r) => r.cc === '9.0');
  const query = queryFor({ ...h100, threads: '64' }).replace('cc=9.0', 'gpu=H100+SXM5+80GB');
  await page.goto(new URL(query, page.url()).href);
  await page.getByTestId('suggest').click();
  const grid = Number(h100.blocks_per_sm) * 132;
  await assert.doesNotReject(page.getByTestId('min-grid').getByText(`(132 SMs): ${grid} block`).waitFor());
  await screenshot(page, 'suggestion');
});

test('thread-block clusters: Nsight Compute\'s cluster rows on Hopper, refusals named, none before 9.0', async () => {
  // k_cluster2 as profiled on the H100 (tests/hardware/data/h100/import/ncu_default.txt):
  // 128 threads, 10 registers, clusters of 2 → Max Active Clusters 528, Max Cluster Size 8,
  // Overall GPU Occupancy 25, Cluster Occupancy 25.
  const page = await open(browser.context, '?gpu=H100+SXM5+80GB&threads=128&regs=10&cluster=2');
  const text = (id) => page.getByTestId(id).textContent();
  assert.equal(await page.getByTestId('cluster').inputValue(), '2');
  assert.equal(await text('max-active-clusters'), '528');
  assert.equal(await text('max-cluster-size'), '8');
  assert.equal(await text('cluster-occupancy'), '25.00%');
  assert.equal(await text('overall-gpu-occupancy'), '25.00%');
  await page.getByTestId('cluster').fill('16');
  assert.equal(await text('cluster-error'), 'Cluster size: "16" is not allowed (the runtime answers '
    + 'cudaErrorInvalidClusterSize). Enter a whole number from 1 to 8 (up to 16 with non-portable sizes).');
  await page.getByTestId('non-portable').check();
  // 16 blocks per SM, GPCs of 16 or 18 SMs: 58 clusters of 16 (cluster_ncu capture).
  assert.equal(await text('max-active-clusters'), '58');
  assert.equal(await text('cluster-occupancy'), '21.97%');
  await page.waitForFunction(() => location.search.includes('cluster=16&non_portable=1'));
  await screenshot(page, 'clusters-h100');
  const ampere = await open(browser.context, '?gpu=A100+SXM4+80GB&cluster=2');
  assert.ok(await ampere.locator('section.clusters').isHidden());
  for (const p of [page, ampere]) {
    assert.deepEqual(p.errors, []);
    await p.close();
  }
});

test('with barriers lowering the count, only the binding limit is marked, and a note says what the header also names', async () => {
  // 17 barriers on an H100 with 256 threads: barriers allow 3 blocks (37.5%); the header's
  // limiter bits also name warps and registers, set before it applies the barrier limit.
  await page.goto(new URL('?gpu=H100+SXM5+80GB&threads=256&regs=32&smem=0&smem_static=0&barriers=17', page.url()).href);
  await page.getByTestId('occupancy').getByText('37.50%').waitFor();
  const got = await results(page);
  assert.deepEqual([got.limiters, got.barriers, got.warps, got.registers], ['barriers', '3', '8', '8']);
  const marked = await page.locator('table.limits tr.limiting th').allTextContents();
  assert.deepEqual(marked, ['Block Limit Barriers']);
  assert.match(await page.locator('.limited-by strong').textContent(), /^Limited by barriers$/);
  assert.match(await page.getByTestId('notes').textContent(),
    /the CUDA occupancy header \(cudaOccMaxActiveBlocksPerMultiprocessor\) also reports warps and registers as limiting: it records them before it applies the barrier limit\. The 3 active blocks are set by barriers alone/);
});
