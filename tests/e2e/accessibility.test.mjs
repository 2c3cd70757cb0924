// Keyboard-only use, the ARIA live region, the charts' text alternatives, projector mode and
// the two themes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, screenshot, showLowerPanels } from './browser.mjs';

let browser;
let page;
before(async () => {
  browser = await launch();
  page = await open(browser.context, '?gpu=H100+SXM5+80GB&threads=256&regs=32');
});
after(async () => {
  assert.deepEqual(page.errors, [], 'no console errors');
  await browser?.close();
});

const focused = () => page.evaluate(() => {
  const el = document.activeElement;
  return el?.dataset.testid ?? el?.id ?? el?.tagName;
});

test('every control is reachable with Tab', async () => {
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  const seen = new Set();
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    seen.add(await focused());
  }
  for (const id of [
    'copy-link', 'projector', 'theme', 'device-search', 'device-list',
    'threads-slider', 'threads', 'any-block-size', 'regs-slider', 'regs', 'smem_static-slider', 'smem_static',
    'smem-slider', 'smem', 'carveout-default', 'barriers-slider', 'barriers', 'grid-slider', 'grid',
    'suggest', 'canvas-block-size', 'canvas-registers', 'canvas-shared-memory',
    'table-toggle-block-size', 'table-toggle-registers', 'table-toggle-shared-memory',
    'round-grid-0', 'arith_latency', 'mem_latency', 'bandwidth', 'ilp', 'loads_in_flight', 'cuda_core',
    'issue_slots', 'chain_mem', 'latency_bound', 'unit-gbs',
  ]) assert.ok(seen.has(id), `Tab never reaches ${id}: ${[...seen].join(', ')}`);
});

test('inputs, the device list and the buttons are adjustable from the keyboard, and results are announced', async () => {
  const live = page.locator('[aria-live=polite]');
  const before = await live.textContent();
  await page.getByTestId('threads-slider').focus();
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.getByTestId('threads').inputValue(), '288');
  await page.getByTestId('regs').focus();
  await page.keyboard.press('ArrowUp');
  assert.equal(await page.getByTestId('regs').inputValue(), '33');
  await page.waitForFunction((b) => document.querySelector('[aria-live=polite]').textContent !== b, before);
  assert.match(await live.textContent(), /^Occupancy \d+\.\d\d%: \d+ blocks? and \d+ warps? per SM, limited by /);

  await page.locator('#device-list').focus();
  const device = await page.getByTestId('device').textContent();
  await page.keyboard.press('ArrowUp');
  await page.waitForFunction((d) => document.querySelector('[data-testid=device]').textContent !== d, device);

  await page.getByTestId('suggest').focus();
  await page.keyboard.press('Enter');
  assert.equal(await page.getByTestId('suggest').getAttribute('aria-expanded'), 'true');
  await page.getByTestId('apply-suggestion').focus();
  await page.keyboard.press('Enter');

  await page.getByTestId('carveout-default').focus();
  await page.keyboard.press('Space');
  assert.equal(await page.getByTestId('carveout').isEnabled(), true);
  await page.getByTestId('carveout-slider').focus();
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.getByTestId('carveout').inputValue(), '99');
});

test('a focused chart reads out points with the arrow keys and sets the input with Enter', async () => {
  await page.goto(page.url().split('?')[0] + '?gpu=H100+SXM5+80GB&threads=256&regs=32');
  await page.getByTestId('canvas-registers').focus();
  await page.keyboard.press('ArrowRight');
  const tooltip = page.getByTestId('tooltip-registers');
  assert.match(await tooltip.textContent(), /^33 registers → \d+ warps per SM \(\d+ blocks?\), limited by /);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  assert.equal(await page.getByTestId('regs').inputValue(), '34');
});

test('every chart has a text alternative: a summary and its data as a table on demand', async () => {
  for (const id of ['block-size', 'registers', 'shared-memory']) {
    const label = await page.getByTestId(`canvas-${id}`).getAttribute('aria-label');
    assert.match(label, /^Chart: active warps per SM against .+ The current configuration/);
    const toggle = page.getByTestId(`table-toggle-${id}`);
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    await toggle.press('Enter');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    const rows = page.locator(`#${id}-table tbody tr`);
    await rows.first().waitFor();
    assert.ok(await rows.count() > 10, `${id} table rows`);
  }
  const current = await page.locator('#registers-table tr.current th').textContent();
  assert.equal(current, await page.getByTestId('regs').inputValue());
  await screenshot(page, 'data-tables');
  for (const id of ['block-size', 'registers', 'shared-memory']) await page.getByTestId(`table-toggle-${id}`).click();
});

const style = (selector, property) => page.evaluate(
  ([s, p]) => getComputedStyle(document.querySelector(s))[p], [selector, property],
);

test('projector mode: large type and full contrast, in both themes', async () => {
  const normal = parseFloat(await style('.big', 'fontSize'));
  await page.getByTestId('projector').press('Enter');
  assert.equal(await page.getByTestId('projector').getAttribute('aria-pressed'), 'true');
  assert.ok(parseFloat(await style('.big', 'fontSize')) >= normal * 1.4, 'type grows');
  assert.equal(await style('.app', 'backgroundColor'), 'rgb(255, 255, 255)');
  assert.equal(await style('.app', 'color'), 'rgb(0, 0, 0)');
  await screenshot(page, 'projector-light');
  await page.getByTestId('theme').press('Enter');
  assert.equal(await style('.app', 'backgroundColor'), 'rgb(0, 0, 0)');
  assert.equal(await style('.app', 'color'), 'rgb(255, 255, 255)');
  await screenshot(page, 'projector-dark');
  await page.getByTestId('projector').press('Enter');
  assert.notEqual(await style('.app', 'backgroundColor'), 'rgb(0, 0, 0)');
  await screenshot(page, 'dark');
  // The choices survive a reload.
  await page.reload();
  await page.getByTestId('occupancy').waitFor();
  await showLowerPanels(page);
  assert.equal(await page.getByTestId('theme').getAttribute('aria-pressed'), 'true');
  await page.getByTestId('theme').click();
  await screenshot(page, 'light');
});
