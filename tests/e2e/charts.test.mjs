// The three charts: drawn pixels, the current configuration's marker moving with the input,
// hover read-outs with the exact value, and clicks that set the input.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, screenshot } from './browser.mjs';

let browser;
let page;
before(async () => {
  browser = await launch();
  page = await open(browser.context, '?gpu=H100+SXM5+80GB&threads=256&regs=32&smem=8192');
});
after(async () => {
  assert.deepEqual(page.errors, [], 'no console errors');
  await browser?.close();
});

const CHARTS = ['block-size', 'registers', 'shared-memory'];

/** Pixels unlike the background, and a fingerprint of the image. */
const pixels = (id) => page.evaluate((id) => {
  const canvas = document.querySelector(`[data-testid=canvas-${id}]`);
  const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  let inked = 0;
  let hash = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i] !== data[0] || data[i + 1] !== data[1] || data[i + 2] !== data[2]) inked++;
    hash = (hash * 31 + data[i] + data[i + 1] * 7 + data[i + 2] * 13) | 0;
  }
  return { inked, hash, width: canvas.width, height: canvas.height };
}, id);

const marker = (id) => page.getByTestId(`canvas-${id}`).getAttribute('data-marker-x').then(Number);

test('each chart has drawn pixels', async () => {
  for (const id of CHARTS) {
    const p = await pixels(id);
    assert.ok(p.width > 200 && p.height > 100, `${id} canvas sized`);
    assert.ok(p.inked > 2000, `${id}: ${p.inked} pixels drawn`);
  }
  await screenshot(page, 'charts');
});

test('the marker moves when an input changes', async () => {
  const cases = [['block-size', 'threads', '512'], ['registers', 'regs', '96'], ['shared-memory', 'smem', '40000']];
  for (const [id, input, value] of cases) {
    const before = { x: await marker(id), image: (await pixels(id)).hash };
    await page.getByTestId(input).fill(value);
    await page.waitForFunction(([id, x]) => Number(document.querySelector(`[data-testid=canvas-${id}]`).dataset.markerX) !== x, [id, before.x]);
    const after = { x: await marker(id), image: (await pixels(id)).hash };
    assert.ok(after.x > before.x, `${id} marker moved right: ${before.x} → ${after.x}`);
    assert.notEqual(after.image, before.image, `${id} redrawn`);
  }
  await screenshot(page, 'charts-moved');
});

test('hovering shows the exact value and clicking sets the input', async () => {
  const canvas = page.getByTestId('canvas-registers');
  const box = await canvas.boundingBox();
  const tooltip = page.getByTestId('tooltip-registers');
  // Sweep across the plot: the read-out must name a register count and its warps.
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5);
  const text = await tooltip.textContent();
  const m = text.match(/^(\d+) registers → (\d+) warps per SM \((\d+) blocks?\), limited by .+$/);
  assert.ok(m, text);
  await page.mouse.click(box.x + box.width * 0.5, box.y + box.height * 0.5);
  assert.equal(await page.getByTestId('regs').inputValue(), m[1]);
  // The point's warps are now the result's.
  assert.equal(await page.getByTestId('active-warps').textContent(), m[2]);
  await page.mouse.move(box.x + box.width * 0.5, box.y - 30);
  assert.equal(await tooltip.textContent(), '');

  const smem = page.getByTestId('canvas-shared-memory');
  const sbox = await smem.boundingBox();
  await page.mouse.move(sbox.x + sbox.width * 0.3, sbox.y + sbox.height * 0.5);
  const stext = await page.getByTestId('tooltip-shared-memory').textContent();
  assert.match(stext, /^[\d,]+ (B|KiB) → \d+ warps? per SM/);
  await page.mouse.click(sbox.x + sbox.width * 0.3, sbox.y + sbox.height * 0.5);
  const dynamic = Number(await page.getByTestId('smem').inputValue());
  assert.equal(dynamic % 128, 0, 'a click sets the dynamic shared memory of a sweep point');
});

test('the limiting resource\'s chart is called out', async () => {
  await page.goto(page.url().split('?')[0] + '?gpu=H100+SXM5+80GB&threads=256&regs=128&smem=0');
  await page.waitForFunction(() => document.querySelector('[data-testid=limiters]').getAttribute('data-limiters') === 'registers');
  assert.ok(await page.getByTestId('chart-registers').evaluate((e) => e.classList.contains('limiting')));
  assert.ok(!(await page.getByTestId('chart-shared-memory').evaluate((e) => e.classList.contains('limiting'))));
  assert.ok(await page.getByTestId('chart-registers').getByText('limits this configuration').isVisible());
});
