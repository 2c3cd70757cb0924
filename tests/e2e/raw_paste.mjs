// A large paste for the import panel, shared by its test (import.test.mjs) and the benchmark
// (perf.mjs): the H100 capture's Nsight Compute raw page, its launch rows repeated.
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const RAW = join(dirname(fileURLToPath(import.meta.url)), '..', 'hardware', 'data', 'h100', 'import', 'ncu_raw_clean.csv');

/** The capture's header and units rows, then its launch rows repeated to about `bytes`; the
 *  text and how many launches it holds. */
export function rawPaste(bytes) {
  const rows = readFileSync(RAW, 'utf8').split('\n').filter((l) => l.startsWith('"'));
  const [head, units, ...launches] = rows;
  const out = [head, units];
  let size = head.length + units.length;
  for (let i = 0; size < bytes; i++) {
    out.push(launches[i % launches.length]);
    size += launches[i % launches.length].length + 1;
  }
  return { text: out.join('\n') + '\n', launches: out.length - 2 };
}
