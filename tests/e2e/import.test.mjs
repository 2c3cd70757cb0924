// The import panel: a 5 MB paste of an Nsight Compute raw page (the H100 capture's launches
// repeated) becomes the kernel table, every launch in it (how long it takes is a benchmark's
// figure: tests/e2e/perf.mjs, docs/PERFORMANCE.md); choosing a kernel fills the calculator with
// its launch, and the calculator then shows ncu's theoretical occupancy; the pasted text never
// reaches the address bar, and nothing is sent.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ARTIFACTS, launch, open } from './browser.mjs';
import { rawPaste as paste } from './raw_paste.mjs';

let browser;
let page;
before(async () => {
  browser = await launch();
  page = await open(browser.context, '?gpu=RTX+4090&threads=256&regs=40');
  await page.waitForSelector('[data-testid=import-paste]');
});
after(async () => {
  assert.deepEqual(page.errors, [], 'no console errors');
  await browser?.close();
});

test('a 5 MB raw page becomes the kernel table, every launch in it, the paste kept and nothing sent', async () => {
  const { text, launches } = paste(5_000_000);
  const sent = [];
  const record = (r) => { if (r.method() !== 'GET') sent.push(`${r.method()} ${r.url()}`); };
  page.on('request', record);
  await page.evaluate((text) => {
    const area = document.querySelector('[data-testid=import-paste]');
    area.value = text;
    area.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
  await page.waitForFunction((launches) => document.querySelectorAll('[data-testid=import-kernels] tbody tr').length === launches, launches);
  page.off('request', record);
  const summary = await page.textContent('[data-testid=import-summary]');
  assert.match(summary, /from an Nsight Compute raw page \(CSV\); ours agrees with Nsight Compute wherever both give a figure\./);
  assert.equal(await page.getByTestId('import-paste').inputValue(), text, 'the paste is kept as pasted');
  assert.deepEqual(sent, [], 'the paste is read in the page: no request but GET');
});

test('choosing a kernel fills the calculator, and the pasted text stays out of the address bar', async () => {
  await page.click('[data-testid=import-kernels] tbody tr:nth-child(2) button'); // k_smem_limited
  await page.waitForSelector('[data-testid=import-detail]');
  await page.waitForFunction(() => document.querySelector('[data-testid=occupancy]')?.textContent.trim() === '12.50%');
  const detail = await page.textContent('[data-testid=import-detail]');
  assert.match(detail, /Theoretical Occupancy12\.50%12\.50%agrees/);
  // The address bar follows the calculation once it has rested for 250 ms.
  await page.waitForFunction(() => location.search.includes('threads=128'), null, { timeout: 3000 });
  const url = await page.evaluate(() => location.href);
  assert.match(url, /threads=128/);
  assert.doesNotMatch(url, /launch__|ID/);
  // The chosen kernel beside ours (the whole panel holds the 1,411-row table: 12 s to capture).
  await page.locator('[data-testid=import-detail]').screenshot({ path: join(ARTIFACTS, 'import-chosen-kernel.png') });
});

/** Drops a file of `bytes` named `name` on the element matching `selector`; whether the page
 *  refused the browser's own handling (opening the file in place of the page). */
async function drop(selector, name, bytes) {
  return page.evaluate(({ selector, name, bytes }) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(bytes)], name));
    const target = document.querySelector(selector);
    target.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: transfer }));
    return !target.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }));
  }, { selector, name, bytes });
}

test('a report file dropped anywhere on the import panel is read; a binary file is refused; elsewhere nothing leaves the page', async () => {
  const area = page.getByTestId('import-paste');
  await area.fill('');
  const ptxas = [...Buffer.from("ptxas info    : Compiling entry function 'k' for 'sm_90'\nptxas info    : Function properties for k\n    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\nptxas info    : Used 40 registers, used 0 barriers, 368 bytes cmem[0]\n")];
  // On the panel's heading, not the paste area.
  assert.equal(await drop('[data-testid=import-panel] h2', 'build.log', ptxas), true);
  await page.getByTestId('import-summary').getByText(/^1 kernel from a ptxas report/).waitFor();
  assert.match(await area.inputValue(), /Used 40 registers/);
  // A binary file (an .ncu-rep, say) is refused and the paste keeps what it had.
  assert.equal(await drop('[data-testid=import-panel]', 'profile.ncu-rep', [0x4e, 0x56, 0, 1, 0xff, 0xfe, 0]), true);
  await page.getByTestId('import-file-error').getByText(/^The file could not be read: the file is not text \(it holds binary data\), nor an Nsight Compute report \(\.ncu-rep, \.ncu-repz\)/).waitFor();
  assert.match(await area.inputValue(), /Used 40 registers/);
  // Dropped on the calculator, a file is refused by the page, so the browser does not open it.
  assert.equal(await drop('[data-testid=occupancy]', 'build.log', ptxas), true);
  await area.fill('');
});

const HARDWARE = join(dirname(fileURLToPath(import.meta.url)), '..', 'hardware', 'data');
const REPORTS = join(HARDWARE, 'h200', 'reports');

/** The kernel table's rows, column by column (the launch ID apart, with whether it is shown). */
function tableRows() {
  return page.locator('[data-testid=import-kernels] tbody tr').evaluateAll((rows) => rows.map((r) => {
    const id = r.querySelector('td.launch-id');
    const cells = [...r.querySelectorAll('td:not(.launch-id)')].map((td) => td.textContent.trim());
    return {
      id: id.checkVisibility() ? id.textContent.trim() : null,
      name: cells[0], grid: cells[1], block: cells[2], registers: cells[3], theoretical: cells[5], achieved: cells[6], ours: cells[7],
    };
  }));
}

test('Nsight Compute\'s own report (.ncu-rep, .ncu-repz), chosen or dropped, is read in the browser: the same table as its CSV export', async () => {
  const area = page.getByTestId('import-paste');
  // The reference: ncu --import own_sections.ncu-rep --csv --page details, pasted.
  await area.fill(readFileSync(join(REPORTS, 'own_sections.details.csv'), 'utf8'));
  await page.getByTestId('import-summary').getByText(/^12 kernels from an Nsight Compute details page/).waitFor();
  const fromCsv = await tableRows();
  const uploads = [];
  page.on('request', (r) => { if (r.method() !== 'GET') uploads.push(r.url()); });
  for (const file of ['own_sections.ncu-rep', 'own_sections.ncu-repz']) {
    await page.locator('[data-testid=import-panel] input[type=file]').setInputFiles(join(REPORTS, file));
    await page.getByTestId('import-file').getByText(new RegExp(`^${file.replace('.', '\\.')} \\([\\d,]+ B\\), read in this browser and not uploaded: 12 kernels\\.$`)).waitFor({ timeout: 10_000 });
    await page.getByTestId('import-summary').getByText(/^12 kernels from an Nsight Compute report file; ours agrees with Nsight Compute wherever both give a figure\.$/).waitFor();
    // The profiler's columns are those of the CSV export. Ours agrees with Nsight Compute on
    // every kernel here: the report carries the barrier count, which the CSV page does not
    // (from the CSV, the two named-barrier kernels assume 1 barrier and differ).
    const rows = await tableRows();
    const profiler = (r) => ({ ...r, ours: undefined });
    assert.deepEqual(rows.map(profiler), fromCsv.map(profiler), `${file}: the table its CSV export gives`);
    assert.deepEqual(rows.map((r) => r.id), rows.map((_, i) => String(i)), `${file}: the launch IDs`);
    assert.deepEqual(rows.map((r) => r.ours), rows.map((r) => r.theoretical), `${file}: ours agrees`);
    assert.deepEqual(fromCsv.filter((r) => r.ours !== r.theoretical).map((r) => r.name), ['k_barriers16', 'k_barriers8']);
    // Block Limit Barriers reads Nsight Compute's figure in both columns (32, the SM's limit).
    await page.locator('[data-testid=import-kernels] td.kernel-name button').first().click();
    const barriers = page.locator('[data-testid=import-detail] tr').filter({ hasText: 'Block Limit Barriers' });
    assert.deepEqual((await barriers.locator('td').allTextContents()).map((t) => t.trim()), ['32', '32', 'agrees']);
    // What was pasted is kept.
    assert.match(await area.inputValue(), /^"ID","Process ID"/);
  }
  // Dropped anywhere on the panel, too: the 14 library kernels (cuBLAS, CUB, cuFFT).
  const library = [...readFileSync(join(REPORTS, 'library.ncu-rep'))];
  assert.equal(await drop('[data-testid=import-panel] h2', 'library.ncu-rep', library), true);
  await page.getByTestId('import-file').getByText(/^library\.ncu-rep \(2,692,370 B\), read in this browser and not uploaded: 14 kernels\.$/).waitFor({ timeout: 10_000 });
  const libraryRows = await tableRows();
  const names = libraryRows.map((r) => r.name);
  assert.ok(names.includes('DeviceReduceKernel') && names.includes('vector_fft'), names.join(', '));
  // Two launches of one kernel are told apart by Nsight Compute's launch ID, as its pages number
  // them (the report's results, from 0).
  assert.deepEqual(libraryRows.map((r) => r.id), libraryRows.map((_, i) => String(i)));
  assert.ok(new Set(names).size < names.length, `a kernel launched twice: ${names.join(', ')}`);
  // Every figure in view: the table needs no sideways scrolling, even with cuBLAS's names.
  const { scroll, client } = await page.getByTestId('import-kernels').evaluate((t) => ({ scroll: t.scrollWidth, client: t.clientWidth }));
  assert.ok(scroll <= client + 1, `the table is ${scroll} px wide in ${client} px`);
  await page.getByTestId('import-panel').screenshot({ path: join(ARTIFACTS, 'import-ncu-rep.png') });
  assert.deepEqual(uploads, [], 'nothing was sent anywhere');
  // Editing the paste goes back to the pasted text.
  await area.fill('');
  await page.getByTestId('import-file').waitFor({ state: 'hidden' });
});

test('the kernel table names each function briefly, the full name on hover, and marks each row agrees or differs', async () => {
  const details = readFileSync(join(HARDWARE, 'h100', 'import', 'ncu_details.csv'), 'utf8');
  await page.getByTestId('import-paste').fill(details);
  await page.getByTestId('import-summary').getByText(/^12 kernels from an Nsight Compute details page \(CSV\); ours differs from Nsight Compute for 2\.$/).waitFor();
  const rows = page.locator('[data-testid=import-kernels] tbody tr');
  assert.equal(await rows.count(), 12);
  const verdicts = await page.getByTestId('import-verdict').allTextContents();
  assert.equal(verdicts.filter((v) => v === 'differs').length, 2);
  assert.equal(verdicts.filter((v) => v === 'agrees').length, 10);
  for (const button of await rows.locator('td.kernel-name button').all()) {
    const [name, full] = [await button.textContent(), await button.getAttribute('title')];
    assert.ok(!name.includes('(') && full.startsWith(name), `${name} / ${full}`);
  }
  await page.getByTestId('import-paste').fill('');
});
