import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack, { type Configuration } from 'webpack';
import { join } from 'node:path';
import { constants as zlib, type BrotliOptions } from 'node:zlib';
import { APPS, appDir, distDir, repoRoot, type AppName } from './apps.js';
import { FacadeInternals, SHARED } from './shared.js';
import { PreloadStartupScripts, STARTUP_CACHE_GROUPS } from './preload-startup.js';

/** Where a build goes and what it calls itself (`npm run release` builds into a version's folder). */
export interface BuildTarget {
  outDir?: string;
  /** Shown by the remote (and readable as `DORMSPACE_RELEASE` in its code); `development` by default. */
  release?: string;
}

/** One webpack configuration for the shell or a remote; remotes expose `./routes` and any widgets. */
export function webpackConfig(app: AppName, mode: 'production' | 'development', target: BuildTarget = {}): Configuration {
  const info = APPS[app];
  return {
    mode,
    context: appDir(app),
    entry: './src/index.ts',
    output: {
      path: target.outDir ?? distDir(app),
      // The federation runtime cannot load a content-hashed entry; chunks are hashed.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      // The shell is served at its origin's root and must load from there on deep URLs
      // (/adminpage/dashboard); a remote's chunks come from wherever its entry came from.
      publicPath: info.remote ? 'auto' : '/',
      // A remote's chunks come from its own origin (which answers with CORS): loaded anonymously,
      // an error its code throws outside React reaches the shell's window.onerror with its message
      // and stack, not as "Script error.", so the shell can tell whose it was (its canary's reports).
      ...(info.remote ? { crossOriginLoading: 'anonymous' as const } : {}),
      uniqueName: info.federationName,
      clean: true,
    },
    resolve: {
      alias: info.remote ? {} : ONE_RUNTIME_CORE,
      // rxjs (under Apollo Client) in its ES2015 build: classes, no tslib helpers (webpack's own conditions follow).
      conditionNames: ['es2015', '...'],
      extensions: ['.tsx', '.ts', '.js'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: mode === 'development' } },
                target: 'es2022',
                // The plugin's compiled WebAssembly is cached with webpack's, not in a .swc folder of the working directory.
                experimental: { plugins: [styledComponentsPlugin(mode)], cacheRoot: join(repoRoot, 'node_modules', '.cache', 'swc') },
              },
            },
          },
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: info.federationName,
        ...(info.remote ? { filename: 'remoteEntry.js', exposes: { './routes': './src/routes.tsx', ...info.exposes } } : {}),
        shared: SHARED,
        // The shell's manifest records the versions of the singletons it provides: promotion
        // checks a remote's ranges against them.
        manifest: true,
        dts: false,
        experiments: runtimeExperiments(info.remote, mode),
      }),
      new FacadeInternals(),
      new HtmlWebpackPlugin({ title: info.title, template: join(repoRoot, 'scripts', 'index.html') }),
      ...(info.remote ? [] : [new PreloadStartupScripts()]),
      new webpack.DefinePlugin({ DORMSPACE_RELEASE: JSON.stringify(target.release ?? 'development') }),
      ...(mode === 'production' ? precompressed() : []),
    ],
    cache: {
      type: 'filesystem',
      cacheDirectory: join(repoRoot, 'node_modules', '.cache', 'webpack', `${app}-${mode}`),
      // The configuration is code: a change to it (a resolve condition, a shared module) must not
      // be answered from a cache built with the old one, which webpack does unless told.
      buildDependencies: { config: ['webpack.ts', 'shared.ts', 'apps.ts', 'preload-startup.ts'].map((file) => join(repoRoot, 'scripts', file)) },
    },
    // The shell's start-up libraries as two scripts (preload-startup.ts); development keeps webpack's split.
    ...(info.remote || mode !== 'production' ? {} : { optimization: { splitChunks: { cacheGroups: STARTUP_CACHE_GROUPS } } }),
    devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * styled-components' compile-time plugin (the SWC port of its Babel plugin) for every template
 * written with ui's `styled`, `css` and `keyframes` (`ui` in the apps, `./styled` inside ui): the
 * CSS minified at build time, each template a plain call with an array (no tagged-template
 * object kept per call site), every styled component marked pure (one nobody renders is dropped),
 * and, in development, components named after their variable and file in class names and React's
 * tools (`Page`, `room-grid-page__Page-…`).
 */
function styledComponentsPlugin(mode: 'production' | 'development'): [string, Record<string, unknown>] {
  const development = mode === 'development';
  return [
    '@swc/plugin-styled-components',
    { topLevelImportPaths: ['ui', './styled'], displayName: development, fileName: development, ssr: false, minify: true, transpileTemplateLiterals: true, pure: true },
  ];
}

/**
 * Each text asset also as `.br` (brotli at its best quality) and `.gz` (gzip level 9), made once
 * at build time for the static server (and any CDN) to send as they are: brotli is 12 % smaller
 * than gzip on the first screen's scripts, and quality 11 is too slow to run per request.
 */
function precompressed() {
  const common = { test: /\.(js|json|html|css|svg)$/, threshold: 512, minRatio: 0.9 };
  return [
    new CompressionPlugin<BrotliOptions>({ ...common, filename: '[path][base].br', algorithm: 'brotliCompress', compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } } }),
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
  ];
}

/**
 * One federation runtime per page. The shell provides its runtime (`provideExternalRuntime`) and a
 * remote's production build uses it (`externalRuntime`), so a remote's entry no longer carries a
 * copy of its own: 18.7 → 8.1 KB gzip, on every remote a page loads. A remote in development
 * (`npm run dev -w mf-rooms`, running alone) keeps its own. Either way a remote never loads other
 * remotes (widgets load through the shell), so its runtime drops the remote-loading and manifest
 * code. `promote` refuses a release built for another runtime version than the shell's.
 */
function runtimeExperiments(remote: boolean, mode: 'production' | 'development') {
  if (!remote) return { provideExternalRuntime: true, optimization: { target: 'web' as const } };
  return { externalRuntime: mode === 'production', optimization: { disableRemote: true, disableSnapshot: true, target: 'web' as const } };
}

/**
 * The runtime the shell provides is reached through CommonJS requires (`runtime-tools`), which
 * picked the package's CommonJS build beside the ESM one the shell itself uses: two copies, 50
 * instead of 28 KB gzip. These send every path to the ESM build.
 */
const mfDist = (file: string) => join(repoRoot, 'node_modules', '@module-federation', file);
const ONE_RUNTIME_CORE = {
  '@module-federation/runtime-core$': mfDist('runtime-core/dist/index.js'),
  '@module-federation/runtime/core$': mfDist('runtime/dist/core.js'),
  '@module-federation/runtime-tools/runtime-core$': mfDist('runtime-tools/dist/runtime-core.js'),
};
