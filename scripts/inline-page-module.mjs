// Trunk's post-build hook, last step: puts the page's JS (wasm-bindgen's glue and, when the wasm
// has split points, the chunk loader) into index.html as its one module script.
//
// As trunk writes it, the page's inline module imports the glue, which imports the loader: the
// browser runs the page's code only once both files have come and been linked as modules.
// Inline, the code runs as soon as the page is parsed: a cold load paints its first complete view
// 10 to 16 ms sooner (docs/PERFORMANCE.md, "The page's JS inside index.html").
//
// Usage: node scripts/inline-page-module.mjs STAGING GLUE [LOADER] [--minify]
//   STAGING  trunk's staging folder (index.html and the glue, GLUE, a file name in it)
//   LOADER   the chunk loader's path, its chunks' names already in it (scripts/trunk-post-build.sh)
//   --minify minify the module with terser (release builds)
// The glue and the loader files are removed from STAGING. Each rewrite below must match exactly
// where it is expected: a wasm-bindgen, wasm-split or trunk that writes its files otherwise
// stops the build here rather than shipping a page that cannot start.
import { readFileSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { execFileSync } from 'node:child_process';
import { minify } from 'terser';

const args = process.argv.slice(2);
const shrink = args.includes('--minify');
const [staging, glueName, loaderPath] = args.filter((a) => a !== '--minify');

/** Replaces the one match of `pattern` in `text`; fails unless there is exactly one. */
function replaceOnce(text, pattern, replacement, what) {
  const found = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`)) ?? [];
  if (found.length !== 1) throw new Error(`${what}: expected one match of ${pattern}, found ${found.length}`);
  return text.replace(pattern, replacement);
}

// The loader, in a scope of its own: it calls the glue's `initSync`, declared in the same module.
let loader = '';
if (loaderPath) {
  let body = readFileSync(loaderPath, 'utf8');
  body = replaceOnce(body, /^import\s*\{\s*initSync\s*\}\s*from\s*["']\.\/main\.js["'];?[ \t]*$/m, '', 'the loader\'s import of the glue');
  const names = [...body.matchAll(/^export const (\w+)\s*=/gm)].map((m) => m[1]);
  if (names.length === 0) throw new Error('the loader exports no chunk');
  body = body.replace(/^export const /gm, 'const ');
  loader = `const __wasm_split = (() => {\n${body}\nreturn { ${names.join(', ')} };\n})();\n`;
}

// The glue, its imports of the loader bound to the loader's scope, its exports dropped.
let glue = readFileSync(join(staging, glueName), 'utf8');
const imports = /^import \* as (\w+) from ["']\.\/__wasm_split\.js["'];?[ \t]*$/gm;
const bound = [...glue.matchAll(imports)].length;
if (bound === 0 && loaderPath) throw new Error('the glue does not import the loader');
if (bound > 0 && !loaderPath) throw new Error('the glue imports a loader that was not given');
glue = glue.replace(imports, 'const $1 = __wasm_split;');
glue = replaceOnce(glue, /^export \{ initSync, __wbg_init as default \};?[ \t]*$/m, '', 'the glue\'s exports');
glue = glue.replace(/^export (class|function|const|let) /gm, '$1 ');

// Trunk's module script: it imports the glue, starts the wasm and announces it.
const html = readFileSync(join(staging, 'index.html'), 'utf8');
const script = /<script type="?module"?>([\s\S]*?)<\/script>/;
const trunk = html.match(script)?.[1] ?? '';
const wasm = trunk.match(/module_or_path: *(['"])([^'"]+_bg\.wasm)\1/)?.[2];
if (!wasm || !trunk.includes(glueName)) throw new Error(`index.html: no module script that starts ${glueName}`);

let module = `${loader}${glue}
const __wasm_started = await __wbg_init({ module_or_path: ${JSON.stringify(wasm)} });
dispatchEvent(new CustomEvent("TrunkApplicationStarted", { detail: { wasm: __wasm_started } }));
`;
// A name the glue and the loader both declare would fail only when the page loads.
const check = join(tmpdir(), `inline-page-module-${process.pid}.mjs`);
writeFileSync(check, module);
try {
  execFileSync(process.execPath, ['--check', check], { stdio: 'inherit' });
} finally {
  rmSync(check);
}
if (shrink) {
  const out = await minify(module, { module: true, compress: true, mangle: true });
  module = out.code;
}
// The HTML parser ends a script at `</script` and reads `<!--` inside one specially.
if (/<\/script|<!--/i.test(module)) throw new Error('the module holds </script or <!--');

let page = replaceOnce(html, script, () => `<script type=module>${module}</script>`, 'index.html\'s module script');
// The glue and the loader are no longer files of the page: no preloads for them.
page = page.replace(/<link\b[^>]*\brel="?modulepreload"?[^>]*>/g, '');
if (/modulepreload/.test(page)) throw new Error('index.html still preloads a module');
writeFileSync(join(staging, 'index.html'), page);
rmSync(join(staging, glueName));
if (loaderPath) rmSync(loaderPath);
