// The lab in five languages (#28). For each of ru, zh, it and ko, a subset of the one-voice cases:
// `occlab calc --lang xx` and the page opened with `?lang=xx` say the same thing, digit for digit
// (the occupancy, the active figures, each block limit with its gloss, the limiter, the allocation
// working, the notes and an illegal launch's reasons). Then: the header's switch, the choice kept
// in the link and in storage, an unknown language, the scan for English left in the calculator,
// and screenshots in each language (projector mode too).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { BASE_URL, launch, screenshot, showLowerPanels } from './browser.mjs';
import { sharedPage } from './shared_page.mjs';

const OCCLAB = process.env.OCCLAB_BIN ?? 'target/debug/occlab';
const LANGS = ['ru', 'zh', 'it', 'ko'];

// The RTX 4090 launch; one with notes (a carveout raised, idle lanes); an illegal one.
const CASES = [
  { gpu: 'GeForce RTX 4090', threads: 256, regs: 40, smem: 20000, smem_static: 0, carveout: 'default' },
  { gpu: 'H100 SXM5 80GB', threads: 96, regs: 40, smem: 20000, smem_static: 4096, carveout: '50' },
  { gpu: 'Tesla V100 SXM2 32GB', threads: 1024, regs: 72, smem: 0, smem_static: 0, carveout: 'default' },
];

const flags = (c) => ['--gpu', c.gpu, '--threads', String(c.threads), '--regs', String(c.regs),
  '--smem-dynamic', String(c.smem), '--smem-static', String(c.smem_static), '--carveout', c.carveout];
const query = (c, lang) => `?gpu=${encodeURIComponent(c.gpu)}&threads=${c.threads}&regs=${c.regs}&smem=${c.smem}`
  + `&smem_static=${c.smem_static}&carveout=${c.carveout}&lang=${lang}`;

/** What `occlab calc --lang` prints, as the page's hooks should show it. */
function cliTexts(c, lang) {
  const text = execFileSync(OCCLAB, ['calc', ...flags(c), '--lang', lang], { encoding: 'utf8' });
  const lines = text.split('\n');
  // "  Block Limit Registers       6  ← limiter   — gloss": the value, then the mark and gloss.
  const figure = (label) => {
    const line = lines.find((l) => l.startsWith(`  ${label} `));
    assert.ok(line, `${lang}: no line for ${label} in\n${text}`);
    const [value, gloss = ''] = line.slice(label.length + 2).trim().split('   — ');
    return { value: value.split('   (')[0].split('  ←')[0], gloss };
  };
  const figures = {
    occupancy: 'Theoretical Occupancy', 'active-blocks': 'Active Blocks per SM', 'active-warps': 'Active Warps per SM',
    'active-threads': 'Active Threads per SM', 'limit-warps': 'Block Limit Warps', 'limit-registers': 'Block Limit Registers',
    'limit-shared-memory': 'Block Limit Shared Mem', 'limit-blocks': 'Block Limit SM', 'limit-barriers': 'Block Limit Barriers',
  };
  const want = {};
  const glosses = {};
  for (const [id, label] of Object.entries(figures)) {
    const f = figure(label);
    want[id] = f.value;
    if (id.startsWith('limit-')) glosses[id] = f.gloss;
  }
  // The sentences after the table: limiter, registers, shared memory, notes (in that order).
  const tail = lines.slice(lines.findIndex((l) => l.startsWith('  Block Limit Barriers')) + 2).filter((l) => l.trim());
  [want['limited-by'], want['registers-allocation'], want['shared-memory-allocation']] = tail.map((l) => l.trim());
  want.notes = tail.slice(3).map((l) => l.trim());
  want.notes = want.notes.length ? want.notes : undefined;
  const illegal = lines.findIndex((l) => l.startsWith('    - '));
  want.violations = lines.filter((l) => l.startsWith('    - ')).map((l) => l.slice(6));
  want.illegal = illegal > 0 ? lines[illegal - 1].trim() : undefined;
  return { want, glosses, text };
}

/** The page's texts for the same hooks. */
async function pageTexts(page) {
  return page.evaluate(() => {
    const t = (id) => document.querySelector(`[data-testid="${id}"]`)?.textContent.trim();
    const ids = ['occupancy', 'active-blocks', 'active-warps', 'active-threads', 'limit-warps', 'limit-registers',
      'limit-shared-memory', 'limit-blocks', 'limit-barriers', 'limited-by', 'registers-allocation', 'shared-memory-allocation'];
    const got = Object.fromEntries(ids.map((id) => [id, t(id)]));
    got.notes = [...document.querySelectorAll('[data-testid=notes] li')].map((li) => li.textContent.trim());
    const illegal = document.querySelector('[data-testid=illegal]');
    got.violations = illegal.closest('[hidden]') ? [] : [...illegal.querySelectorAll('li')].map((li) => li.textContent.trim());
    got.illegal = illegal.closest('[hidden]') ? undefined : illegal.querySelector('strong').textContent.trim();
    const glosses = Object.fromEntries(['warps', 'registers', 'shared-memory', 'blocks', 'barriers'].map((r) => {
      const cell = document.querySelector(`[data-testid="limit-${r}"]`);
      return [`limit-${r}`, cell.closest('tr').querySelector('.gloss').textContent.trim()];
    }));
    return { got, glosses };
  });
}

/** Opens `url` and waits for the page to speak `lang` with `occupancy` shown. */
async function openIn(page, url, lang, occupancy) {
  await page.goto(url);
  await page.waitForFunction(([l, o]) => document.documentElement.lang === l
    && (o === null ? document.querySelector('[data-testid=occupancy]')?.textContent.trim()
      : document.querySelector('[data-testid=occupancy]')?.textContent.trim() === o)
    && document.querySelector('[data-msg=limits-caption]')?.textContent.trim(), [lang, occupancy]);
}

let browser;
let page;
sharedPage((b, p) => {
  browser = b;
  page = p;
});

test('occlab calc --lang and the page in each language say the same, digit for digit', async () => {
  let compared = 0;
  for (const lang of LANGS) {
    for (const c of CASES) {
      const { want, glosses } = cliTexts(c, lang);
      await openIn(page, BASE_URL + query(c, lang), lang, want.occupancy);
      const { got, glosses: shown } = await pageTexts(page);
      // The CLI prints each note on a line of its own ("Note: …" in the language).
      const line = catalogueLine(lang, 'note-line', 'cli');
      got.notes = got.notes.length ? got.notes.map((n) => line.replace('{ $note }', n)) : undefined;
      assert.deepEqual(got, want, `${lang} ${query(c, lang)}`);
      assert.deepEqual(shown, glosses, `${lang}: the glosses beside Nsight Compute's names`);
      compared += Object.keys(want).length + Object.keys(glosses).length;
    }
  }
  assert.ok(compared >= 4 * 3 * 20, `${compared} texts compared`);
});

test('occlab waves and latency --lang and the lower panels say the same in each language', async () => {
  // An H100 at 256 threads and 48 registers (5 blocks per SM) running 1,400 blocks: a partial
  // wave, Nsight Compute's tail-effect sentence and two grids with none (ncu_tail.txt).
  const launch = { gpu: 'H100 SXM5 80GB', threads: 256, regs: 48, grid: 1400 };
  const flags = ['--gpu', launch.gpu, '--threads', String(launch.threads), '--regs', String(launch.regs)];
  const url = (lang) => `${BASE_URL}?gpu=${encodeURIComponent(launch.gpu)}&threads=${launch.threads}&regs=${launch.regs}`
    + `&smem=0&smem_static=0&grid=${launch.grid}&run=none&lang=${lang}`;
  let compared = 0;
  for (const lang of LANGS) {
    const waves = execFileSync(OCCLAB, ['waves', ...flags, '--grid', String(launch.grid), '--lang', lang], { encoding: 'utf8' })
      .split('\n').filter((l) => l.trim());
    const latency = execFileSync(OCCLAB, ['latency', ...flags, '--lang', lang], { encoding: 'utf8' })
      .split('\n').filter((l) => l.trim());
    await openIn(page, url(lang), lang, null);
    await showLowerPanels(page);
    await page.waitForFunction(() => document.querySelector('[data-testid=tail-effect]')?.textContent
      && document.querySelector('[data-testid=latency-headline]')?.textContent);
    await page.locator('.waves-panel').scrollIntoViewIfNeeded();
    await screenshot(page, `language-${lang}-panels`);
    const shown = await page.evaluate(() => {
      const t = (id) => document.querySelector(`[data-testid="${id}"]`)?.innerText.trim();
      const figures = ['full-wave', 'waves-per-sm', 'full-waves', 'partial-wave', 'estimated-time', 'achievable-occupancy']
        .map((id) => {
          const cell = document.querySelector(`[data-testid="${id}"]`);
          return [cell.textContent.trim(), cell.closest('div').querySelector('.gloss').textContent.trim()];
        });
      return {
        figures,
        tail: t('tail-effect'),
        grids: [t('round-grid-0'), t('round-grid-1')],
        headline: t('latency-headline'),
        answer: t('latency-answer'),
        traffic: t('traffic'),
        reasons: [...document.querySelectorAll('[data-testid=latency-reasons] li')].map((li) => li.innerText.trim()),
        working: ['arithmetic-hiding', 'memory-hiding', 'latency-bound', 'two-mode-model'].map(t),
        bounds: [...document.querySelectorAll('[data-testid=throughput-bounds] tr')]
          .map((tr) => [...tr.children].map((c) => c.innerText.trim()).filter((x) => x).join(' ')),
        mode: t('mode'),
      };
    });
    // occlab waves: a line per figure (its label, its value and the gloss beside Nsight
    // Compute's name), then Nsight Compute's sentence and the grids with no partial wave.
    shown.figures.forEach(([value, gloss], i) => {
      const line = waves[1 + i];
      assert.ok(line.includes(` ${value}`), `${lang}: figure ${i} "${value}" in "${line}"`);
      assert.equal(line.split('   — ')[1] ?? '', gloss, `${lang}: the gloss of figure ${i}`);
    });
    assert.equal(waves[7].trim(), shown.tail, `${lang}: the tail effect`);
    for (const grid of shown.grids) assert.ok(waves[8].includes(grid), `${lang}: "${grid}" in "${waves[8]}"`);
    // occlab latency: the answer and its reasons, the working, each resource's bound, the model
    // and the mode at the launch's warps.
    assert.equal(latency[1].trim(), shown.headline, `${lang}: the headline`);
    assert.equal(latency[2].trim(), shown.answer, `${lang}: the answer`);
    assert.deepEqual(latency.filter((l) => l.startsWith('  - ')).map((l) => l.slice(4)), shown.reasons, `${lang}: the reasons`);
    const after = latency.slice(3 + shown.reasons.length).map((l) => l.trim());
    // The working (arithmetic, memory, the DRAM bytes against the loads, latency bound, the
    // caption and five bounds, the model), then the mode at the launch's warps.
    assert.deepEqual([after[0], after[1], after[3], after[10]], shown.working, `${lang}: the working`);
    assert.equal(after[2], shown.traffic, `${lang}: the DRAM bytes against the loads in flight`);
    assert.deepEqual(after.slice(5, 10).map((l) => l.replace(/\s+/g, ' ').replace(/ ←.*$/, '')),
      shown.bounds.map((b) => b.replace(/ ◀.*$/, '')), `${lang}: the throughput bounds`);
    assert.ok(after[11].endsWith(shown.mode), `${lang}: the mode "${shown.mode}" ends "${after[11]}"`);
    compared += shown.figures.length * 2 + 3 + 3 + shown.reasons.length + 4 + shown.bounds.length + 1;
    // No sentence of the panels' English catalogue is left in the two panels.
    const text = await page.evaluate(() => [...document.querySelectorAll('.waves-panel, .latency-panel')]
      .flatMap((panel) => [panel.innerText, ...[...panel.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label'))])
      .join('\n'));
    const left = englishFragments('panels', lang).filter((f) => text.includes(f));
    assert.deepEqual(left, [], `${lang}: English left in the waves and latency panels`);
  }
  assert.ok(compared >= 4 * 25, `${compared} texts compared`);
});

test('occlab import --lang and the import panel say the same in each language', async () => {
  // The H100 raw page of the 12 test kernels (tests/hardware/data/h100/import): the summary,
  // then the first kernel's launch, device, figures against ours and explanation.
  const file = 'tests/hardware/data/h100/import/ncu_raw_clean.csv';
  const text = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
  let compared = 0;
  for (const lang of LANGS) {
    const cli = execFileSync(OCCLAB, ['import', file, '--lang', lang], { encoding: 'utf8' }).split('\n');
    const rowsEnd = cli.indexOf('', 7);
    const want = {
      summary: cli[0],
      launch: cli[3].trim(),
      device: cli[4].trim(),
      rows: cli.slice(7, rowsEnd).map((l) => l.trim().split(/ {2,}/)),
      explanation: cli.slice(rowsEnd + 1, cli.indexOf('', rowsEnd + 1)).map((l) => l.trim()),
    };
    await openIn(page, `${BASE_URL}?gpu=H100+SXM5+80GB&lang=${lang}`, lang, null);
    await showLowerPanels(page);
    await page.fill('[data-testid=import-paste]', text);
    await page.locator('.import-kernels .kernel-name button').first().click();
    await page.waitForSelector('[data-testid=import-detail]');
    await page.locator('[data-testid=import-detail]').scrollIntoViewIfNeeded();
    await screenshot(page, `language-${lang}-import`);
    const got = await page.evaluate(() => {
      const detail = document.querySelector('[data-testid=import-detail]');
      const [launch, device] = detail.querySelector('p').innerText.split('\n').map((l) => l.trim());
      return {
        summary: document.querySelector('[data-testid=import-summary]').textContent,
        launch,
        device,
        rows: [...detail.querySelectorAll('tbody tr')]
          .map((tr) => [...tr.children].map((c) => c.textContent.trim()).filter((c) => c)),
        explanation: [...detail.querySelectorAll('li')].map((li) => li.textContent.trim()),
      };
    });
    assert.deepEqual(got, want, `${lang}: occlab import and the import panel`);
    compared += 3 + want.rows.length + want.explanation.length;
    // No sentence of the panels' English catalogue is left in the panel.
    const shown = await page.evaluate(() => {
      const panel = document.querySelector('.import-panel');
      return [panel.innerText, ...[...panel.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label'))]
        .join('\n');
    });
    assert.deepEqual(englishFragments('panels', lang).filter((f) => shown.includes(f)), [], `${lang}: English left in the import panel`);
  }
  assert.ok(compared >= 4 * 15, `${compared} texts compared`);
});

test('occlab measure --report --lang and the runs panel say the same of a measured run in each language', async () => {
  // The H100 run of public/samples, opened by default: its heading, self-check,
  // calibrated model and held-out check, staircase and timeline, as occlab prints them.
  const file = 'public/samples/h100-run.json';
  let compared = 0;
  for (const lang of LANGS) {
    const cli = execFileSync(OCCLAB, ['measure', '--report', file, '--lang', lang], { encoding: 'utf8' }).split('\n');
    // Sections: the self-check (0), the latencies (1), the model (2); the staircase and the
    // timeline are the last two.
    const sections = cli.reduce((acc, l, k) => (k > 0 && l && !l.startsWith(' ') && cli[k - 1] === '' ? [...acc, k] : acc), []);
    const lines = (k) => cli.slice(k + 1, cli.indexOf('', k + 1)).map((l) => l.trim());
    const want = {
      heading: cli[0],
      selfCheck: lines(sections[0])[0],
      calibration: lines(sections[2]),
      staircase: lines(sections.at(-2)),
      timeline: lines(sections.at(-1)),
    };
    // The H100's committed run calibrates its latency panel by default: the runs panel lays it
    // over the model.
    await openIn(page, `${BASE_URL}?gpu=H100+SXM5+80GB&lang=${lang}`, lang, null);
    await showLowerPanels(page);
    await page.waitForFunction(() => document.querySelector('[data-testid=run-staircase] li'));
    const got = await page.evaluate(() => {
      const items = (id) => [...document.querySelectorAll(`[data-testid=${id}] li`)].map((li) => li.textContent.trim());
      return {
        heading: document.querySelector('#measured-heading').textContent.trim(),
        selfCheck: document.querySelector('[data-testid=self-check]').textContent.trim(),
        calibration: items('run-calibration'),
        staircase: items('run-staircase'),
        timeline: items('run-timeline'),
      };
    });
    assert.deepEqual(got, want, `${lang}: occlab measure --report and the runs panel`);
    compared += 2 + want.calibration.length + want.staircase.length + want.timeline.length;
    const shown = await page.evaluate(() => document.querySelector('.runs-panel').innerText);
    assert.deepEqual(englishFragments('panels', lang).filter((f) => shown.includes(f)), [], `${lang}: English left in the runs panel`);
  }
  assert.ok(compared >= 4 * 15, `${compared} texts compared`);
});

test("the issue's RTX 4090 launch reads 66,67 % in ru, 66,67% in it, 66.67% in zh and ko", () => {
  const c = CASES[0];
  const occupancy = Object.fromEntries(['ru', 'it', 'zh', 'ko'].map((l) => [l, cliTexts(c, l).want.occupancy]));
  assert.deepEqual(occupancy, { ru: '66,67\u00a0%', it: '66,67%', zh: '66.67%', ko: '66.67%' });
  assert.equal(cliTexts(c, 'ru').want['active-threads'], '1\u00a0024');
  assert.equal(cliTexts(c, 'it').want['active-threads'], '1.024');
});

test('the switch in the header changes the language, and the link and storage keep it', async () => {
  const c = CASES[0];
  await openIn(page, BASE_URL + query(c, 'en'), 'en', '66.67%');
  await page.selectOption('[data-testid=language]', 'ru');
  await page.waitForFunction(() => document.documentElement.lang === 'ru'
    && document.querySelector('[data-testid=occupancy]').textContent.trim() === '66,67\u00a0%');
  assert.equal(await page.textContent('[data-msg=limits-caption]'), catalogueLine('ru', 'limits-caption'));
  await page.waitForFunction(() => new URLSearchParams(location.search).get('lang') === 'ru');
  // Storage keeps the choice for a link without one.
  await openIn(page, BASE_URL + query(c, 'en').replace('&lang=en', ''), 'ru', '66,67\u00a0%');
  await page.selectOption('[data-testid=language]', 'en');
  await page.waitForFunction(() => document.documentElement.lang === 'en'
    && document.querySelector('[data-testid=occupancy]').textContent.trim() === '66.67%');
  assert.equal(await page.textContent('[data-msg=limits-caption]'), 'Block limits per SM (blocks that fit by each resource)');
});

/** The fragments of a part of the English catalogue that are English only: each message's text
 *  between its placeables, with two words or more of its own. Words the languages share with
 *  English by the glossary's choice (docs/GLOSSARY.md: Italian writes "compute capability",
 *  "warp", "thread", "kernel", "latency hiding"; "per" is Italian too) do not count. */
function englishFragments(part, lang) {
  const en = readFileSync(new URL(`../../crates/model/locales/en/${part}.ftl`, import.meta.url), 'utf8');
  // A message the language writes exactly as English does (a GPU's name and a flag) is its own.
  const own = lang ? new Set(readFileSync(new URL(`../../crates/model/locales/${lang}/${part}.ftl`, import.meta.url), 'utf8')
    .split('\n').filter((l) => /^[a-z][a-z0-9_-]* = /.test(l))) : new Set();
  const shared = new Set(['per', 'warp', 'warps', 'thread', 'threads', 'kernel', 'compute', 'capability', 'lane',
    'lanes', 'carveout', 'wave', 'waves', 'full', 'opt-in', 'cluster', 'non-portable', 'latency', 'hiding', 'tail',
    'effect']);
  // Nsight Compute's names stay as the profiler prints them, in every language.
  const nsight = new Set(['Shared Memory Configuration Size', 'Registers Per Thread', 'Max Active Clusters',
    'Waves Per SM', 'Theoretical Occupancy']);
  return en.split('\n').filter((l) => /^[a-z][a-z0-9_-]* = /.test(l) && !own.has(l))
    .flatMap((l) => l.replace(/^[^=]+= /, '').split(/\{[^}]*\}/))
    .map((f) => f.trim())
    .filter((f) => !nsight.has(f.replace(/[:.]$/, '')))
    .filter((f) => (f.match(/[A-Za-z-]{3,}/g) ?? []).filter((w) => !shared.has(w.toLowerCase())).length >= 2);
}

/** The one-line message `id` of `part` of the `lang` catalogue, as written there. */
function catalogueLine(lang, id, part = 'first-view') {
  const ftl = readFileSync(new URL(`../../crates/model/locales/${lang}/${part}.ftl`, import.meta.url), 'utf8');
  return ftl.match(new RegExp(`^${id} = (.*)$`, 'm'))[1];
}

test('an unknown language falls back to English and says so once', async () => {
  await openIn(page, `${BASE_URL}?gpu=T4&lang=fr`, 'en', null);
  const notice = page.locator('[data-testid=status]');
  assert.ok(await notice.isVisible());
  assert.match(await notice.textContent(), /“fr”.*English/);
  await page.selectOption('[data-testid=language]', 'zh');
  await page.waitForFunction(() => document.documentElement.lang === 'zh');
  assert.equal(await notice.isVisible(), false);
});

test("a field takes the language's number form and the plain one", async () => {
  // RTX 4090, 256 threads, 40 registers: 20,000 B of dynamic shared memory give 66.67 %.
  const base = '?gpu=GeForce+RTX+4090&threads=256&regs=40&smem=0';
  const forms = [['ru', '20\u00a0000', '66,67\u00a0%'], ['ru', '20 000', '66,67\u00a0%'], ['ru', '20000', '66,67\u00a0%'],
    ['it', '20.000', '66,67%'], ['it', '20,000', '66,67%'], ['zh', '20,000', '66.67%']];
  for (const [lang, typed, occupancy] of forms) {
    await openIn(page, `${BASE_URL}${base}&lang=${lang}`, lang, null);
    const smem = page.getByTestId('smem');
    await smem.fill(typed);
    await page.waitForFunction((o) => document.querySelector('[data-testid=occupancy]').textContent.trim() === o, occupancy);
    assert.equal(await smem.inputValue(), typed, `${lang}: the field keeps ${typed} as typed`);
    assert.equal(await page.locator('#smem-error').textContent(), '');
  }
  // Italian's 1,5 KiB is 1,536 bytes; a number neither form reads is refused, quoted as typed.
  await openIn(page, `${BASE_URL}${base}&lang=it`, 'it', null);
  const smem = page.getByTestId('smem');
  await smem.fill('1,5 KiB');
  await page.waitForFunction(() => document.querySelector('[data-testid=limit-shared-memory]').textContent.trim() !== '');
  assert.equal(await page.locator('#smem-error').textContent(), '');
  await smem.fill('20.00');
  await page.locator('#smem-error').getByText('«20.00»').waitFor();
  await smem.fill('0');
  // A refusal speaks the language, its range and the device's limit written its way.
  await openIn(page, `${BASE_URL}${base}&lang=ru`, 'ru', null);
  await page.getByTestId('threads').fill('0');
  await page.locator('#threads-error').getByText('Нитей в блоке: «0» не подходит. Введите целое число от 1 до 1\u00a0048\u00a0576; в блоке не больше 1\u00a0024 нитей на GeForce RTX 4090.').waitFor();
  await page.getByTestId('threads').fill('256');
});

test('no English sentence is left in the first view in another language', async () => {
  const english = englishFragments('first-view');
  assert.ok(english.length > 80, `${english.length} English fragments`);
  for (const lang of LANGS) {
    for (const c of CASES) {
      await openIn(page, BASE_URL + query(c, lang), lang, cliTexts(c, lang).want.occupancy);
      // The suggestion opened, and on the H100 a cluster size the runtime refuses.
      await page.click('[data-testid=suggest]');
      await page.waitForFunction(() => document.querySelector('[data-testid=min-grid]')?.textContent);
      if (c.gpu.startsWith('H100')) {
        await page.fill('[data-testid=cluster]', '9');
        await page.waitForFunction(() => document.querySelector('[data-testid=cluster-error]')?.textContent);
      }
      // What the first view shows, and what it says to a screen reader: labels, placeholders and
      // the charts' text alternatives.
      // (The lower panels, translated apart, are left out.)
      const shown = await page.evaluate(() => [
        ...['.masthead', '.controls', '.results', '.charts', '.lower-panels-pending']
          .map((s) => document.querySelector(s)?.innerText ?? ''),
        ...[...document.querySelectorAll('[aria-label], [placeholder]')]
          .filter((el) => !el.closest('.panels') || el.matches('.panels'))
          .map((el) => `${el.getAttribute('aria-label') ?? ''}\n${el.getAttribute('placeholder') ?? ''}`),
      ].join('\n'));
      const left = english.filter((s) => shown.includes(s));
      assert.deepEqual(left, [], `${lang}: English left in ${query(c, lang)}`);
    }
  }
});

test("each part of a catalogue comes when the page first shows it: the panels' and the what-if's with the panels", async () => {
  const fetched = () => page.evaluate(() => performance.getEntriesByType('resource')
    .map((e) => new URL(e.name).pathname).filter((p) => p.includes('/locales/')).sort());
  // A window low enough that the panels are not near it at first.
  await page.setViewportSize({ width: 1440, height: 500 });
  // English: the first view's part is in the page.
  await openIn(page, `${BASE_URL}?gpu=T4&lang=en`, 'en', null);
  assert.deepEqual(await fetched(), []);
  await showLowerPanels(page);
  assert.deepEqual(await fetched(), ['/locales/en/panels.cat', '/locales/en/what-if.cat']);
  // Russian: its first view's part, then its panels' part with the panels.
  await openIn(page, `${BASE_URL}?gpu=T4&lang=ru`, 'ru', null);
  assert.deepEqual(await fetched(), ['/locales/ru/first-view.cat']);
  await showLowerPanels(page);
  assert.deepEqual(await fetched(),
    ['/locales/ru/first-view.cat', '/locales/ru/panels.cat', '/locales/ru/what-if.cat']);
  // Once the panels are shown, a language chosen brings all three of its page's parts.
  // (A part an earlier test stored speaks at once; the page then checks it with the server, so
  // the request may come just after the switch.)
  await page.selectOption('[data-testid=language]', 'zh');
  await page.waitForFunction(() => document.documentElement.lang === 'zh');
  await page.waitForFunction(() => performance.getEntriesByType('resource')
    .filter((e) => e.name.includes('/locales/zh/')).length === 3, null, { timeout: 5_000 }).catch(() => {});
  assert.deepEqual(await fetched(),
    ['/locales/ru/first-view.cat', '/locales/ru/panels.cat', '/locales/ru/what-if.cat',
      '/locales/zh/first-view.cat', '/locales/zh/panels.cat', '/locales/zh/what-if.cat']);
  await page.setViewportSize({ width: 1440, height: 1000 });
});

// A first visit in another language, chosen each of the three ways the page follows: the link,
// the stored choice, the browser's languages.
for (const { how, lang, query, stored, locale } of [
  { how: 'by the link', lang: 'zh', query: '?gpu=T4&lang=zh' },
  { how: 'by the stored choice', lang: 'ru', query: '?gpu=T4', stored: 'ru' },
  { how: "by the browser's languages", lang: 'ko', query: '?gpu=T4', locale: 'ko-KR' },
]) {
  test(`a first visit in a language chosen ${how} asks for its part from the page's head, and draws the first view once, in it`, async () => {
    // A fresh profile: no part stored. The page's head asks for the part, and the chunks that
    // read it, while the document is still being read, before the page's module runs; the page
    // waits for them before it is first drawn.
    const fresh = await launch({ locale });
    try {
      const visit = await fresh.context.newPage();
      const errors = [];
      visit.on('pageerror', (e) => errors.push(String(e)));
      await visit.addInitScript((choice) => {
        if (choice) localStorage.setItem('occlab.lang', choice);
        new MutationObserver(() => {
          const caption = document.querySelector('[data-msg=limits-caption]')?.textContent;
          if (caption && window.firstCaption === undefined) window.firstCaption = caption;
          if (window.partAsked === undefined && document.querySelector('link[rel=preload][href$="/first-view.cat"]')) {
            window.partAsked = { href: document.querySelector('link[rel=preload][href$="/first-view.cat"]').href, readyState: document.readyState };
          }
        }).observe(document, { childList: true, subtree: true, characterData: true });
      }, stored ?? null);
      await openIn(visit, BASE_URL + query, lang, null);
      const seen = await visit.evaluate(() => ({
        firstCaption: window.firstCaption,
        partAsked: window.partAsked,
        links: document.querySelectorAll('link[rel=preload][href$="/first-view.cat"]').length,
        requests: performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)
          .filter((p) => p.endsWith('/first-view.cat')),
      }));
      const show = JSON.stringify(seen);
      assert.deepEqual(errors, [], show);
      assert.equal(seen.firstCaption, catalogueLine(lang, 'limits-caption'), `the first caption drawn speaks ${lang}: ${show}`);
      assert.equal(new URL(seen.partAsked?.href ?? BASE_URL).pathname, `/locales/${lang}/first-view.cat`, `the head asks for the part: ${show}`);
      assert.equal(seen.partAsked.readyState, 'loading', `asked for while the document is read, before the page's module runs: ${show}`);
      assert.deepEqual(seen.requests, [`/locales/${lang}/first-view.cat`], `the part is fetched once: ${show}`);
      assert.equal(seen.links, 1, `the page does not ask again for what its head asked: ${show}`);
    } finally {
      await fresh.close();
    }
  });
}

test('a repeat visit speaks the stored language from its first frame, and checks its catalogue after', async () => {
  // A page of its own: the failed fetch below is logged by the browser.
  const visit = await browser.context.newPage();
  try {
    // The first visit fetches the Russian first view's part and keeps it.
    await openIn(visit, `${BASE_URL}?gpu=T4&lang=ru`, 'ru', null);
    const stored = await visit.evaluate(() => localStorage.getItem('occlab.catalogue.ru.first-view'));
    assert.ok(stored?.includes('limits-caption'), 'the part is stored');
    // With the server's part unreachable, the next visit still speaks Russian, and says nothing
    // of the failed check.
    await visit.route('**/locales/ru/first-view.cat', (route) => route.abort());
    await openIn(visit, `${BASE_URL}?gpu=T4&lang=ru`, 'ru', null);
    assert.equal(await visit.textContent('[data-msg=limits-caption]'), catalogueLine('ru', 'limits-caption'));
    assert.equal(await visit.locator('[data-testid=status]').isVisible(), false);
    await visit.unroute('**/locales/ru/first-view.cat');
    // A stored part the server has changed is replaced once checked.
    await visit.evaluate(() => localStorage.setItem('occlab.catalogue.ru.first-view',
      localStorage.getItem('occlab.catalogue.ru.first-view').replace(/limits-caption\0[^\0]*\0/, 'limits-caption\0STALE\0')));
    await openIn(visit, `${BASE_URL}?gpu=T4&lang=ru`, 'ru', null);
    await visit.waitForFunction((want) => document.querySelector('[data-msg=limits-caption]').textContent === want,
      catalogueLine('ru', 'limits-caption'));
    assert.ok(!(await visit.evaluate(() => localStorage.getItem('occlab.catalogue.ru.first-view'))).includes('STALE'));
  } finally {
    await visit.close();
  }
});

test('screenshots in each language, projector mode too', async () => {
  const c = CASES[0];
  for (const lang of ['en', ...LANGS]) {
    await openIn(page, BASE_URL + query(c, lang), lang, cliTexts(c, lang).want.occupancy);
    await screenshot(page, `language-${lang}`);
    // The limit table's counts, "no limit", its headings and the limiter's mark wrap between
    // words only: a "제한 없/음" or "无限/制" split inside a word reads as two words.
    const split = await page.evaluate(() => [...document.querySelectorAll('.block-limits thead th, .block-limits td')]
      .flatMap((cell) => {
        const splits = [];
        const texts = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        while (texts.nextNode()) {
          const node = texts.currentNode;
          // A heading kept for screen readers is not seen.
          if (node.parentElement.closest('.visually-hidden')) continue;
          const text = node.textContent;
          let top = null;
          for (let i = 0; i < text.length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const rect = range.getClientRects()[0];
            if (!rect) continue;
            const at = Math.round(rect.top);
            if (top !== null && at > top && !/\s/.test(text[i - 1]) && !/\s/.test(text[i])) {
              splits.push(`${text.slice(0, i)}|${text.slice(i)}`);
            }
            top = at;
          }
        }
        return splits;
      }));
    assert.deepEqual(split, [], `${lang}: limit table cells split inside a word`);
    // On a phone, the page in each language is no wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.setViewportSize({ width: 1440, height: 1000 });
    assert.ok(overflow <= 0, `${lang}: the page is ${overflow} px wider than the phone`);
  }
  const projector = await browser.context.newPage();
  await projector.goto(BASE_URL + query(c, 'zh'));
  await projector.click('[data-testid=projector]');
  await projector.waitForFunction(() => document.documentElement.lang === 'zh'
    && document.querySelector('.app.projector') && document.querySelector('[data-msg=limits-caption]')?.textContent);
  await screenshot(projector, 'language-zh-projector');
  // CJK text fits the panels: nothing in the results is wider than its panel.
  const overflowing = await projector.evaluate(() => [...document.querySelectorAll('.results *')]
    .filter((el) => getComputedStyle(el).display !== 'inline' && el.scrollWidth > el.clientWidth + 1
      && getComputedStyle(el).overflowX === 'visible')
    .map((el) => el.className || el.tagName));
  assert.deepEqual(overflowing, []);
  await projector.click('[data-testid=projector]');
  await projector.close();
});
