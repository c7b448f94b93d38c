import { Compilation, sources, type Compiler } from 'webpack';

export interface IconPathFile {
  /** Inside the output directory: assets/icons/<size>/<name>.<hash>.json */
  file: string;
  json: string;
}

/**
 * Emits Blueprint's icon paths as one JSON file per icon and size (scripts/build/
 * blueprintIconPaths.cjs), fetched by name at run time (core/theme/iconLoader.ts). As webpack
 * chunks, each of the ~1,400 files cost the start-up chunks its id and hash in the runtime's
 * chunk map and its entry in the import() context: ~28 KB gzip before any icon was drawn.
 */
export class IconPathsPlugin {
  constructor(private readonly files: readonly IconPathFile[]) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('IconPathsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'IconPathsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const { file, json } of this.files) compilation.emitAsset(file, new sources.RawSource(json), { immutable: true });
      });
    });
  }
}
