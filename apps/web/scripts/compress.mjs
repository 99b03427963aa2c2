#!/usr/bin/env node
// Writes `.gz` and `.br` twins next to every text asset in dist so the API can serve them pre-compressed
// (it has no on-the-fly compression; see STACK-NOTES.md).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

/** @param {string} dir @returns {AsyncGenerator<string>} */
async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

let count = 0;
let before = 0;
let afterGzip = 0;
for await (const path of files(DIST)) {
  const data = await readFile(path);
  const gz = gzipSync(data, { level: 9 });
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  await writeFile(`${path}.gz`, gz);
  await writeFile(`${path}.br`, br);
  count += 1;
  before += (await stat(path)).size;
  afterGzip += gz.length;
}
console.log(
  `compress: ${count} files, ${(before / 1024).toFixed(1)} KiB → ${(afterGzip / 1024).toFixed(1)} KiB gzip`,
);
