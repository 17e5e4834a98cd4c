import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What a browser downloads as text. Source maps and the manifest are left alone: no page fetches them. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg)$/;
/** Below this a file fits in one packet either way, and the server's fallback serves it as it is. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file of the build, at the strongest settings:
 * done once per build instead of on every request, so the server only picks the file the browser's
 * Accept-Encoding allows (`@fastify/static` with `preCompressed`, apps/server/src/app.ts). A variant
 * that would not be smaller is not written, and the server then sends the file itself.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'yuanfen:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const body = await fs.readFile(file);
          if (body.length < MIN_BYTES) return;
          const variants: [string, Buffer][] = [
            [
              '.br',
              await brotli(body, {
                params: {
                  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              }),
            ],
            ['.gz', await gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION })],
          ];
          for (const [extension, compressed] of variants)
            if (compressed.length < body.length) await fs.writeFile(file + extension, compressed);
        }),
      );
    },
  };
}
