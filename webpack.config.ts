// Loaded through a register hook on Node 20: NODE_OPTIONS='--import tsx' webpack --config webpack.config.ts
import fs from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
// The successor of terser-webpack-plugin (same options, same swcMinify); webpack 5.112 already uses it.
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { Compilation, ContextReplacementPlugin, DefinePlugin, NormalModuleReplacementPlugin, sharing, sources, WebpackError, type Compiler, type Configuration, type RuleSetUseItem } from 'webpack';
import { CONSOLE_SHARE_NAME } from './core/applets/remote/shareScope';
// CommonJS, shared with jest.config.cjs (which defines the same two globals for the unit tests).
import { blueprintIconPaths } from './scripts/build/blueprintIconPaths.cjs';
import { IconPathsPlugin } from './scripts/build/IconPathsPlugin';
import { PrecompressPlugin } from './scripts/build/PrecompressPlugin';
import { SHARED_SINGLETONS, type SharedSingletonKey } from './sdk/federation/sharedSingletons';
import { SDK_VERSION } from './sdk/version';

type Mode = 'production' | 'development';

interface CliArgv {
  mode?: Mode;
}

const ROOT = __dirname;
const OUTPUT_DIR = path.join(ROOT, 'dist', 'console');
/** Applets import the SDK as 'sdk' (tsconfig "paths" and jest say the same). */
const SDK_ENTRY = path.join(ROOT, 'sdk', 'index.ts');

/**
 * What the console shares with remote applets, one instance each (ARCHITECTURE.md "Applets
 * and the runtime registry"), so a remote ships only itself and its hooks, contexts and
 * observables are the console's. The keys are declared once, in the sdk package
 * (sdk/federation/sharedSingletons.ts): a remote's build declares the same keys with
 * `import: false` (remoteSharedConfig) and never brings a copy.
 *
 * The console PROVIDES these to the share scope and never consumes them. Its own code imports
 * them directly, so they stay tree-shaken in the chunks it loads at start; a provided module
 * is the same webpack module (same id, same instance) reached through a lazy chunk that only a
 * remote's request loads. Consuming them, as ModuleFederationPlugin's `shared` does, would
 * load every export of Blueprint and react-router at start (~90 KB gzip, over the budget).
 * loadRemote marks the console's entries as in use before a remote joins the scope, so a
 * remote that brings its own copy anyway can never take a singleton over.
 *
 * share key -> what is provided under it: the package of that name, except for these files.
 */
const PROVIDED_FILES: Partial<Record<SharedSingletonKey, string>> = {
  // A subset of react-router's exports (see the file): it keeps its code in one module, and
  // providing all of it would put all of it (~60 KB gzip) in the start-up chunks.
  'react-router': path.join(ROOT, 'core/applets/shared/react-router.ts'),
  'react-router-dom': path.join(ROOT, 'core/applets/shared/react-router-dom.ts'),
  // Keyed by its file, so every import that lands on sdk/index.ts ('sdk', '../sdk') is the
  // provided module. Its version is SDK_VERSION; loadApplet checks sdkVersion ranges against it.
  sdk: SDK_ENTRY,
};
const SHARED_WITH_REMOTES: Record<string, string> = Object.fromEntries(
  (Object.keys(SHARED_SINGLETONS) as SharedSingletonKey[]).map((key) => [key, PROVIDED_FILES[key] ?? key]),
);

const packageVersion = (name: string) =>
  (JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

/** ProvideSharedPlugin's `provides`: packages get their package.json version, files need one. */
function provides() {
  const versions: Record<string, string> = { sdk: SDK_VERSION, 'react-router': packageVersion('react-router'), 'react-router-dom': packageVersion('react-router-dom') };
  return Object.fromEntries(
    Object.entries(SHARED_WITH_REMOTES).map(([shareKey, request]) => [request, { shareKey, ...(versions[shareKey] && { version: versions[shareKey] }) }]),
  );
}

/**
 * ProvideSharedPlugin for the console's own compilation only, and a check that every
 * singleton really is in the share scope.
 */
class ShareWithRemotesPlugin {
  apply(compiler: Compiler) {
    new sharing.ProvideSharedPlugin({ provides: provides() }).apply(compiler);
    compiler.hooks.thisCompilation.tap('ShareWithRemotesPlugin', (compilation) => {
      // Child compilers (html-webpack-plugin's template) inherit the compiler's taps: without
      // this they would build and emit the file-keyed provides (sdk, router) a second time.
      compilation.hooks.childCompiler.tap('ShareWithRemotesPlugin', (child) => {
        for (const hook of Object.values(child.hooks) as Array<{ taps?: Array<{ name: string }> }>) {
          if (hook.taps) hook.taps = hook.taps.filter((tap) => tap.name !== 'ProvideSharedPlugin');
        }
      });
    });
    // A package is only provided if something in the build imports it by that name: fail the
    // build, rather than a remote at run time, when a singleton is missing from the scope.
    compiler.hooks.afterCompile.tap('ShareWithRemotesPlugin', (compilation) => {
      if (compilation.compiler.isChild()) return;
      const provided = new Set<string>();
      for (const module of compilation.modules) {
        const shareKey = (module as { _name?: unknown })._name;
        if (module.type === 'provide-module' && typeof shareKey === 'string') provided.add(shareKey);
      }
      const missing = Object.keys(SHARED_WITH_REMOTES).filter((key) => !provided.has(key));
      if (missing.length) {
        compilation.errors.push(new WebpackError(`Not in the share scope (nothing in the console imports them): ${missing.join(', ')}`));
      }
    });
  }
}

/** Blueprint's iconNames.js and the console's faster twin of it (core/theme/blueprintIconNames.ts). */
const BLUEPRINT_ICON_NAMES = {
  context: /@blueprintjs[\\/]icons[\\/]lib[\\/]esm$/,
  request: /^\.\/iconNames(\.js)?$/,
  original: /@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconNames\.js$/,
};

/**
 * Builds the console with core/theme/blueprintIconNames.ts in place of Blueprint's iconNames.js
 * (same exports, without change-case's start-up cost), and fails the build if the original is
 * in it anyway.
 */
class BlueprintIconNamesPlugin {
  apply(compiler: Compiler) {
    new NormalModuleReplacementPlugin(BLUEPRINT_ICON_NAMES.request, (resource: { context: string; request: string }) => {
      if (BLUEPRINT_ICON_NAMES.context.test(resource.context)) resource.request = path.join(ROOT, 'core/theme/blueprintIconNames.ts');
    }).apply(compiler);
    compiler.hooks.afterCompile.tap('BlueprintIconNamesPlugin', (compilation) => {
      if (compilation.compiler.isChild()) return;
      const original = [...compilation.modules].find((module) => BLUEPRINT_ICON_NAMES.original.test(module.identifier()));
      if (original) compilation.errors.push(new WebpackError(`Blueprint's iconNames.js is in the build (${original.identifier()}): it was not replaced`));
    });
  }
}

/**
 * The chunk groups a page runs at start: the entry and the shell it imports, or, on a cold
 * /login of a visitor who is not signed in, the sign-in page without React (core/index.tsx).
 */
const START_CHUNK_GROUPS = ['main', 'shell', 'login'];
/** V8's explicit compile hint (Chrome 136+): compile every function of this script eagerly. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts V8's compile hint at the top of the start-up chunks. Nearly all of their functions run
 * as the console starts, and a browser without their compiled code cached (a private window, the
 * first visits after a release) otherwise compiles each one on the main thread when first
 * called; with the hint V8 compiles them while the script streams in, off the main thread.
 * Interleaved A/B runs had the Score page ~50 ms sooner in a private window; lazy chunks (an
 * applet's pages, ag-grid, monaco) keep V8's lazy compiling.
 */
class CompileHintsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      // After minifying (which would drop the comment), before source maps (which would then be a line off).
      const stage = Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1;
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage }, () => {
        const files = START_CHUNK_GROUPS.flatMap((name) => compilation.namedChunkGroups.get(name)?.chunks ?? []).flatMap((chunk) => [...chunk.files]);
        const scripts = files.filter((file) => file.endsWith('.js'));
        if (!scripts.length) compilation.errors.push(new WebpackError(`CompileHintsPlugin: no start-up chunks (${START_CHUNK_GROUPS.join(', ')})`));
        for (const file of new Set(scripts)) compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
      });
    });
  }
}

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

function hashed(isProd: boolean, name: string, ext: string): string {
  return isProd ? `${name}.[contenthash:10].${ext}` : `${name}.${ext}`;
}

export default function config(_env: unknown, argv: CliArgv = {}): Configuration {
  const mode = resolveMode(argv);
  const isProd = mode === 'production';
  const icons = blueprintIconPaths();

  return {
    mode,
    context: ROOT,
    // index.tsx only does import('./bootstrap'), so Module Federation can negotiate shared modules first.
    entry: { main: './core/index.tsx' },
    output: {
      path: OUTPUT_DIR,
      publicPath: '/',
      // The console's name in the share scope (core/applets/remote/shareScope.ts CONSOLE_SHARE_NAME).
      uniqueName: CONSOLE_SHARE_NAME,
      filename: hashed(isProd, 'js/[name]', 'js'),
      chunkFilename: hashed(isProd, 'js/[name]', 'js'),
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    // No source maps in production: dist/console is served as-is and would publish the sources.
    devtool: isProd ? false : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'], alias: { sdk$: SDK_ENTRY, 'sdk/sandbox$': path.join(ROOT, 'sdk', 'sandbox', 'index.ts') } },
    module: {
      rules: [
        { test: /\.tsx?$/, exclude: /node_modules/, use: swcLoader(isProd) },
        // The sdk is pure declarations (refs, hooks, helpers): what the console does not use, such
        // as withDirtyTracking and with it mobx-state-tree, stays out of its start-up chunks and
        // loads with the provided sdk only when a remote asks for it.
        { include: path.join(ROOT, 'sdk'), sideEffects: false },
        { test: /\.module\.scss$/, use: styleLoaders(isProd, true, true) },
        { test: /\.scss$/, exclude: /\.module\.scss$/, use: styleLoaders(isProd, false, true) },
        { test: /\.css$/, use: styleLoaders(isProd, false, false) },
        { test: /\.(svg|png|jpe?g|gif|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      // The host of remote applets: no remotes known at build time (loadRemote loads them from
      // the registry at run time), only the share scope they join.
      new ShareWithRemotesPlugin(),
      new BlueprintIconNamesPlugin(),
      new CompileHintsPlugin(),
      // Icons drawn by name load as small JSON files (core/theme/iconLoader.ts), not as chunks.
      new IconPathsPlugin(icons.files),
      new DefinePlugin({ __BLUEPRINT_ICON_NAMES__: JSON.stringify(icons.names.join(',')), __BLUEPRINT_ICON_HASH__: JSON.stringify(icons.hash) }),
      new HtmlWebpackPlugin({
        template: 'public/index.html',
        title: 'Vitrine',
        favicon: 'public/favicon.svg',
      }),
      // Blueprint's date pickers load a date-fns locale as import(`date-fns/locale/${code}/index.js`).
      // A code is one directory name, but webpack's context also matched every index.js below
      // those directories (_lib/formatLong/index.js, ...): ~430 chunks nothing can load, whose
      // names and hashes made up a third of the entry chunk every page parses first.
      new ContextReplacementPlugin(/date-fns[\\/]locale$/, /^\.\/[^/]+\/index\.js$/),
      ...(isProd
        ? [
            new MiniCssExtractPlugin({
              filename: hashed(true, 'css/[name]', 'css'),
              chunkFilename: hashed(true, 'css/[name]', 'css'),
            }),
            // .br and .gz of every text file, served as they are (server/http/console-static.ts).
            new PrecompressPlugin(),
          ]
        : []),
    ],
    optimization: {
      minimize: isProd,
      minimizer: [
        // module 'unknown': monaco's ESM worker files are modules (TOOLCHAIN.md, Monaco).
        new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: true, mangle: true, module: 'unknown' } }),
        new MinimizerPlugin({ test: /\.css$/i, minify: MinimizerPlugin.esbuildMinifyCss }),
      ],
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // React is needed whole at start and changes rarely: one long-lived chunk. Everything
          // else is split by webpack per set of chunks that use it, so what only a lazy chunk
          // needs (an applet page, the parts of Blueprint only remotes ask for) stays lazy.
          react: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            name: 'react',
            priority: 30,
          },
        },
      },
    },
    cache: {
      type: 'filesystem',
      cacheDirectory: path.join(ROOT, 'node_modules', '.cache', 'webpack'),
      name: mode,
      // The config and what it imports (tsx-loaded imports are not traced by webpack).
      buildDependencies: {
        config: [__filename, path.join(ROOT, 'scripts/build/PrecompressPlugin.ts'), path.join(ROOT, 'scripts/build/IconPathsPlugin.ts'), path.join(ROOT, 'scripts/build/blueprintIconPaths.cjs'), path.join(ROOT, 'sdk/version.ts'), path.join(ROOT, 'sdk/federation/sharedSingletons.ts'), path.join(ROOT, 'core/applets/remote/shareScope.ts')],
      },
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
