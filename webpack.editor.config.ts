// The recommendation editor's frame (sandbox/editor): its own page, loaded by the console's
// editor route in an iframe sandboxed without allow-same-origin. A build of its own, so the
// frame shares nothing with the console at run time (no share scope, no console chunks) and
// the server can give its directory its own CSP (server/http/editor-frame.ts).
//
// Output (dist/editor-frame/, served under /editor-frame/): index.html, js/ and css/.
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import type { Configuration, RuleSetUseItem } from 'webpack';
import { PrecompressPlugin } from './scripts/build/PrecompressPlugin';

const ROOT = __dirname;
/** The monaco modules whose default worker is never used here (see the rule below). */
export const MONACO_FALLBACK_WORKERS = /monaco-editor[\\/]esm[\\/]vs[\\/]languages[\\/]features[\\/](css|json|html|typescript)[\\/]workerManager\.js$/;
export const EDITOR_FRAME_DIR = path.join(ROOT, 'dist', 'editor-frame');
/** Where the console serves the frame (server/http/editor-frame.ts EDITOR_FRAME_PATH). */
const PUBLIC_PATH = '/editor-frame/';

function styles(isProd: boolean, modules: boolean, sass: boolean): RuleSetUseItem[] {
  return [
    isProd ? MiniCssExtractPlugin.loader : 'style-loader',
    {
      loader: 'css-loader',
      options: {
        importLoaders: sass ? 1 : 0,
        modules: modules ? { namedExport: false, exportLocalsConvention: 'as-is', localIdentName: isProd ? '[hash:base64:8]' : '[name]__[local]--[hash:base64:4]' } : false,
      },
    },
    ...(sass ? [{ loader: 'sass-loader', options: { sourceMap: false } }] : []),
  ];
}

export default function editorFrameConfig(_env: unknown, argv: { mode?: 'production' | 'development' } = {}): Configuration {
  const mode = argv.mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
  const isProd = mode === 'production';
  const hashed = (name: string, ext: string) => (isProd ? `${name}.[contenthash:10].${ext}` : `${name}.${ext}`);
  return {
    name: 'editor-frame',
    mode,
    context: ROOT,
    entry: { editor: './sandbox/editor/main.tsx' },
    output: {
      path: EDITOR_FRAME_DIR,
      publicPath: PUBLIC_PATH,
      filename: hashed('js/[name]', 'js'),
      chunkFilename: hashed('js/[name]', 'js'),
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    devtool: isProd ? false : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              swcrc: false,
              jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic', development: !isProd } }, target: 'es2022' },
              module: { type: 'es6' },
            },
          },
        },
        { include: path.join(ROOT, 'sdk'), sideEffects: false },
        // monaco's css and json language features carry a fallback `new Worker(new URL(...))`
        // that runs only without MonacoEnvironment.getWorker; code/monaco.ts always sets one, so
        // webpack must not compile those fallbacks into worker chunks of their own (~1.5 MB
        // that nothing loads: a second css worker and a second json worker).
        { test: MONACO_FALLBACK_WORKERS, parser: { worker: false, url: false } },
        { test: /\.module\.scss$/, use: styles(isProd, true, true) },
        { test: /\.scss$/, exclude: /\.module\.scss$/, use: styles(isProd, false, true) },
        { test: /\.css$/, use: styles(isProd, false, false) },
        // monaco's icon font, inside its CSS: the sandboxed frame (origin 'null') may load a font
        // from the server only with CORS headers, and font-src allows data:.
        { test: /\.ttf$/, type: 'asset/inline' },
        { test: /\.(svg|png|jpe?g|gif|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: 'sandbox/editor/index.html', title: 'Recommendation editor', inject: 'body' }),
      ...(isProd
        ? [
            new MiniCssExtractPlugin({ filename: hashed('css/[name]', 'css'), chunkFilename: hashed('css/[name]', 'css') }),
            // .br and .gz of every text file (monaco and sass alone are ~7 MB), served as they are
            // (server/http/editor-frame.ts).
            new PrecompressPlugin(),
          ]
        : []),
    ],
    optimization: {
      minimize: isProd,
      minimizer: [
        // module 'unknown' (TOOLCHAIN.md): monaco leaves an ES module among the assets (the default
        // location of its editor worker, unused: code/monaco.ts starts the workers itself).
        new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: true, mangle: true, module: 'unknown' } as never }),
        new MinimizerPlugin({ test: /\.css$/i, minify: MinimizerPlugin.esbuildMinifyCss }),
      ],
      // Each lazy chunk whole, under its own name (monaco, sass, the monaco-*-worker chunks): no
      // shared vendor splits, which would have the workers load main-thread code and back.
      splitChunks: { cacheGroups: { default: false, defaultVendors: false } },
    },
    cache: { type: 'filesystem', // In the checkout, not node_modules (a shared install may serve several checkouts).
      cacheDirectory: path.join(ROOT, '.cache', 'webpack-editor-frame'), name: `editor-frame-${mode}`, buildDependencies: { config: [__filename, path.join(ROOT, 'scripts/build/PrecompressPlugin.ts')] } },
    performance: { hints: false },
    // dart-sass looks for Node's require at run time (it finds none in the browser): not a dependency.
    ignoreWarnings: [{ module: /sass[\\/]sass\.dart\.js$/, message: /Critical dependency: require function/ }],
    stats: isProd ? 'normal' : 'minimal',
  };
}
