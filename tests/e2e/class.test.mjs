// The lecture hall: a page served by `occlab serve --class demo` shows every student's run as it
// arrives, without a reload: their names (as text) in the who-is-in list and their measured
// throughput on the class chart, the viewer's own runs marked. The instructor hides a run with
// the instructor token and it leaves the page; a wrong token is refused in the server's words,
// in the page's language.
// Starts its own class server on a free port (scripts/test-e2e.sh's server has no class).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { createServer } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ARTIFACTS, goto, launch, screenshot } from './browser.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const SAMPLES = join(HERE, '..', '..', 'public', 'samples');
const DIST = join(HERE, '..', '..', 'dist');
const OCCLAB = process.env.OCCLAB_BIN ?? 'occlab';
const CLASS_TOKEN = 'class-token-e2e-1234';
const INSTRUCTOR_TOKEN = 'teacher-token-e2e-5678';
const ADA = 'Ada <b>Lovelace</b>';
const GRACE = 'Grace Hopper';

/** A free loopback port. */
async function freePort() {
  const server = createServer();
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  await new Promise((done) => server.close(done));
  return port;
}

let server;
let scratch;
let browser;
let page;
let url;
before(async () => {
  const port = await freePort();
  scratch = await mkdtemp(join(tmpdir(), 'occlab-class-'));
  server = spawn(OCCLAB, ['serve', '--addr', `127.0.0.1:${port}`, '--dist', DIST, '--db', join(scratch, 'class.sqlite'),
    '--class', 'demo', '--token', CLASS_TOKEN, '--instructor-token', INSTRUCTOR_TOKEN], { stdio: 'ignore' });
  url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100 && !(await fetch(url).then((r) => r.ok, () => false)); i++) {
    await new Promise((done) => setTimeout(done, 100));
  }
  browser = await launch();
  page = await browser.context.newPage();
  page.errors = [];
  page.on('console', (m) => { if (m.type() === 'error') page.errors.push(m.text()); });
  page.on('pageerror', (e) => page.errors.push(String(e)));
  await goto(page, url);
});
after(async () => {
  await browser?.close();
  server?.kill();
  await rm(scratch, { recursive: true, force: true });
});

async function upload(file, name) {
  const { stdout } = await promisify(execFile)(OCCLAB,
    ['upload', join(SAMPLES, file), '--to', url, '--token', CLASS_TOKEN, '--name', name]);
  const id = stdout.match(/stored as run (\d+)/)?.[1];
  assert.ok(id, stdout);
  return id;
}

/** How many of the canvas's pixels are within a few levels of `rgb`. */
function pixelsOf(rgb) {
  return page.evaluate((rgb) => {
    const canvas = document.querySelector('[data-testid=canvas-class]');
    const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    let n = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (Math.abs(data[i] - rgb[0]) + Math.abs(data[i + 1] - rgb[1]) + Math.abs(data[i + 2] - rgb[2]) < 12) n++;
    }
    return n;
  }, rgb);
}

test('an empty class says how to join: the command that sends a run to this very server', async () => {
  await page.locator('[data-testid=runs-status]').filter({ hasText: 'updated live' }).waitFor({ timeout: 10_000 });
  const join = page.getByTestId('class-join');
  await join.waitFor({ state: 'visible' });
  assert.equal(await join.locator('code').textContent(),
    `occlab measure --out run.json\nocclab upload run.json --to ${url.replace(/\/$/, '')} --token CLASS_TOKEN --name "Ada Lovelace"`);
});

test('students\' runs appear with their names and on the class chart as they arrive, mine marked', async () => {
  await page.locator('[data-testid=runs-status]').filter({ hasText: 'updated live' }).waitFor({ timeout: 10_000 });
  await page.evaluate(() => { window.notReloaded = true; });
  await page.getByTestId('your-name').fill(GRACE);

  const ada = await upload('h100-quick.json', ADA);
  const grace = await upload('h200-quick.json', GRACE);

  const names = page.locator('[data-testid=who-is-in] li .who-name');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=who-is-in] li').length === 2, null, { timeout: 5_000 })
    .catch(async (e) => { await screenshot(page, 'class-missing'); throw e; });
  assert.deepEqual(await names.allTextContents(), [ADA, GRACE], 'names as text, in the order they arrived');
  assert.equal(await page.locator('[data-testid=who-is-in] b').count(), 0, 'no markup from a name');
  assert.equal(await page.locator('[data-testid=who-is-in] li.own').textContent(), `${GRACE} (you)`);
  assert.equal(await page.locator(`[data-testid=run][data-run-id="${grace}"]`).getAttribute('class'), 'own');
  assert.equal(await page.locator(`[data-testid=run][data-run-id="${ada}"].own`).count(), 0);

  const chart = page.getByTestId('canvas-class');
  await page.waitForFunction(() => {
    const c = document.querySelector('[data-testid=canvas-class]');
    return c?.hasAttribute('data-marker-x') && c.getAttribute('aria-label').includes('2 runs by 2 students');
  }, null, { timeout: 10_000 });
  assert.match(await chart.getAttribute('aria-label'), /vector-add throughput in GB\/s/);
  // The light palette's first two run colours (Okabe and Ito): Ada's blue, Grace's vermillion.
  assert.ok(await pixelsOf([0, 114, 178]) > 50, 'Ada\'s line is painted');
  assert.ok(await pixelsOf([213, 94, 0]) > 50, 'Grace\'s line is painted');
  // Ada's second run, on another GPU, is a line of its own colour, named by GPU in the legend.
  const second = await upload('h200-quick.json', ADA);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=class-legend] li').length === 3, null, { timeout: 10_000 });
  assert.ok(await pixelsOf([0, 158, 115]) > 50, 'Ada\'s second line is painted in the third colour');
  const legend = await page.locator('[data-testid=class-legend] li').allTextContents();
  assert.deepEqual(legend.map((t) => t.trim()), [
    `●${ADA} · NVIDIA H100 80GB HBM3`, `●${GRACE} · NVIDIA H200 (you)`, `●${ADA} · NVIDIA H200`,
  ]);
  const marks = await page.locator('[data-testid=class-legend] .run-mark').evaluateAll((els) => els.map((e) => getComputedStyle(e).color));
  assert.deepEqual(marks, ['rgb(0, 114, 178)', 'rgb(213, 94, 0)', 'rgb(0, 158, 115)']);
  await page.getByTestId('class-view').screenshot({ path: join(ARTIFACTS, 'class-three-runs.png') });
  // The instructor takes the second run away again (the tests below start from two runs).
  const gone = await fetch(`${url}api/runs/${second}`, { method: 'DELETE', headers: { Authorization: `Bearer ${INSTRUCTOR_TOKEN}` } });
  assert.equal(gone.status, 204);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=class-legend] li').length === 2, null, { timeout: 10_000 });
  assert.equal(await page.evaluate(() => window.notReloaded), true, 'the page was not reloaded');
  await page.getByTestId('class-view').scrollIntoViewIfNeeded();
  await screenshot(page, 'class-view');
  await page.getByTestId('class-view').screenshot({ path: join(ARTIFACTS, 'class-chart.png') });
});

test('?view=class opens the class view alone, under the chosen GPU\'s name, for the projector', async () => {
  const view = await browser.context.newPage();
  await view.goto(`${url}?view=class&gpu=H100+SXM5+80GB`);
  await view.getByTestId('class-view').waitFor({ state: 'visible', timeout: 10_000 });
  assert.equal(await view.getByTestId('device-line').isVisible(), true);
  assert.equal(await view.getByTestId('device-line').textContent(), 'H100 SXM5 80GB');
  assert.equal(await view.getByTestId('show-calculator').isVisible(), true);
  assert.equal(await view.getByTestId('class-view-link').isVisible(), false, 'no link to the view it is');
  assert.equal(await view.getByTestId('threads').isVisible(), false, 'the calculator is out of the way');
  const top = await view.getByTestId('class-view').evaluate((e) => e.getBoundingClientRect().top + window.scrollY);
  assert.ok(top < 900, `the class view starts on the first screen (at ${top} px)`);
  await view.getByTestId('projector').click();
  await screenshot(view, 'class-view-projector');
  // In projector mode on the calculator, the chosen GPU's name is on the first screen too.
  await goto(view, `${url}?gpu=H200+SXM+141GB`);
  const line = view.getByTestId('device-line');
  await line.waitFor({ state: 'visible' });
  assert.ok((await line.boundingBox()).y < 300);
  assert.equal(await line.textContent(), 'H200 SXM 141GB');
  await view.getByTestId('projector').click();
  assert.equal(await line.isVisible(), false, 'without projector mode the line is not shown');
  await view.close();
});

test('the instructor hides and deletes runs with the token; a wrong token is refused in the server\'s words', async () => {
  const rows = page.locator('[data-testid=run]');
  assert.equal(await page.locator('[data-testid=hide-run]:visible').count(), 0, 'no Hide buttons without a token');
  await page.locator('.instructor summary').click();
  const token = page.getByTestId('instructor-token');
  // A wrong token is refused as it is typed, in the server's words: no Hide or Delete appears.
  await token.fill('not-the-instructor-token');
  const ada = rows.filter({ hasText: 'H100' });
  const error = page.getByTestId('instructor-error');
  await error.waitFor({ state: 'visible', timeout: 5_000 });
  assert.equal(await error.textContent(), 'The server refused (403): the token is not the instructor token');
  assert.equal(await page.locator('[data-testid=hide-run]:visible').count(), 0, 'no Hide for a refused token');
  // The class's own token is not the instructor's either.
  await token.fill(CLASS_TOKEN);
  await page.waitForFunction(() => document.querySelector('[data-testid=instructor-error]')?.textContent
    === 'The server refused (403): the token is not the instructor token');
  assert.equal(await page.locator('[data-testid=hide-run]:visible').count(), 0, 'no Hide for the class token');
  assert.equal(await page.locator('[data-testid=delete-run]:visible').count(), 0, 'no Delete for a refused token');
  assert.equal(await page.getByTestId('export-class').isDisabled(), true);
  assert.equal(await rows.count(), 2, 'nothing hidden');
  // In another language the page asks the server for its refusal in that language (the
  // browser's own Accept-Language says English). The Russian catalogue is held back until the
  // server has answered the token typed meanwhile, in English: once it comes, the page speaks
  // Russian, and asks the server again in Russian.
  let release;
  const held = new Promise((done) => { release = done; });
  await page.route('**/locales/ru/**', async (route) => { await held; await route.continue(); });
  await page.selectOption('[data-testid=language]', 'ru');
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/instructor') && r.status() === 403);
  await token.fill('still-not-the-instructor-token');
  await answered;
  release();
  await page.waitForFunction(() => document.querySelector('[data-testid=instructor-error]')?.textContent
    === 'Сервер отказал (403): это не токен преподавателя', null, { timeout: 5_000 });
  await page.unroute('**/locales/ru/**');
  await page.selectOption('[data-testid=language]', 'en');
  await page.waitForFunction(() => document.querySelector('[data-testid=instructor-error]')?.textContent
    === 'The server refused (403): the token is not the instructor token', null, { timeout: 5_000 });

  await token.fill(INSTRUCTOR_TOKEN);
  await ada.getByTestId('hide-run').click();
  // The class no longer sees Ada's run; the instructor does, marked, with Show again.
  await ada.locator('.run-hidden:visible').waitFor({ timeout: 5_000 });
  assert.equal(await rows.count(), 2, 'the instructor lists the hidden run too');
  assert.equal(await error.isHidden(), true, 'the refusal is gone');
  assert.deepEqual(await page.locator('[data-testid=who-is-in] li .who-name').allTextContents(), [GRACE]);
  await page.waitForFunction(() => document.querySelector('[data-testid=canvas-class]')
    .getAttribute('aria-label').includes('1 run by 1 student'), null, { timeout: 5_000 });
  assert.ok(await pixelsOf([213, 94, 0]) > 50, 'Grace keeps her colour when Ada leaves');
  assert.ok(!page.url().includes(INSTRUCTOR_TOKEN), 'the token is never in the URL');
  assert.equal(await page.evaluate(() => window.notReloaded), true, 'the page was not reloaded');
  await screenshot(page, 'class-hidden');
  // Show again brings it back to the class; hidden once more for what follows.
  await ada.getByTestId('show-again').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=who-is-in] li').length === 2, null, { timeout: 5_000 });
  assert.equal(await ada.locator('.run-hidden').isHidden(), true);
  await ada.getByTestId('hide-run').click();
  await ada.locator('.run-hidden:visible').waitFor({ timeout: 5_000 });

  // Delete asks first, offering Hide; Cancel keeps the run.
  const grace = rows.filter({ hasText: GRACE });
  const confirm = grace.getByTestId('confirm-delete');
  assert.equal(await confirm.isHidden(), true);
  await grace.getByTestId('delete-run').click();
  await confirm.waitFor({ state: 'visible' });
  assert.match(await confirm.textContent(), /^Delete this run for good\? It cannot be undone; Hide keeps it/);
  await grace.getByTestId('cancel-delete').click();
  await confirm.waitFor({ state: 'hidden' });
  assert.equal(await rows.count(), 2, 'cancelled: the run stays');
  await grace.getByTestId('delete-run').click();
  await grace.getByTestId('confirm-delete-run').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=run]').length === 1, null, { timeout: 5_000 });
  assert.equal(await page.locator('[data-testid=who-is-in] li').count(), 0, 'only the hidden run is left');
  // The browser logs the refused request itself.
  assert.deepEqual(page.errors.filter((e) => !e.includes('403')), [], 'no console errors but the refusal');
});

test('the instructor exports the class\'s runs as JSON lines and clears the class, asked first', async () => {
  await upload('h200-quick.json', ADA);
  await upload('h100-quick.json', GRACE);
  const rows = page.locator('[data-testid=run]');
  // The two new runs, and the one hidden earlier, which the instructor (token typed) still sees.
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=run]').length === 3, null, { timeout: 5_000 });
  await page.locator('.class-view details.instructor').evaluate((d) => { d.open = true; });
  const token = page.getByTestId('instructor-token');
  await token.fill('');
  assert.equal(await page.getByTestId('export-class').isDisabled(), true, 'no token, no export');
  // Without the token the hidden run leaves the list.
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=run]').length === 2, null, { timeout: 5_000 });
  await token.fill(INSTRUCTOR_TOKEN);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-class').click()]);
  assert.equal(download.suggestedFilename(), 'runs.jsonl');
  const lines = (await readFile(await download.path(), 'utf8')).trim().split('\n').map((l) => JSON.parse(l));
  // Every run of the class, oldest first: the one hidden earlier too.
  assert.deepEqual(lines.slice(-2).map((l) => [l.name, l.run.device.name]), [[ADA, 'NVIDIA H200'], [GRACE, 'NVIDIA H100 80GB HBM3']]);
  assert.equal(lines.filter((l) => l.hidden).length, 1);
  assert.ok(lines.every((l) => l.class === 'demo'));
  // Clearing asks first; Cancel keeps the runs.
  await page.getByTestId('clear-class').click();
  const confirm = page.getByTestId('confirm-clear');
  await confirm.waitFor({ state: 'visible' });
  assert.match(await confirm.textContent(), /^Delete every run of this class for good\? Export them first to keep them\./);
  await page.getByTestId('cancel-clear').click();
  await confirm.waitFor({ state: 'hidden' });
  assert.equal(await rows.count(), 3);
  await page.getByTestId('clear-class').click();
  await page.getByTestId('confirm-clear-class').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=run]').length === 0, null, { timeout: 5_000 });
});

test('projected, the class view puts the class chart first, across the screen, in type a room can read', async () => {
  // Fourteen students' runs (the H100's and the H200's quick runs, alternately).
  for (let i = 0; i < 14; i++) await upload(i % 2 ? 'h200-quick.json' : 'h100-quick.json', `Student ${i + 1}`);
  const projected = await launch({ viewport: { width: 1280, height: 720 } });
  try {
    const view = await projected.context.newPage();
    await view.goto(`${url}?view=class&gpu=H100+SXM5+80GB`);
    await view.getByTestId('projector').click();
    await view.waitForFunction(() => document.querySelectorAll('[data-testid=class-legend] li').length === 14, null, { timeout: 15_000 });
    await view.waitForFunction(() => document.querySelector('[data-testid=canvas-class]')?.getAttribute('aria-label').includes('14 runs'));
    const box = await view.getByTestId('canvas-class').boundingBox();
    assert.ok(box.y < 720 && box.y + box.height <= 720, `the class chart is on the first projected screen: ${JSON.stringify(box)}`);
    assert.ok(box.width >= 0.85 * 1280, `across the width: ${box.width} px`);
    const list = await view.locator('.runs-list').boundingBox();
    assert.ok(list.y > box.y + box.height, 'the list of runs comes below the chart');
    const legend = await view.locator('[data-testid=class-legend] li').first().evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    assert.ok(legend >= 30, `the legend's type: ${legend} px`);
    await screenshot(view, 'class-view-projected-1280x720');
  } finally {
    await projected.close();
  }
});
