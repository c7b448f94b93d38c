// The storefront bundle: the data-collection tag and widget runtime (sandbox/preview/tag.ts),
// loaded by shop pages with <script async src="{apiOrigin}/storefront/tag.js" data-api="...">.
// `npm run build` builds it beside the console; `npm run build:storefront` alone.
//
// Output (dist/storefront/): tag.[contenthash].js (immutable), tag.js (the same bytes under a
// stable name, the one shop pages include: serve it with a short max-age), and manifest.json
// { "tag.js": "<hashed name>", "bytes", "gzipBytes" }. One self-contained file: no chunks, no
// runtime loading, no source map published. Budget: 25 KB gzip (scripts/bench/storefront.ts).
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { Compilation, sources, type Compiler, type Configuration } from 'webpack';
import { PrecompressPlugin } from './scripts/build/PrecompressPlugin';

const ROOT = __dirname;
export const STOREFRONT_DIR = path.join(ROOT, 'dist', 'storefront');
export const TAG_FILE = 'tag.js';
export const AGENT_FILE = 'preview-agent.js';

/** Emits the entry under its stable name too, and the manifest that maps one to the other. */
class StableTagPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('StableTagPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'StableTagPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const hashed = [...(compilation.namedChunks.get('tag')?.files ?? [])].find((file) => file.endsWith('.js'));
        if (!hashed) return;
        const source = compilation.getAsset(hashed)!.source;
        const buffer = source.buffer();
        if (hashed !== TAG_FILE) compilation.emitAsset(TAG_FILE, new sources.RawSource(buffer));
        // The preview agent, under its stable name too (only console previews load it).
        const agent = [...(compilation.namedChunks.get('preview-agent')?.files ?? [])].find((file) => file.endsWith('.js'));
        if (agent && agent !== AGENT_FILE) compilation.emitAsset(AGENT_FILE, new sources.RawSource(compilation.getAsset(agent)!.source.buffer()));
        const manifest = { [TAG_FILE]: hashed, bytes: buffer.length, gzipBytes: gzipSync(buffer, { level: 9 }).length };
        compilation.emitAsset('manifest.json', new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
      });
    });
  }
}

export default function storefrontConfig(_env: unknown, argv: { mode?: 'production' | 'development' } = {}): Configuration {
  const mode = argv.mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
  const isProd = mode === 'production';
  return {
    name: 'storefront',
    mode,
    context: ROOT,
    // Shops' shoppers use current browsers; ES2020 keeps ?. and ?? native (smaller) while
    // still running on every browser of the last few years.
    target: ['web', 'es2020'],
    entry: { tag: './sandbox/preview/tag.ts', 'preview-agent': './sandbox/preview/preview-agent.ts' },
    output: {
      path: STOREFRONT_DIR,
      filename: isProd ? '[name].[contenthash:10].js' : '[name].js',
      // A classic script in someone else's page: no globals beyond what the tag sets itself.
      iife: true,
      clean: true,
    },
    devtool: isProd ? false : 'inline-source-map',
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: { swcrc: false, jsc: { parser: { syntax: 'typescript' }, target: 'es2020' }, module: { type: 'es6' } },
          },
        },
      ],
    },
    plugins: [
      new StableTagPlugin(),
      // .br and .gz of the tag and the agent, stable names included (emitted at REPORT), served
      // as they are by server/delivery/tag-routes.ts.
      ...(isProd ? [new PrecompressPlugin({ stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 })] : []),
    ],
    optimization: {
      minimize: isProd,
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 }, mangle: true } })],
      splitChunks: false,
      runtimeChunk: false,
    },
    performance: { hints: isProd ? 'error' : false, maxEntrypointSize: 80_000, maxAssetSize: 80_000 },
    stats: isProd ? 'normal' : 'minimal',
  };
}
