// Writes `.br` and `.gz` beside every .js, .css, .svg and .html file over 1 KB of a built folder, at
// the highest levels (done once at build time, so the server sends them without compressing per request).
// Run: node scripts/compress-assets.mjs <folder>   (the web package's build runs it on apps/web/dist)
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(?:js|css|svg|html)$/;

/** Every file under `dir`, dot folders (vite's manifest) left out. */
function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

const encoders = {
  br: (data) =>
    brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gz: (data) => gzipSync(data, { level: 9 }),
};

const folder = process.argv[2];
if (!folder) {
  console.error('usage: node scripts/compress-assets.mjs <folder>');
  process.exit(2);
}
const root = resolve(folder);
let files = 0;
let before = 0;
let after = 0;
for (const path of filesUnder(root)) {
  if (!COMPRESSIBLE.test(path) || statSync(path).size <= MIN_BYTES) continue;
  const data = readFileSync(path);
  files++;
  before += data.length;
  for (const [extension, encode] of Object.entries(encoders)) {
    const encoded = encode(data);
    // A file that does not shrink is served as it is.
    if (encoded.length >= data.length) continue;
    writeFileSync(`${path}.${extension}`, encoded);
    if (extension === 'br') after += encoded.length;
  }
}
console.log(
  `compressed ${files} files in ${root}: ${(before / 1024).toFixed(0)} KB, ${(after / 1024).toFixed(0)} KB as brotli`,
);
