// `npm run build:example`: the example applet as a Module Federation remote in dist/example/.
// A stand-alone build, as a third party would have it: it shares nothing with the console's
// webpack.config.ts but the singletons it expects the console to provide (from sdk/federation).
import path from 'node:path';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { APPLET_JSON_FILE, appletJson, remoteSharedConfig } from 'sdk/federation';
import { container, sources, type Compiler, type Configuration } from 'webpack';
import exampleApplet from './index';

/** The container's global name: what staff register as `source.scope`. */
export const SCOPE = 'vitrineExample';
const OUTPUT_DIR = path.resolve(__dirname, '../../dist/example');

/** Emits applet.json beside remoteEntry.js, from the applet's own defineApplet call: staff register its URL. */
class AppletJsonPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('AppletJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'AppletJsonPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const json = appletJson(exampleApplet, { scope: SCOPE });
        compilation.emitAsset(APPLET_JSON_FILE, new sources.RawSource(`${JSON.stringify(json, null, 2)}\n`));
      });
    });
  }
}

/** Everything the console provides as a singleton, declared once in the sdk (`import: false`, no copy here). */
const shared = remoteSharedConfig();

export default function config(_env: unknown, argv: { mode?: 'production' | 'development' } = {}): Configuration {
  const isProd = (argv.mode ?? 'production') === 'production';
  return {
    mode: isProd ? 'production' : 'development',
    context: __dirname,
    // The container entry (remoteEntry.js) is the only entry; ModuleFederationPlugin adds it.
    entry: {},
    output: {
      path: OUTPUT_DIR,
      // Chunks load from wherever remoteEntry.js was loaded from, not from the console's origin.
      publicPath: 'auto',
      // Its own webpack runtime beside the console's: a distinct chunk-loading global.
      uniqueName: SCOPE,
      filename: isProd ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:10].js' : '[name].js',
      clean: true,
    },
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'swc-loader',
          options: {
            swcrc: false,
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !isProd } },
              target: 'es2022',
            },
            module: { type: 'es6' },
          },
        },
      ],
    },
    plugins: [
      new container.ModuleFederationPlugin({
        name: SCOPE,
        filename: 'remoteEntry.js',
        exposes: { './Applet': './index.ts' },
        shared,
      }),
      new AppletJsonPlugin(),
    ],
    optimization: {
      minimize: isProd,
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: true, mangle: true } })],
    },
    performance: { hints: false },
    stats: isProd ? 'normal' : 'minimal',
  };
}
