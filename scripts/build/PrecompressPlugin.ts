import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Compilation, sources, type Compiler } from 'webpack';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the browser downloads: scripts, styles, the page, icons, data. */
const TEXT = /\.(js|mjs|css|html|svg|json|txt|map|wasm)$/i;
/** Below this a compressed copy saves less than its headers cost (index.html is ~400 bytes). */
const MIN_BYTES = 256;
/**
 * Brotli 11 is ~8% smaller than 9 on this build but 6x slower: 12 s of CPU for all of it,
 * nearly all on the few largest lazy chunks (monaco, ag-grid). Those get 9; the rest, with
 * every start-up chunk, gets 11.
 */
const BEST_QUALITY_MAX_BYTES = 300_000;

export interface PrecompressOptions {
  /** Brotli quality for files up to BEST_QUALITY_MAX_BYTES (default 11); larger ones get 9. */
  brotliQuality?: number;
  /**
   * The processAssets stage to compress at (default OPTIMIZE_TRANSFER). A build that emits
   * assets later (the storefront's stable-name tag.js, at REPORT) compresses after them.
   */
  stage?: number;
}

/**
 * Writes a .br and a .gz beside every text asset of the build, so the server sends them as
 * they are (server/http/console-static.ts) and never compresses on a request. zlib's brotli is
 * Node's own: no dependency. A copy only ships when it is smaller than the original.
 */
export class PrecompressPlugin {
  constructor(private readonly options: PrecompressOptions = {}) {}

  apply(compiler: Compiler) {
    const quality = this.options.brotliQuality ?? 11;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After everything that changes an asset: minifiers, html, compile hints and the real content
        // hashes (OPTIMIZE_HASH), or a copy would still name chunks by their old hashes.
        { name: 'PrecompressPlugin', stage: this.options.stage ?? Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const work = Object.keys(assets)
            .filter((name) => TEXT.test(name))
            .map(async (name) => {
              const source = compilation.getAsset(name)?.source;
              if (!source) return;
              const buffer = source.buffer();
              if (buffer.length < MIN_BYTES) return;
              const [br, gz] = await Promise.all([
                brotli(buffer, {
                  params: {
                    [zlib.constants.BROTLI_PARAM_QUALITY]: buffer.length <= BEST_QUALITY_MAX_BYTES ? quality : Math.min(quality, 9),
                    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
                  },
                }),
                gzip(buffer, { level: 9 }),
              ]);
              const info = compilation.getAsset(name)?.info ?? {};
              const copyInfo = { immutable: info.immutable, compressed: true, related: {} };
              if (br.length < buffer.length) compilation.emitAsset(`${name}.br`, new sources.RawSource(br), copyInfo);
              if (gz.length < buffer.length) compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz), copyInfo);
            });
          await Promise.all(work);
        },
      );
    });
  }
}
