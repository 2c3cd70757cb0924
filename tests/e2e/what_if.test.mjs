// What another occupancy would do (issue #37), on the page: Nsight Compute's full report of saxpy
// profiled at a quarter of its occupancy on an H100 (tests/hardware/data/h100/whatif/), chosen in
// the import panel, shows the what-if chart and its sentence, with every figure
// `occlab import --what-if --json` gives; the calculator, filled with the kernel, moves a marker
// along the curve as its registers or shared memory change, and says what the what-if predicts
// there; in another language too. A block softmax of set 4 (H200) shows the note on the L1 reuse
// that more blocks may lose, and the float4 triad of set 1 the note on the loads a warp waits for
// at once, the sphere tracer of set 25 the note on a grid of one wave, the direct convolution of
// set 38 the note on the constant cache's misses, the naive SGEMM of set 37 the note on a busy
// L1's queue the levels below keep, the register-blocked SGEMM of set 40 the note on the queue
// on the short scoreboard taken out below it, and the IPv4 route lookup of set 51 the bounds that
// together make a level's time. The 5-point stencil of set 1 pasted as two profiles, at 2 and 8 blocks per SM, shows them
// joined, and the segmented row sums' two report files chosen together.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, open, screenshot } from './browser.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const REPORT = join(ROOT, 'tests/hardware/data/h100/whatif/reports/saxpy_b2.ncu-repz');
const OCCLAB = process.env.OCCLAB_BIN ?? join(ROOT, 'target/debug/occlab');

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/// The block softmax of set 4 profiled at 2 blocks per SM on an H200: its rows fit the L1 there,
/// not from 3 blocks on.
const SOFTMAX = join(ROOT, 'tests/hardware/data/h200/whatif4/reports/softmax_block3_b2.ncu-repz');

/// The page with the report chosen and its one kernel picked.
async function withReport(lang = 'en', report = REPORT) {
  const page = await open(browser.context, `?gpu=RTX+4090&lang=${lang}`);
  await page.waitForSelector('[data-testid=import-paste]');
  await page.locator('[data-testid=import-panel] input[type=file]').setInputFiles(report);
  await page.locator('[data-testid=import-kernels] td.kernel-name button').first().click({ timeout: 15_000 });
  await page.getByTestId('what-if-sentence').waitFor({ timeout: 15_000 });
  return page;
}

/// The calculator's field `id` set to `value`, as typed.
async function type(page, id, value) {
  const field = page.getByTestId(id);
  await field.fill(String(value));
  await field.dispatchEvent('change');
}

const marker = (page) => page.getByTestId('canvas-what-if').getAttribute('data-marker-x');

/// occlab's JSON of the one kernel of `report`, with its what-if.
function occlabKernel(report) {
  return JSON.parse(execFileSync(OCCLAB, ['import', report, '--what-if', '--json'], { encoding: 'utf8' })).kernels[0];
}

test('a profiled kernel shows its what-if: the sentence, the chart with the profiled point and Nsight Compute\'s estimate, and occlab\'s figures', async () => {
  const page = await withReport();
  const kernel = occlabKernel(REPORT);
  const text = execFileSync(OCCLAB, ['import', REPORT, '--what-if'], { encoding: 'utf8' });
  const sentence = (await page.getByTestId('what-if-sentence').textContent()).trim();
  assert.match(sentence, /^Raising occupancy from 25\.00% to 100\.00% would cut this kernel's time by about \d+% \(Nsight Compute estimates 71%\)/);
  assert.ok(text.includes(sentence), `occlab import --what-if says the same sentence: ${sentence}`);
  // One row per level, 1 to 8 blocks of 256 threads, each ratio as occlab computes it.
  const rows = await page.locator('[data-testid=what-if-table] tbody tr').evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent.trim())));
  assert.deepEqual(rows.map((r) => r[0]), ['1', '2', '3', '4', '5', '6', '7', '8']);
  assert.deepEqual(kernel.what_if.map((l) => l.blocks_per_sm), [1, 2, 3, 4, 5, 6, 7, 8]);
  assert.deepEqual(rows.map((r) => r[5]), kernel.what_if.map((l) => `${l.duration_ratio.toFixed(2)}×`));
  assert.equal(kernel.what_if[1].duration_ratio, 1, 'the profiled level reads 1');
  // Each level's spread, where eight in ten such predictions were measured, as occlab gives it;
  // none at the profiled level.
  const spread = (l) => (l.spread ? `${l.spread.duration_ratio_low.toFixed(2)}–${l.spread.duration_ratio_high.toFixed(2)}×` : '');
  assert.deepEqual(rows.map((r) => r[6]), kernel.what_if.map(spread));
  assert.equal(rows[1][6], '', 'the profiled level has no spread');
  assert.match(rows[0][6], /^\d\.\d\d–\d\.\d\d×$/);
  const legend = (await page.locator('[data-testid=what-if-table] caption').textContent()).trim();
  assert.match(legend, /^"8 in 10 measured": where eight in ten/);
  assert.ok(text.includes(legend), `occlab import --what-if says what the column means as the page does: ${legend}`);
  assert.ok(kernel.ncu_estimate, 'the report holds Nsight Compute\'s estimate');
  // The chart is drawn, and says what it shows.
  assert.notEqual(await page.getByTestId('canvas-what-if').getAttribute('data-marker-x'), null);
  assert.equal(await page.getByTestId('canvas-what-if').getAttribute('aria-label'), sentence);
  await page.locator('.what-if-chart').scrollIntoViewIfNeeded();
  await screenshot(page, 'what-if-saxpy');
  assert.deepEqual(page.errors, [], 'no console errors');
  await page.close();
});

test('the calculator holds the kernel: its registers and shared memory move the marker along the curve, and it says the prediction', async () => {
  const page = await withReport();
  // Choosing the kernel filled the calculator: its launch as profiled, on the curve at 16 warps.
  assert.equal(await page.getByTestId('threads').inputValue(), '256');
  const line = page.getByTestId('what-if-line');
  await line.getByText(/^With the profiled inputs: 25\.00% occupancy \(2 blocks per SM\), predicted 1\.00× the time of saxpy as profiled/).waitFor();
  const profiled = await marker(page);
  // Without the padding: 8 blocks per SM, the marker at 64 warps.
  await type(page, 'smem', 0);
  await line.getByText(/: 100\.00% occupancy \(8 blocks per SM\), predicted 0\.\d\d× the time/).waitFor();
  // Level 8 has a spread, and the line says it as occlab gives it.
  const spread = occlabKernel(REPORT).what_if[7].spread;
  assert.equal(spread.measured_over, 'distance', 'saxpy\'s level 8 is named by no note');
  const range = `${spread.duration_ratio_low.toFixed(2)}–${spread.duration_ratio_high.toFixed(2)}×`;
  assert.ok((await line.textContent()).trim().endsWith(`Eight in ten of the validation's predictions as far from their profile were measured at ${range}.`));
  const full = await marker(page);
  assert.ok(Number(full) > Number(profiled), `the marker moves right: ${profiled} → ${full}`);
  // 64 registers: 4 blocks per SM, the marker between.
  await type(page, 'regs', 64);
  await line.getByText(/^With 64 registers: 50\.00% occupancy \(4 blocks per SM\), predicted 0\.\d\d× the time of saxpy as profiled/).waitFor();
  const half = await marker(page);
  assert.ok(Number(profiled) < Number(half) && Number(half) < Number(full), `${profiled} < ${half} < ${full}`);
  // Another block size is not this kernel's curve, and the calculator says so.
  await type(page, 'threads', 128);
  await line.getByText(/^The what-if of saxpy is for 256 threads per block/).waitFor();
  assert.equal(await marker(page), '', 'no marker off the kernel\'s block size');
  assert.deepEqual(page.errors, [], 'no console errors');
  await page.close();
});

test('in Chinese too: the sentence and the calculator\'s line in the page\'s language', async () => {
  const page = await withReport('zh');
  const sentence = (await page.getByTestId('what-if-sentence').textContent()).trim();
  const text = execFileSync(OCCLAB, ['import', REPORT, '--what-if', '--lang', 'zh'], { encoding: 'utf8' });
  assert.ok(text.includes(sentence), `occlab import --what-if --lang zh says the same sentence: ${sentence}`);
  assert.doesNotMatch(sentence, /occupancy|would/);
  assert.doesNotMatch(await page.getByTestId('what-if-line').textContent(), /occupancy|predicted/);
  await screenshot(page, 'what-if-saxpy-zh');
  assert.deepEqual(page.errors, [], 'no console errors');
  await page.close();
});

/// The page with `report` chosen in `lang`, and its note that `pick` finds: present, and what
/// `occlab import --what-if --lang LANG` says of the same report.
async function noteAsOcclab(report, lang, pick) {
  const page = await withReport(lang, report);
  const notes = await page.locator('.what-if-notes li').allTextContents();
  const text = execFileSync(OCCLAB, ['import', report, '--what-if', '--lang', lang], { encoding: 'utf8' });
  const note = notes.find(pick);
  assert.ok(note, `the page's ${lang} notes hold the note: ${notes}`);
  assert.ok(text.includes(note.trim()), `occlab import --what-if --lang ${lang} says the same note: ${note}`);
  return { page, note: note.trim() };
}

/// The note's region on screen, shot as `name`; the page closed without console errors.
async function shootNotes(page, name) {
  await page.locator('.what-if-notes').scrollIntoViewIfNeeded();
  await screenshot(page, name);
  assert.deepEqual(page.errors, [], 'no console errors');
  await page.close();
}

/// The note of `kernel` (occlab's JSON of `report`) that holds `english`, on the page in English word
/// for word and in `lang` translated (matching none of `untranslated`); `pick(note, lang)` finds it
/// among the page's notes, and each is shot as `what-if-${shot}-${lang}`.
async function noteInEnglishAnd(lang, { report, kernel, english, pick, untranslated, shot }) {
  const want = kernel.what_if_notes.find((n) => n.includes(english));
  assert.ok(want, 'occlab gives the note');
  for (const l of ['en', lang]) {
    const { page, note } = await noteAsOcclab(report, l, (n) => pick(n, l));
    if (l === 'en') assert.equal(note, want);
    else assert.doesNotMatch(note, untranslated);
    await shootNotes(page, `what-if-${shot}-${l}`);
  }
}

test('reuse the L1 may lose: the note names the levels whose resident rows outgrow the L1, as occlab does, in English and Russian', async () => {
  const kernel = occlabKernel(SOFTMAX);
  assert.deepEqual(kernel.what_if_reuse_at_risk.blocks_per_sm, [3, 4, 5, 6, 7]);
  // Those levels carry the spread measured at the levels the note names.
  const named = kernel.what_if.filter((l) => kernel.what_if_reuse_at_risk.blocks_per_sm.includes(l.blocks_per_sm));
  assert.deepEqual(named.map((l) => l.spread.measured_over), Array(5).fill('reuse_at_risk'));
  await noteInEnglishAnd('ru', {
    report: SOFTMAX,
    kernel,
    english: 'hit the L1',
    pick: (n) => n.includes('L1') && n.includes('3–6'),
    untranslated: /global loads|blocks per SM/,
    shot: 'reuse',
  });
});

/// The float4 triad of set 1 profiled at 16 blocks per SM on an H100, its DRAM loaded: its report's
/// source counters show about two loads a warp waits for at once (what-if version 14).
const TRIAD = join(ROOT, 'tests/hardware/data/h100/whatif/reports/triad_vec4_b16.ncu-repz');

test('the loads a warp waits for at once: the note from the report\'s source counters, as occlab gives it, in English and Italian', async () => {
  const kernel = occlabKernel(TRIAD);
  assert.equal(kernel.what_if_loads_per_wait.read, true);
  assert.equal(kernel.what_if_loads_per_wait.loads.toFixed(1), '1.9');
  await noteInEnglishAnd('it', {
    report: TRIAD,
    kernel,
    english: 'source counters',
    pick: (n, lang) => n.includes(lang === 'en' ? '1.9' : '1,9'),
    untranslated: /source counters|global loads/,
    shot: 'loads-per-wait',
  });
});

/// Set 25's sphere tracer profiled at 6 blocks per SM on an H200: its 640 blocks are one wave from 5
/// blocks per SM, and their warps filled 2.2 of the busiest SM's 5 block slots (what-if version 15).
const SPHERE_TRACER = join(ROOT, 'tests/hardware/data/h200/whatif25/reports/sdf_sphere_trace_b6.ncu-repz');

test('a grid of one wave: the note on the block slots its warps filled, as occlab gives it, in English and Chinese', async () => {
  const kernel = occlabKernel(SPHERE_TRACER);
  assert.equal(kernel.what_if_one_wave.blocks, 5);
  assert.equal(kernel.what_if_one_wave.filled_blocks.toFixed(1), '2.2');
  await noteInEnglishAnd('zh', {
    report: SPHERE_TRACER,
    kernel,
    english: 'block slots',
    pick: (n) => n.includes('2.2') && n.includes('5'),
    untranslated: /block slots|resident/,
    shot: 'one-wave',
  });
});

/// Set 38's direct convolution profiled at 3 blocks per SM on an H200: its warps wait 3.6 cycles an
/// instruction, 35 % of their time, for the constant cache's misses.
const CONVOLUTION = join(ROOT, 'tests/hardware/data/h200/whatif38/reports/conv3x3_k32_cmem_b3.ncu-repz');

test('the constant cache: the note on the misses its warps wait for, as occlab gives it, in English and Korean', async () => {
  const kernel = occlabKernel(CONVOLUTION);
  assert.equal(kernel.what_if_constant_cache_wait.cycles.toFixed(1), '3.6');
  assert.equal(Math.round(kernel.what_if_constant_cache_wait.share * 100), 35);
  await noteInEnglishAnd('ko', {
    report: CONVOLUTION,
    kernel,
    english: "constant cache's misses",
    pick: (n) => n.includes('3.6') && n.includes('35'),
    untranslated: /constant cache|resident/,
    shot: 'constant-cache',
  });
});

/// Set 37's textbook naive SGEMM profiled at 4 blocks per SM on an H200: its L1/TEX cache ran at
/// 96 % of its peak serving its loads' hits, a queue the levels below keep (the short scoreboard
/// shows no queue worth taking out).
const SGEMM_NAIVE = join(ROOT, 'tests/hardware/data/h200/whatif37/reports/sgemm_naive_ab_b4.ncu-repz');

test('a busy L1: the note on the queue the levels below keep, as occlab gives it, in English and Italian', async () => {
  const kernel = occlabKernel(SGEMM_NAIVE);
  assert.equal(Math.round(kernel.what_if_busy_l1.share * 100), 96);
  assert.equal(kernel.what_if_short_queue, undefined);
  await noteInEnglishAnd('it', {
    report: SGEMM_NAIVE,
    kernel,
    english: 'L1/TEX cache ran at 96%',
    pick: (n) => n.includes('96'),
    untranslated: /queue|warps waited/,
    shot: 'l1-queue',
  });
});

/// Set 40's register-blocked SGEMM profiled at 4 blocks per SM on an H200: its L1/TEX cache ran at
/// 94 % of its peak, and its warps waited 112 cycles a wait on the short scoreboard, where an
/// unloaded shared-memory load waits 21: the rest is the L1's queue, which version 17 takes out
/// below the profile.
const SGEMM = join(ROOT, 'tests/hardware/data/h200/whatif40/reports/sgemm_r8x8_128x64_b4.ncu-repz');

test('the L1\'s queue on the short scoreboard: the note on the queue taken out below the profile, as occlab gives it, in English and Chinese', async () => {
  const kernel = occlabKernel(SGEMM);
  assert.equal(kernel.what_if_busy_l1, undefined, 'the queue is taken out, not kept');
  assert.equal(kernel.what_if_short_queue.unloaded, 21);
  assert.equal(Math.round(kernel.what_if_short_queue.per_wait), 112);
  assert.equal(kernel.what_if_short_queue.cycles.toFixed(1), '1.9');
  await noteInEnglishAnd('zh', {
    report: SGEMM,
    kernel,
    english: 'short scoreboard',
    pick: (n) => n.includes('112') && n.includes('21'),
    untranslated: /each time|warps wait|queue/,
    shot: 'short-queue',
  });
});

test('a level below a busy L1 carries the spread measured below such profiles: the table and the calculator say so, as occlab gives it', async () => {
  const kernel = occlabKernel(SGEMM_NAIVE);
  const one = kernel.what_if[0];
  assert.equal(one.blocks_per_sm, 1);
  assert.equal(one.spread.measured_over, 'below_busy_l1', 'level 1 lies below the profile at 4, its L1 96 % busy');
  const range = `${one.spread.duration_ratio_low.toFixed(2)}–${one.spread.duration_ratio_high.toFixed(2)}×`;
  const page = await withReport('en', SGEMM_NAIVE);
  const rows = await page.locator('[data-testid=what-if-table] tbody tr').evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent.trim())));
  assert.equal(rows[0][6], range, 'the page gives level 1 the range occlab gives it');
  // Padded to level 1 with the bytes the what-if names, the calculator's line says which levels
  // its range was measured over.
  await type(page, 'smem', one.dynamic_shared_memory);
  const line = page.getByTestId('what-if-line');
  await line.getByText(/occupancy \(1 block per SM\), predicted/).waitFor();
  assert.ok((await line.textContent()).trim().endsWith(
    `Eight in ten of the validation's predictions below a profile whose L1 was as busy were measured at ${range}.`));
  await line.scrollIntoViewIfNeeded();
  await screenshot(page, 'what-if-busy-l1-calculator');
  assert.deepEqual(page.errors, [], 'no console errors');
  await page.close();
});

/// The raw page of set 1's 5-point stencil on an H100, profiled at 2 and at 8 blocks per SM (its
/// launch IDs 101 and 107): what `ncu --import … --csv --page raw` writes for those two launches.
function stencilAtTwoLevels() {
  const lines = readFileSync(join(ROOT, 'tests/hardware/data/h100/whatif/levels_raw.csv'), 'utf8').split('\n');
  const [header, units] = lines;
  const rows = lines.filter((l) => l.startsWith('"101",') || l.startsWith('"107",'));
  assert.equal(rows.length, 2);
  return [header, units, ...rows].join('\n') + '\n';
}

test('two profiles of one kernel join its what-if: the note, the table and the sentence as occlab gives them, in English and Russian', async () => {
  const paste = stencilAtTwoLevels();
  const kernel = JSON.parse(execFileSync(OCCLAB, ['import', '-', '--what-if', '--json'], { input: paste, encoding: 'utf8' })).kernels[0];
  assert.deepEqual(kernel.what_if_other_profiles.map((p) => p.blocks_per_sm), [8]);
  assert.equal(kernel.what_if[7].duration_ratio, kernel.what_if_other_profiles[0].duration_ratio, 'the other profile reads its measured time');
  for (const lang of ['en', 'ru']) {
    const page = await open(browser.context, `?gpu=RTX+4090&lang=${lang}`);
    await page.waitForSelector('[data-testid=import-paste]');
    await page.getByTestId('import-paste').fill(paste);
    await page.locator('[data-testid=import-kernels] td.kernel-name button').first().click({ timeout: 15_000 });
    await page.getByTestId('what-if-sentence').waitFor({ timeout: 15_000 });
    const text = execFileSync(OCCLAB, ['import', '-', '--what-if', '--lang', lang], { input: paste, encoding: 'utf8' });
    const notes = (await page.locator('.what-if-notes li').allTextContents()).map((n) => n.trim());
    const joined = notes.find((n) => n.includes(lang === 'en' ? 'Joined with' : 'Объединено'));
    assert.ok(joined && text.includes(joined), `occlab --lang ${lang} gives the page's note: ${joined}`);
    if (lang === 'en') {
      assert.equal(joined, kernel.what_if_notes.find((n) => n.startsWith('Joined with')));
      const rows = await page.locator('[data-testid=what-if-table] tbody tr').evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent.trim())));
      assert.deepEqual(rows.map((r) => r[5]), kernel.what_if.map((l) => `${l.duration_ratio.toFixed(2)}×`));
      assert.deepEqual(rows.filter((r) => r.some((c) => c.startsWith('profiled'))).map((r) => r[0]), ['2', '8']);
    }
    const sentence = (await page.getByTestId('what-if-sentence').textContent()).trim();
    assert.ok(text.includes(sentence), `occlab --lang ${lang} says the same sentence: ${sentence}`);
    await page.locator('.what-if-chart').scrollIntoViewIfNeeded();
    await screenshot(page, `what-if-two-profiles-${lang}`);
    assert.deepEqual(page.errors, [], 'no console errors');
    await page.close();
  }
});

/// Set 4's segmented row sums (H200), Nsight Compute's report files at 8 and 32 blocks per SM.
const SEGMENTED_ROWS = [8, 32].map((b) => join(ROOT, `tests/hardware/data/h200/whatif4/reports/segmented_rows_b${b}.ncu-repz`));

test('two report files chosen together are read as one report: the kernel at 8 blocks per SM joined with its profile at 32, as occlab joins them', async () => {
  const kernel = JSON.parse(execFileSync(OCCLAB, ['import', ...SEGMENTED_ROWS, '--what-if', '--json'], { encoding: 'utf8' })).kernels[0];
  assert.deepEqual(kernel.what_if_other_profiles.map((p) => p.blocks_per_sm), [32]);
  const page = await open(browser.context, '?gpu=RTX+4090&lang=en');
  await page.waitForSelector('[data-testid=import-paste]');
  await page.locator('[data-testid=import-panel] input[type=file]').setInputFiles(SEGMENTED_ROWS);
  await page.getByTestId('import-file').getByText(/^segmented_rows_b8\.ncu-repz, segmented_rows_b32\.ncu-repz \([\d,]+ B\), read in this browser and not uploaded: 2 kernels\./).waitFor({ timeout: 15_000 });
  await page.locator('[data-testid=import-kernels] td.kernel-name button').first().click({ timeout: 15_000 });
  await page.getByTestId('what-if-sentence').waitFor({ timeout: 15_000 });
  const notes = (await page.locator('.what-if-notes li').allTextContents()).map((n) => n.trim());
  assert.equal(notes.find((n) => n.startsWith('Joined with')), kernel.what_if_notes.find((n) => n.startsWith('Joined with')));
  const rows = await page.locator('[data-testid=what-if-table] tbody tr').evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent.trim())));
  assert.deepEqual(rows.map((r) => r[5]), kernel.what_if.map((l) => `${l.duration_ratio.toFixed(2)}×`));
  assert.deepEqual(page.errors, [], 'no console errors');
  await page.close();
});

/// Set 51's IPv4 route lookup profiled at 12 blocks per SM on an H200: at levels 4–6 no bound alone
/// makes the time, and the reason names only those that do, never its idle SM.
const ROUTE_LOOKUP = join(ROOT, 'tests/hardware/data/h200/whatif51/reports/ipv4_lpm_dir24_b12.ncu-repz');

test('bounds together: the reason names the latency, the L2 and the lines that make a level\'s time, not the idle SM, as occlab gives it, in English and Korean', async () => {
  const kernel = occlabKernel(ROUTE_LOOKUP);
  const five = kernel.what_if[4];
  assert.equal(five.blocks_per_sm, 5);
  assert.match(five.reason, /^the warps' waits at 25 warps per SM \(their loads queued to 1\.7× their unloaded latency\), the L2 \(80% of peak\) and the misses in flight that 60 KiB of L1 allows together set the time/);
  assert.doesNotMatch(five.reason, /SM's issue/);
  for (const lang of ['en', 'ko']) {
    const page = await withReport(lang, ROUTE_LOOKUP);
    const text = execFileSync(OCCLAB, ['import', ROUTE_LOOKUP, '--what-if', '--lang', lang], { encoding: 'utf8' });
    const rows = await page.locator('[data-testid=what-if-table] tbody tr').evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent.trim())));
    const reasons = rows.slice(3, 6).map((r) => r[r.length - 1]);
    for (const reason of reasons) {
      assert.ok(text.includes(reason), `occlab --lang ${lang} gives the page's reason: ${reason}`);
    }
    if (lang === 'en') {
      assert.deepEqual(reasons, kernel.what_if.slice(3, 6).map((l) => l.reason));
    } else {
      assert.ok(reasons.every((r) => r.includes('함께') && !/warps|together/.test(r)), reasons.join(' | '));
    }
    await page.locator('.what-if-levels summary').click();
    if (lang === 'en') {
      // Laid out as a grid, the reasons on lines of their own, the table is still a table to a
      // screen reader: Chromium's accessibility tree holds its header row and a row per level,
      // each with its nine cells.
      const cdp = await page.context().newCDPSession(page);
      const { root } = await cdp.send('DOM.getDocument');
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-testid=what-if-table]' });
      const count = async (role) => (await cdp.send('Accessibility.queryAXTree', { nodeId, role })).nodes.length;
      assert.equal(await count('table'), 1);
      assert.equal(await count('row'), 1 + rows.length);
      assert.equal(await count('columnheader'), 9);
      assert.equal(await count('cell'), 9 * rows.length);
    }
    await page.locator('[data-testid=what-if-table] tbody tr').nth(5).scrollIntoViewIfNeeded();
    await screenshot(page, `what-if-together-${lang}`);
    assert.deepEqual(page.errors, [], 'no console errors');
    await page.close();
  }
});
