// Shareable state: the URL query reproduces the view, "Copy link" copies it, local storage
// keeps the last state when there is no query, and bad query values are reported and
// replaced by defaults without breaking the page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, results, screenshot, BASE_URL } from './browser.mjs';

let browser;
const pages = [];
before(async () => {
  browser = await launch();
});
after(async () => {
  for (const p of pages) assert.deepEqual(p.errors, [], 'no console errors');
  await browser?.close();
});

async function fresh(query = '') {
  const page = await open(browser.context, query);
  pages.push(page);
  return page;
}

const fields = (page) => page.evaluate(() => Object.fromEntries(
  ['threads', 'regs', 'smem_static', 'smem', 'carveout', 'barriers', 'grid']
    .map((id) => [id, document.getElementById(id).value]),
));

/** The address bar follows the state once input rests (it is written after a short delay): the query
 * once it holds every one of `parts`. */
async function settledQuery(page, ...parts) {
  await page.waitForFunction((all) => all.every((s) => location.search.includes(s)), parts);
  return page.evaluate(() => location.search);
}

test('the URL reproduces the view, including a GPU and every input', async () => {
  const query = '?gpu=GeForce+RTX+3080+10GB&threads=160&regs=40&smem=20000&smem_static=4096&carveout=50&barriers=2&grid=5000';
  const first = await fresh(query);
  const shown = await results(first);
  assert.equal(await first.getByTestId('device').locator('strong').textContent(), 'GeForce RTX 3080 10GB');
  assert.deepEqual(await fields(first), {
    threads: '160', regs: '40', smem_static: '4096', smem: '20000', carveout: '50', barriers: '2', grid: '5000',
  });
  // The grid in waves on this GPU's 68 SMs: a full wave is active blocks × 68.
  const blocks = Number(shown.activeBlocks);
  const wave = blocks * 68;
  assert.equal(await first.getByTestId('grid-waves').textContent(),
    `Grid: 5,000 blocks = ${(5000 / wave).toFixed(2)} waves; a full wave is ${wave.toLocaleString('en-US')} blocks (${blocks} per SM × 68 SMs).`);
  // Change inputs by hand; the address bar must follow.
  await first.getByTestId('regs').fill('64');
  await first.locator('#device-search').fill('a100 80gb');
  await first.locator('#device-search').press('Enter');
  // Both changes reach the address bar, each in its own time: wait for both.
  const search = await settledQuery(first, 'regs=64', 'gpu=A100+SXM4+80GB');
  assert.match(search, /gpu=A100\+SXM4\+80GB/);
  assert.match(search, /threads=160&regs=64&smem=20000&smem_static=4096&carveout=50&barriers=2&grid=5000/);
  const changed = await results(first);
  // Opening that URL elsewhere shows the same.
  const second = await fresh(search);
  assert.deepEqual(await results(second), changed);
  assert.deepEqual(await fields(second), { ...(await fields(first)) });
  assert.notDeepEqual(changed, shown);
  await second.close();
});

test('"Copy link" copies the address of this exact view', async () => {
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(BASE_URL).origin });
  const page = await fresh('?cc=8.6&threads=128&regs=72');
  await settledQuery(page, 'grid=');
  await page.getByTestId('copy-link').click();
  await page.getByText('Link copied.').waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, await page.evaluate(() => location.href));
  assert.match(copied, /cc=8\.6&threads=128&regs=72/);
  await page.close();
});

test('without a query the last state comes back from local storage', async () => {
  const page = await fresh('?cc=7.5&threads=384&regs=48&barriers=3');
  await page.getByTestId('grid').fill('777');
  await settledQuery(page, 'grid=777');
  const before = await results(page);
  await page.close();
  const again = await fresh('');
  assert.equal(await again.getByTestId('grid').inputValue(), '777');
  assert.equal(await again.getByTestId('regs').inputValue(), '48');
  assert.match(await again.getByTestId('device').textContent(), /Compute capability 7\.5/);
  assert.deepEqual(await results(again), before);
  await again.close();
});

test('invalid query values are reported, fall back to defaults per field, and never break the page', async () => {
  const page = await fresh('?gpu=Voodoo+5&threads=abc&regs=64&smem=-1&carveout=150&barriers=99999&grid=0&cc=9.9');
  const errors = page.getByTestId('link-errors');
  await errors.waitFor({ state: 'visible' });
  const text = await errors.textContent();
  for (const part of [
    'Link: unknown GPU "Voodoo 5"; did you mean ',
    'Link: Compute capability: "9.9" is not allowed; expected one of 3.0, 3.2',
    'Threads per block: "abc" is not allowed. Enter a whole number from 1 to 1,048,576; a block has at most 1,024 threads on H100 SXM5 80GB. Using 256 instead.',
    'Dynamic shared memory per block: "-1" is not allowed. Enter a size from 0 to 1,073,741,824 bytes, or with a unit (48 KiB, 48 KB and 48K are 49,152 bytes); a block has at most 48 KiB of shared memory, 227 KiB with cudaFuncSetAttribute\'s opt-in on H100 SXM5 80GB. Using 0 instead.',
    'Shared memory carveout: "150" is not allowed. Enter "default" or a whole percentage 0–100. Using default instead.',
    'Block barriers: "99999" is not allowed. Enter a whole number from 0 to 1,024; a block has at most 16 barriers on H100 SXM5 80GB. Using 1 instead.',
    'Grid size: "0" is not allowed. Enter a whole number from 1 to 140,735,340,806,145. Using 1,024 instead.',
  ]) assert.ok(text.includes(part), `missing: ${part}\n${text}`);
  assert.deepEqual(await fields(page), {
    threads: '256', regs: '64', smem_static: '0', smem: '0', carveout: '', barriers: '1', grid: '1024',
  });
  assert.match(await page.getByTestId('device').textContent(), /H100 SXM5 80GB/);
  assert.equal(await page.getByTestId('occupancy').textContent(), '50.00%');
  await screenshot(page, 'link-errors');
  await page.getByRole('button', { name: 'Dismiss' }).click();
  assert.ok(await errors.isHidden());
  for (const junk of ['?%', '?threads=%E2%82', '?gpu=&cc=', '?threads=99999999999999999999', '?=&&=x']) {
    const p = await fresh(junk);
    assert.match(await p.getByTestId('occupancy').textContent(), /%$/, junk);
    await p.close();
  }
});

test('a link takes a GPU as people type it, and says what is missing for a header-only compute capability', async () => {
  const laptop = await fresh('?gpu=4090+laptop&threads=256');
  await results(laptop);
  assert.equal(await laptop.getByTestId('device').locator('strong').textContent(), 'GeForce RTX 4090 Laptop GPU');
  const rubin = await fresh('?cc=10.7');
  const errors = rubin.getByTestId('link-errors');
  await errors.waitFor({ state: 'visible' });
  const text = await errors.textContent();
  assert.ok(text.includes('Compute capability: "10.7" is not allowed; expected one of 3.0, 3.2'), text);
  assert.ok(text.includes("(10.7 is known to NVIDIA's occupancy header, but no public source gives its threads, registers and shared memory per SM"), text);
  assert.match(await rubin.getByTestId('device').textContent(), /H100 SXM5 80GB/);
});

test('with site storage blocked the page still works, and the link still carries the state', async () => {
  const page = await browser.context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(String(e)));
  // What Chromium does when site data is blocked: touching localStorage throws.
  await page.addInitScript(() => Object.defineProperty(window, 'localStorage', {
    get() { throw new DOMException('Access is denied for this document.', 'SecurityError'); },
  }));
  await page.goto(`${BASE_URL}?gpu=A100+SXM4+80GB&threads=192`);
  await page.waitForFunction(() => document.querySelectorAll('.charts canvas[data-marker-x]').length === 3);
  assert.match(await page.getByTestId('occupancy').textContent(), /%$/);
  await page.getByTestId('regs').fill('96');
  assert.match(await settledQuery(page, 'regs=96'), /threads=192&regs=96/);
  assert.deepEqual(page.errors, []);
  await page.close();
});
