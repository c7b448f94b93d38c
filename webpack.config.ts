// Loaded through a register hook on Node 20: NODE_OPTIONS='--import tsx' webpack --config webpack.config.ts
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
// The successor of terser-webpack-plugin (same options, same swcMinify); webpack 5.112 already uses it.
import MinimizerPlugin from 'minimizer-webpack-plugin';
import type { Chunk, Configuration, RuleSetUseItem } from 'webpack';

type Mode = 'production' | 'development';

interface CliArgv {
  mode?: Mode;
}

const ROOT = __dirname;
const OUTPUT_DIR = path.join(ROOT, 'dist', 'console');

function resolveMode(argv: CliArgv): Mode {
  const fromEnv = process.env.NODE_ENV === 'development' ? 'development' : undefined;
  return argv.mode ?? fromEnv ?? 'production';
}

function swcLoader(isProd: boolean): RuleSetUseItem {
  return {
    loader: 'swc-loader',
    options: {
      // .swcrc is jest's (CommonJS); the browser build wants ES modules so webpack can tree-shake.
      swcrc: false,
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !isProd } },
        target: 'es2022',
      },
      module: { type: 'es6' },
      sourceMaps: true,
    },
  };
}

function styleLoaders(isProd: boolean, cssModules: boolean, sass: boolean): RuleSetUseItem[] {
  const css: RuleSetUseItem = {
    loader: 'css-loader',
    options: {
      importLoaders: sass ? 1 : 0,
      modules: cssModules
        ? {
            // `import styles from './X.module.scss'` (see types/assets.d.ts and jest's identity-obj-proxy).
            namedExport: false,
            exportLocalsConvention: 'as-is',
            localIdentName: isProd ? '[hash:base64:8]' : '[name]__[local]--[hash:base64:4]',
          }
        : false,
    },
  };
  return [
    isProd ? MiniCssExtractPlugin.loader : 'style-loader',
    css,
    ...(sass ? [{ loader: 'sass-loader', options: { sourceMap: true } }] : []),
  ];
}

// core/index.tsx names its dynamic import of ./bootstrap "shell".
function isShellChunk(chunk: Chunk): boolean {
  return chunk.name === 'shell';
}

function hashed(isProd: boolean, name: string, ext: string): string {
  return isProd ? `${name}.[contenthash:10].${ext}` : `${name}.${ext}`;
}

export default function config(_env: unknown, argv: CliArgv = {}): Configuration {
  const mode = resolveMode(argv);
  const isProd = mode === 'production';

  return {
    mode,
    context: ROOT,
    // index.tsx only does import('./bootstrap'), so Module Federation can negotiate shared modules first.
    entry: { main: './core/index.tsx' },
    output: {
      path: OUTPUT_DIR,
      publicPath: '/',
      filename: hashed(isProd, 'js/[name]', 'js'),
      chunkFilename: hashed(isProd, 'js/[name]', 'js'),
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    // No source maps in production: dist/console is served as-is and would publish the sources.
    devtool: isProd ? false : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
    module: {
      rules: [
        { test: /\.tsx?$/, exclude: /node_modules/, use: swcLoader(isProd) },
        { test: /\.module\.scss$/, use: styleLoaders(isProd, true, true) },
        { test: /\.scss$/, exclude: /\.module\.scss$/, use: styleLoaders(isProd, false, true) },
        { test: /\.css$/, use: styleLoaders(isProd, false, false) },
        { test: /\.(svg|png|jpe?g|gif|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: 'public/index.html',
        title: 'Vitrine',
        favicon: 'public/favicon.svg',
      }),
      ...(isProd
        ? [
            new MiniCssExtractPlugin({
              filename: hashed(true, 'css/[name]', 'css'),
              chunkFilename: hashed(true, 'css/[name]', 'css'),
            }),
          ]
        : []),
    ],
    optimization: {
      minimize: isProd,
      minimizer: [
        new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: true, mangle: true } }),
        new MinimizerPlugin({ test: /\.css$/i, minify: MinimizerPlugin.esbuildMinifyCss }),
      ],
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // Vendor code of the shell, split so each part keeps its long-lived cache entry when the app
          // changes. Only the shell chunk feeds these named groups: lazy chunks (Blueprint's icon paths,
          // applet pages) keep their vendor code to themselves instead of being pulled in up front.
          react: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            chunks: isShellChunk,
            name: 'react',
            priority: 30,
          },
          blueprint: {
            test: /[\\/]node_modules[\\/]@blueprintjs[\\/]/,
            chunks: isShellChunk,
            name: 'blueprint',
            priority: 20,
          },
          vendors: {
            test: /[\\/]node_modules[\\/]/,
            chunks: isShellChunk,
            name: 'vendors',
            priority: 10,
          },
        },
      },
    },
    cache: {
      type: 'filesystem',
      cacheDirectory: path.join(ROOT, 'node_modules', '.cache', 'webpack'),
      name: mode,
      buildDependencies: { config: [__filename] },
    },
    performance: {
      hints: isProd ? 'warning' : false,
      // Blueprint's stylesheet alone is ~200 KB minified; these budgets catch accidental bloat, not Blueprint.
      maxEntrypointSize: 900_000,
      maxAssetSize: 600_000,
    },
    stats: isProd ? 'normal' : 'minimal',
  };
}
