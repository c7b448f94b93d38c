// The applet as a Module Federation remote: remoteEntry.js plus one chunk per page, in dist/.
// It bundles none of the console's singletons (remoteSharedConfig: `import: false`), so it
// only runs inside the console and always uses the console's React, Blueprint and sdk.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteSharedConfig } from 'sdk/federation';
import webpack from 'webpack';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** The container's global name: applet.json tells the console (source.scope). Unique per applet. */
export const SCOPE = '__SCOPE__';
/** `npm run build`'s output, the folder you host. */
export const OUTPUT_DIR = path.join(HERE, 'dist');
/** `npm run dev`'s output: never dist/, so running the dev loop in a hosted folder cannot replace the hosted build. */
export const DEV_OUTPUT_DIR = path.join(HERE, 'dist-dev');

export default function config({ mode = 'production', outputDir = mode === 'production' ? OUTPUT_DIR : DEV_OUTPUT_DIR } = {}) {
  const isProd = mode === 'production';
  return {
    mode,
    context: HERE,
    entry: {},
    output: {
      path: outputDir,
      // Chunks load from wherever remoteEntry.js came from, not from the console's origin.
      publicPath: 'auto',
      uniqueName: SCOPE,
      filename: isProd ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:10].js' : '[name].js',
      clean: { keep: /applet\.json$/ },
    },
    // Source maps as files: the console's CSP forbids eval.
    devtool: isProd ? false : 'cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'swc-loader',
          options: {
            swcrc: false,
            // The production JSX runtime in dev builds too: it is the console's (a shared singleton),
            // and react/jsx-dev-runtime would be a bundled copy calling into a production React.
            jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic', development: false } }, target: 'es2022' },
            module: { type: 'es6' },
          },
        },
      ],
    },
    plugins: [
      new webpack.container.ModuleFederationPlugin({
        name: SCOPE,
        filename: 'remoteEntry.js',
        exposes: { './Applet': './src/index.ts' },
        shared: remoteSharedConfig(),
      }),
    ],
    cache: { type: 'filesystem', cacheDirectory: path.join(HERE, '.cache', 'webpack'), name: mode },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
