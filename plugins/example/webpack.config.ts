// `npm run build:example`: the example applet as a Module Federation remote in dist/example/.
// A stand-alone build, as a third party would have it: it shares nothing with the console's
// webpack.config.ts but the names of the singletons it expects the console to provide.
import path from 'node:path';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { container, type Configuration } from 'webpack';

/** The container's global name: what staff register as `source.scope`. */
export const SCOPE = 'vitrineExample';
const OUTPUT_DIR = path.resolve(__dirname, '../../dist/example');

/**
 * Everything the console provides as a singleton. `import: false`: this build contains no copy
 * and no fallback, so it can only run inside the console and always gets the console's
 * instances (one React, one router, one Blueprint, the console's SDK services).
 * requiredVersion is what this applet was written against; loadApplet checks sdkVersion itself.
 */
const CONSOLE_PROVIDES = {
  react: '^19.0.0',
  'react/jsx-runtime': '^19.0.0',
  'react-dom': '^19.0.0',
  'react-dom/client': '^19.0.0',
  'react-router': '^7.0.0',
  'react-router-dom': '^7.0.0',
  mobx: '^7.0.0',
  'mobx-react-lite': '^5.0.0',
  'mobx-state-tree': '^9.0.0',
  '@blueprintjs/core': '^6.0.0',
  sdk: false,
} as const;

const shared = Object.fromEntries(
  Object.entries(CONSOLE_PROVIDES).map(([name, requiredVersion]) => [name, { import: false as const, singleton: true, requiredVersion }]),
);

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
    ],
    optimization: {
      minimize: isProd,
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: true, mangle: true } })],
    },
    performance: { hints: false },
    stats: isProd ? 'normal' : 'minimal',
  };
}
