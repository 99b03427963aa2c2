/**
 * Writes `.gz` and `.br` twins next to every text file of the build so the API can serve them pre-compressed
 * (it has no on-the-fly compression; see STACK-NOTES.md). Runs once the build, public files included, is
 * written, wherever `build.outDir` points.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'vida:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      let count = 0;
      let before = 0;
      let afterGzip = 0;
      for await (const path of files(outDir)) {
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
        before += data.length;
        afterGzip += gz.length;
      }
      this.info(
        `compress: ${count} files, ${(before / 1024).toFixed(1)} KiB → ${(afterGzip / 1024).toFixed(1)} KiB gzip`,
      );
    },
  };
}
