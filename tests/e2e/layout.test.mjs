// The lecture hall and the phone. In projector mode at 1280×720 and 1920×1080 the kernel's
// inputs, the big result with its limiter and the chart of the limiting resource are on screen
// together, without scrolling; on a phone 390 pixels wide the result comes before the controls.
// Screenshots land in tests/e2e/artifacts/ (layout-*.png).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, screenshot } from './browser.mjs';

const INPUTS = ['threads', 'regs', 'smem_static', 'smem', 'carveout', 'barriers'];

/** Whether the element's box lies wholly inside the viewport. */
async function onScreen(page, locator, label) {
  const box = await locator.boundingBox();
  const { width, height } = page.viewportSize();
  assert.ok(box, `${label} is laid out`);
  assert.ok(box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height,
    `${label} at ${JSON.stringify(box)} is outside the ${width}×${height} screen`);
}

for (const [width, height] of [[1280, 720], [1920, 1080]]) {
  test(`projector mode at ${width}×${height}: inputs, result, limiter and the limiting chart on one screen`, async () => {
    const browser = await launch({ viewport: { width, height } });
    // Registers limit this launch (64 registers, 256 threads on an H100): the register chart.
    const page = await open(browser.context, '?gpu=H100+SXM5+80GB&threads=256&regs=64');
    await page.getByRole('button', { name: 'Projector mode' }).click();
    await page.locator('.app.projector').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid=canvas-registers]')?.dataset.markerX);
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const id of INPUTS) await onScreen(page, page.locator(`#${id}`), `the ${id} field`);
    await onScreen(page, page.getByTestId('occupancy'), 'the big result');
    await onScreen(page, page.locator('.limited-by'), 'the limiter');
    assert.equal(await page.locator('.chart.limiting').count(), 1);
    await onScreen(page, page.getByTestId('canvas-registers'), 'the limiting chart');
    await screenshot(page, `layout-projector-${width}x${height}`);
    assert.deepEqual(page.errors, []);
    await browser.close();
  });
}

test('on a phone 390 pixels wide the result comes before the controls', async () => {
  const browser = await launch({ viewport: { width: 390, height: 844 } });
  const page = await open(browser.context, '?gpu=H100+SXM5+80GB&threads=256&regs=64');
  const top = async (locator) => (await locator.boundingBox()).y;
  const result = await top(page.getByTestId('occupancy'));
  const device = await top(page.locator('.device-picker'));
  const threads = await top(page.locator('#threads'));
  assert.ok(result < device && device < threads, `result ${result}, device ${device}, threads ${threads}`);
  await onScreen(page, page.getByTestId('occupancy'), 'the big result');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page is ${overflow} px wider than the phone`);
  await screenshot(page, 'layout-phone-390');
  assert.deepEqual(page.errors, []);
  await browser.close();
});

test('on a touch screen the charts\' hint says tap, with a mouse it says hover', async () => {
  const phone = await launch({ viewport: { width: 390, height: 844 }, touch: true });
  const desk = await launch();
  try {
    const hint = async (browser) => {
      const page = await open(browser.context, '?gpu=H100+SXM5+80GB&threads=256&regs=64');
      const text = await page.locator('#block-size-hint').innerText();
      assert.deepEqual(page.errors, []);
      return text.trim();
    };
    assert.equal(await hint(phone), 'Tap a point to use its value; the data table lists them all.');
    assert.equal(await hint(desk), 'Hover, or focus and use ← →, to read a value; click or press Enter to use it.');
  } finally {
    await phone.close();
    await desk.close();
  }
});

test('one type scale: the page sets its text in five sizes, two weights, tabular numerals and one family beside monospace', async () => {
  // style/main.css: .85em, 1em, 1.3em, 1.5em and 3.2em of the page's 15 px, weights 400 and 700,
  // the page's family (every field and button inherits it, sliders and check boxes too: they show
  // no text, but the browser resolves their font all the same), the monospace of `code` and of
  // the field a report is pasted in. Each other size, weight, numeral style or family is one more
  // font for the browser to resolve. `open` shows the lower panels too, so the whole page is read.
  // The charts letter in the page's family as well (crates/charts/src/style.rs): every font a
  // canvas is given is recorded.
  const browser = await launch({ viewport: { width: 1440, height: 1000 } });
  await browser.context.addInitScript(() => {
    window.__canvasFonts = new Set();
    const font = Object.getOwnPropertyDescriptor(CanvasRenderingContext2D.prototype, 'font');
    Object.defineProperty(CanvasRenderingContext2D.prototype, 'font', {
      ...font,
      set(value) { window.__canvasFonts.add(value); font.set.call(this, value); },
    });
  });
  const page = await open(browser.context, '?gpu=H100+SXM5+80GB&threads=256&regs=64');
  const { fonts, family, canvasFonts } = await page.evaluate(() => {
    const seen = new Map();
    // Text, and the fields and buttons: each has a font, whether or not it shows text.
    const control = 'input, select, textarea, button';
    for (const el of document.querySelectorAll('.app *')) {
      const text = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
      if (!text && !el.matches(control)) continue;
      const s = getComputedStyle(el);
      if (s.display === 'none') continue;
      const font = { size: s.fontSize, weight: s.fontWeight, numerals: s.fontVariantNumeric, family: s.fontFamily };
      seen.set(JSON.stringify(font), { ...font, where: el.tagName.toLowerCase() + (el.id ? `#${el.id}` : '') });
    }
    return { fonts: [...seen.values()], family: getComputedStyle(document.body).fontFamily, canvasFonts: [...window.__canvasFonts] };
  });
  const all = (key) => new Set(fonts.map((f) => f[key]));
  const show = JSON.stringify(fonts);
  for (const size of all('size')) assert.ok(['12.75px', '15px', '19.5px', '22.5px', '48px'].includes(size), `text at ${size}: ${show}`);
  assert.deepEqual([...all('weight')].sort(), ['400', '700'], show);
  assert.deepEqual([...all('numerals')], ['tabular-nums'], show);
  const monospace = { code: 'monospace', textarea: 'ui-monospace, monospace' };
  for (const f of fonts) assert.ok(f.family === family || monospace[f.where] === f.family, `${f.where} in ${f.family}: ${show}`);
  // A canvas font is "<style> <size>px <families>"; its first family is the page's.
  assert.ok(canvasFonts.length > 0, 'no chart set a font');
  const first = (families) => families.split(',')[0].trim();
  for (const f of canvasFonts) assert.equal(first(f.replace(/^.*?\d+(\.\d+)?px /, '')), first(family), `a chart letters in ${f}`);
  assert.deepEqual(page.errors, []);
  await browser.close();
});

test('on a phone the headline figure stays in view while a field far below it is edited', async () => {
  const browser = await launch({ viewport: { width: 390, height: 844 }, touch: true });
  try {
    const page = await open(browser.context, '?gpu=H100+SXM5+80GB&threads=256&regs=64');
    const field = page.locator('#barriers');
    await field.scrollIntoViewIfNeeded();
    await field.fill('17');
    const figure = await page.getByTestId('occupancy').boundingBox();
    const box = await field.boundingBox();
    assert.ok(figure.y >= 0 && figure.y + figure.height <= 844, `the figure at ${figure.y}`);
    assert.ok(box.y > figure.y + figure.height, 'the field is below it, not under it');
    // 17 barriers on an H100 allow 3 blocks of 256 threads: 37.5 %, in view.
    await page.getByTestId('occupancy').getByText('37.50%').waitFor();
    await screenshot(page, 'layout-phone-editing');
    assert.deepEqual(page.errors, []);
  } finally {
    await browser.close();
  }
});
