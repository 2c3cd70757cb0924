// One voice: for each of 48 cases (12 devices × 4 launches: an ordinary one, one bound by
// shared memory with a carveout and a partial last wave, a register-heavy one, and an illegal
// one), `occlab calc|waves|latency --json` and the page opened on the same URL show the same
// figures and sentences, digit for digit. The CLI's JSON carries the model's report layer; the
// page renders the same layer, so any number formatted on one side only shows up here. The
// number grammar is checked the same way: a string typed into a field gets the CLI's message.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { goto } from './browser.mjs';
import { sharedPage } from './shared_page.mjs';

const OCCLAB = process.env.OCCLAB_BIN ?? 'target/debug/occlab';

const DEVICES = [
  { gpu: 'H100 SXM5 80GB' }, { gpu: 'GeForce RTX 4090' }, { gpu: 'A100 SXM4 40GB' }, { gpu: 'GeForce RTX 3080 10GB' },
  { gpu: 'Tesla V100 SXM2 32GB' }, { gpu: 'T4' }, { gpu: 'Jetson Orin Nano 8GB' }, { gpu: 'B200' },
  { gpu: 'GeForce GTX 1080' }, { gpu: 'Tesla K40' }, { cc: '7.5' }, { cc: '12.1' },
];

const LAUNCHES = [
  { threads: 256, regs: 32, smem: 0, smem_static: 0, carveout: 'default', barriers: 1, grid: 1024 },
  { threads: 96, regs: 40, smem: 20000, smem_static: 4096, carveout: '50', barriers: 2, grid: 1400 },
  { threads: 128, regs: 168, smem: 0, smem_static: 0, carveout: 'default', barriers: 1, grid: 100 },
  { threads: 1024, regs: 72, smem: 0, smem_static: 0, carveout: 'default', barriers: 1, grid: 5000 },
];

const CASES = DEVICES.flatMap((device) => LAUNCHES.map((l) => ({ ...device, ...l })));

/** The CLI's flags for a case (the carveout flag only where the device has one). */
function flags(c) {
  const device = c.gpu ? ['--gpu', c.gpu] : ['--cc', c.cc];
  return [...device, '--threads', String(c.threads), '--regs', String(c.regs), '--smem-dynamic', String(c.smem),
    '--smem-static', String(c.smem_static), '--carveout', c.carveout, '--barriers', String(c.barriers)];
}

function occlab(args) {
  return JSON.parse(execFileSync(OCCLAB, [...args, '--json'], { encoding: 'utf8' }));
}

/** What the CLI says, as the page should show it. */
function cliTexts(c) {
  const calc = occlab(['calc', ...flags(c)]).report;
  const texts = {
    occupancy: calc.theoretical_occupancy.text,
    'active-blocks': calc.active[0].text,
    'active-warps': calc.active[1].text,
    'active-threads': calc.active[2].text,
    'registers-allocation': `Registers: ${calc.registers_working}`,
    'shared-memory-allocation': `Shared memory: ${calc.shared_memory_working}`,
    notes: calc.notes.join(''),
  };
  for (const row of calc.limits) texts[row.figure.key.replaceAll('_', '-')] = row.figure.text;
  if (calc.illegal) texts.illegal = calc.illegal + calc.violations.join('');
  if (c.gpu) {
    const w = occlab(['waves', ...flags(c), '--grid', String(c.grid)]).report;
    for (const f of w.figures) texts[f.key.replaceAll('_', '-')] = f.text;
    texts['tail-effect'] = w.figures.length ? w.profiler : undefined;
    texts['grid-waves'] = w.grid_line;
  }
  const latency = occlab(['latency', ...flags(c)]);
  const s = latency.sentences;
  texts['arithmetic-hiding'] = `Arithmetic: ${s.arithmetic}`;
  texts['memory-hiding'] = `Memory: ${s.memory} (${s.bandwidth})`;
  texts['latency-bound'] = `Latency bound: ${s.latency_bound}`;
  texts['two-mode-model'] = s.two_mode_model;
  texts.mode = latency.at_warps.sentence;
  return Object.fromEntries(Object.entries(texts).filter(([, v]) => v !== undefined));
}

/** The page's text of each hook `want` names (undefined where hidden), once it shows `want`
 *  or after 3 s. */
async function pageTexts(want) {
  const ids = Object.keys(want);
  let got;
  for (let i = 0; i < 150; i++) {
    got = await page.evaluate((list) => Object.fromEntries(list.map((id) => {
      const el = document.querySelector(`[data-testid="${id}"]`);
      return [id, el && !el.closest('[hidden]') ? el.textContent.trim() : undefined];
    })), ids);
    if (JSON.stringify(got) === JSON.stringify(want)) break;
    await page.waitForTimeout(20);
  }
  return got;
}

function query(c) {
  const device = c.gpu ? `gpu=${encodeURIComponent(c.gpu)}` : `cc=${c.cc}`;
  return `?${device}&threads=${c.threads}&regs=${c.regs}&smem=${c.smem}&smem_static=${c.smem_static}`
    + `&carveout=${c.carveout}&barriers=${c.barriers}&grid=${c.grid}&run=none`;
}

let browser;
let page;
sharedPage((b, p) => {
  browser = b;
  page = p;
});

test('48 cases: the CLI and the page show the same figures and sentences, digit for digit', async () => {
  assert.ok(CASES.length >= 40);
  let illegal = 0;
  let partial = 0;
  let compared = 0;
  for (const c of CASES) {
    const want = cliTexts(c);
    if (want.illegal) illegal += 1;
    if (want['partial-wave'] && want['partial-wave'] !== 'none') partial += 1;
    await goto(page, new URL(query(c), page.url()).href);
    assert.deepEqual(await pageTexts(want), want, `${query(c)}`);
    compared += Object.keys(want).length;
  }
  assert.ok(illegal >= 12, `${illegal} illegal launches`);
  assert.ok(partial >= 10, `${partial} partial waves`);
  assert.ok(compared >= 48 * 20, `${compared} texts compared`);
});

test('a number typed into a field is read as the CLI reads the same flag; a refusal quotes it with the same range', async () => {
  await page.goto(new URL('?gpu=H100+SXM5+80GB', page.url()).href);
  const field = page.getByTestId('threads');
  for (const typed of ['1e3', '3,352', ' 256 ', '0x100', '-0', '٣', '3,35']) {
    const cli = spawnSync(OCCLAB, ['calc', '--gpu', 'H100 SXM5 80GB', '--threads', typed], { encoding: 'utf8' });
    await field.fill(typed);
    if (cli.status === 0) {
      const heading = cli.stdout.split('\n')[0];
      await page.waitForFunction(() => document.getElementById('threads').getAttribute('aria-invalid') === 'false');
      assert.equal((await page.locator('#threads-error').textContent()).trim(), '', `${typed} accepted by both`);
      assert.match(heading, /· [\d,]+ threads,/);
    } else {
      // The CLI names its flag; the page says the same in the field's words, with the device's limit.
      const [, value, low, high] = cli.stderr.match(/threads \(threads per block\): "(.*)" is not allowed; expected ([\d,]+)–([\d,]+)$/m);
      await page.locator('#threads-error').getByText(
        `Threads per block: "${value}" is not allowed. Enter a whole number from ${low} to ${high}; a block has at most 1,024 threads on H100 SXM5 80GB.`,
        { exact: true },
      ).waitFor();
    }
  }
  await field.fill('256');
});

/** A seeded generator (a linear congruential one), so the configurations are drawn, not chosen;
 *  KEEP_BACK_SEED draws another set. */
function generator(seed) {
  let x = seed >>> 0;
  return (n) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
}

test('configurations typed off the sliders\' steps: every figure is occlab\'s for exactly the typed values, and each field keeps its text', async () => {
  const seed = Number(process.env.KEEP_BACK_SEED ?? 20261125);
  const rand = generator(seed);
  const gpus = ['H100 SXM5 80GB', 'H200 SXM 141GB', 'GeForce RTX 4090', 'A100 SXM4 40GB', 'T4', 'B200', 'GeForce RTX 3080 10GB'];
  let compared = 0;
  // The issue's own case first (a grid of 12,345 typed with its separator), then the drawn ones.
  const cases = [{
    gpu: 'H100 SXM5 80GB', threads: 100, regs: 32, smem: 0, smem_static: 0, carveout: '50', barriers: 1, grid: 12_345,
  }];
  for (let i = 0; i < 12; i++) {
    const c = {
      gpu: gpus[rand(gpus.length)], threads: 33 + rand(990), regs: 17 + rand(150), smem: rand(40_000),
      smem_static: rand(8_000), carveout: String(rand(101)), barriers: 1 + rand(6), grid: 1_001 + rand(199_000),
    };
    if (c.threads % 32 === 0) c.threads += 1;
    cases.push(c);
  }
  for (const [i, c] of cases.entries()) {
    // As people type them: digits, or with thousands separators (half of the grids).
    const typed = {
      threads: String(c.threads), regs: String(c.regs), smem: String(c.smem), smem_static: String(c.smem_static),
      carveout: c.carveout, barriers: String(c.barriers),
      grid: i % 2 ? String(c.grid) : c.grid.toLocaleString('en-US'),
    };
    await goto(page, new URL(`?gpu=${encodeURIComponent(c.gpu)}&run=none`, page.url()).href);
    if (await page.getByTestId('carveout').isDisabled()) await page.getByTestId('carveout-default').click();
    for (const [id, text] of Object.entries(typed)) await page.getByTestId(id).fill(text);
    const want = cliTexts(c);
    const at = `seed ${seed}, case ${i}: ${JSON.stringify(typed)} on ${c.gpu}`;
    assert.deepEqual(await pageTexts(want), want, at);
    for (const [id, text] of Object.entries(typed)) {
      assert.equal(await page.getByTestId(id).inputValue(), text, `${at}: the ${id} field keeps what was typed`);
    }
    compared += Object.keys(want).length + Object.keys(typed).length;
  }
  assert.ok(compared >= 13 * 25, `${compared} figures and fields compared`);
});
