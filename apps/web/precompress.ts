/**
 * A build step: every text file of the build over 1 KB gets a brotli (.br) and a gzip (.gz) twin
 * beside it, at the highest levels, so the server sends compressed bytes without compressing at
 * request time (it picks the twin the browser accepts).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Smaller files gain too little to be worth a second request header's worth of bytes. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)])));
  return nested.flat();
}

/** Writes the .br and .gz twins of the compressible files under `dir`; returns the files compressed. */
export async function precompressDir(dir: string): Promise<string[]> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  const done: string[] = [];
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const bytes = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        }),
        gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      done.push(file);
    }),
  );
  return done;
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'toolkit:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
