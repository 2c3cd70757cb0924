// Expected results for the browser tests, taken from rows of tests/reference/data/*.csv, which
// NVIDIA's occupancy header (cuda_occupancy.h) generated — never from re-running our model.
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const DATA = join(dirname(fileURLToPath(import.meta.url)), '..', 'reference', 'data');
const NO_LIMIT = '2147483647';
/** cudaOccLimitingFactor bits, in the order the UI lists limiters. */
const LIMITERS = [[1, 'warps'], [2, 'registers'], [4, 'shared_memory'], [8, 'blocks'], [16, 'barriers'], [32, 'virtual_resources']];
/** Each limiter's block-limit column in occupancy.csv. */
const BINDING = [['warps', 'limit_warps'], ['registers', 'limit_registers'], ['shared_memory', 'limit_shared_memory'],
  ['blocks', 'limit_blocks'], ['barriers', 'limit_barriers'], ['virtual_resources', 'limit_virtual']];

function readCsv(name) {
  const [header, ...lines] = readFileSync(join(DATA, name), 'utf8').trim().split('\n');
  const keys = header.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((v, i) => [keys[i], v])));
}

export const deviceProps = Object.fromEntries(readCsv('device_props.csv').map((r) => [r.cc, r]));

/** The dynamic shared memory limit the UI's automatic opt-in gives: 48 KiB less static while
 *  static + dynamic fit in it, else the device's opt-in maximum less static. */
export function automaticLimit(row) {
  const p = deviceProps[row.cc];
  const perBlock = Number(p.shared_memory_per_block);
  const optin = Number(p.shared_memory_per_block_optin);
  const wanted = Number(row.smem_static) + Number(row.smem_dynamic ?? row.dynamic_fixed);
  const limit = wanted > perBlock && optin > perBlock ? optin : perBlock;
  return Math.max(limit - Number(row.smem_static), 0);
}

/** Rows the UI can reproduce: no cache configuration, partitioned caching or virtual
 *  resources, and the kernel's dynamic limit as the automatic opt-in sets it. */
function reproducible(row) {
  return row.cache_config === 'none' && row.partitioned_gc === 'off' && row.virtual_resources === '0'
    && Number(row.max_dynamic_smem) === automaticLimit(row);
}

/** "62.50%": warps of max warps as a percentage with two decimals, an exact tie to even, as
 *  Nsight Compute (printf) prints it; worked out here with integers, independently of the page. */
export function percentText(warps, maxWarps) {
  const scaled = warps * 10000;
  let hundredths = Math.floor(scaled / maxWarps);
  const twice = 2 * (scaled - hundredths * maxWarps);
  if (twice > maxWarps || (twice === maxWarps && hundredths % 2 === 1)) hundredths += 1;
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}%`;
}

const limitText = (v) => (v === NO_LIMIT ? 'no limit' : Number(v).toLocaleString('en-US'));

/** What the page must show for an occupancy.csv row. */
export function expected(row) {
  const p = deviceProps[row.cc];
  const warpsPerBlock = Math.ceil(Number(row.threads) / Number(p.warp_size));
  const maxWarps = Number(p.max_threads_per_sm) / Number(p.warp_size);
  const blocks = Number(row.active_blocks);
  const bits = Number(row.limiting_factors);
  return {
    occupancy: percentText(blocks * warpsPerBlock, maxWarps),
    activeBlocks: blocks.toLocaleString('en-US'),
    activeWarps: (blocks * warpsPerBlock).toLocaleString('en-US'),
    // The page marks the limits that bind (equal to the active blocks); the header's bits
    // (limiting_factors) can name more where barriers lower the count, as a note says.
    limiters: BINDING.filter(([, column]) => row[column] === row.active_blocks).map(([name]) => name).join('|'),
    warps: limitText(row.limit_warps),
    registers: limitText(row.limit_registers),
    sharedMemory: limitText(row.limit_shared_memory),
    blocks: limitText(row.limit_blocks),
    barriers: limitText(row.limit_barriers),
  };
}

const popcount = (n) => n.toString(2).replaceAll('0', '').length;

/** A spread of occupancy.csv rows over several compute capabilities: for each, the first
 *  reproducible row limited by one resource, the first tie, the first illegal launch, and
 *  (9.0 on, where barriers count) the first row limited by barriers. */
export function occupancyCases(ccs = ['3.5', '5.2', '6.0', '6.1', '7.0', '7.5', '8.0', '8.6', '8.9', '9.0', '10.0', '12.0']) {
  const rows = readCsv('occupancy.csv').filter(reproducible);
  const cases = [];
  for (const cc of ccs) {
    const mine = rows.filter((r) => r.cc === cc);
    const picks = [
      ['single limiter', (r) => r.active_blocks !== '0' && popcount(Number(r.limiting_factors)) === 1],
      ['tie', (r) => r.active_blocks !== '0' && popcount(Number(r.limiting_factors)) > 1],
      ['illegal launch', (r) => r.active_blocks === '0'],
      ['barriers limit', (r) => r.active_blocks !== '0' && (Number(r.limiting_factors) & 16) !== 0],
    ];
    for (const [kind, test] of picks) {
      const row = mine.find(test);
      if (row) cases.push({ kind, row, expected: expected(row) });
    }
  }
  return cases;
}

/** block_size.csv rows the UI's "Suggest block size" reproduces: a fixed dynamic shared
 *  memory per block, no __launch_bounds__, and the automatic dynamic limit. */
export function blockSizeCases(ccs = ['6.1', '8.0', '9.0', '12.0']) {
  const rows = readCsv('block_size.csv').filter((r) => r.max_threads_per_block === '0'
    && r.dynamic_per_thread === '0' && r.block_size !== '0' && reproducible(r));
  return ccs.map((cc) => rows.find((r) => r.cc === cc)).filter(Boolean);
}

/** The URL query for a row. */
export function queryFor(row) {
  const q = new URLSearchParams({
    cc: row.cc, threads: row.threads, regs: row.regs, smem: row.smem_dynamic ?? row.dynamic_fixed,
    smem_static: row.smem_static, carveout: row.carveout, barriers: row.barriers,
  });
  return `?${q}`;
}
