// The runs panel against the real server: `occlab upload` makes a run appear on an open page
// without a reload, its student's name shown as text (never markup). Needs the page served by
// `occlab serve` (scripts/test-e2e.sh does that) and OCCLAB_BIN.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE_URL, launch, open, screenshot } from './browser.mjs';

const RUN = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'run.json');
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
  await row.waitFor({ timeout: 5_000 }).catch(async (e) => {
    await screenshot(page, 'runs-panel-missing');
    const shown = await page.locator('[data-testid=runs]').textContent();
    throw new Error(`run ${id} not shown after 5 s; the panel shows: ${shown}\n${e}`);
  });
  assert.equal(await row.locator('.run-name').textContent(), NAME, 'the name is text, markup and all');
  assert.equal(await row.locator('b').count(), 0, 'no markup from a name');
  assert.equal(await row.locator('.run-device').textContent(), 'NVIDIA H100 80GB HBM3');
  assert.equal(await row.locator('.run-check').textContent(),
    'CC 9.0 · the model agrees with the driver on 240 of 240 configurations');
  assert.equal(await page.evaluate(() => window.notReloaded), true, 'the page was not reloaded');
  assert.match(await status.textContent(), /^[\d,]+ runs?, updated live$/);
  await screenshot(page, 'runs-panel');
});
