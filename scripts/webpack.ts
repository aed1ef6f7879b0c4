import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack, { type Configuration } from 'webpack';
import { join } from 'node:path';
import { constants as zlib, type BrotliOptions } from 'node:zlib';
import { APPS, appDir, distDir, repoRoot, type AppName } from './apps.js';
import { FacadeInternals, SHARED } from './shared.js';
import { PreloadStartupScripts } from './preload-startup.js';

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
      uniqueName: info.federationName,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } },
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
        // A remote never loads other remotes (widgets load through the shell's runtime), so its
        // copy of the runtime drops the remote-loading and manifest code (entry 28 → 19 KB gzip).
        experiments: { optimization: info.remote ? { disableRemote: true, disableSnapshot: true, target: 'web' } : { target: 'web' } },
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
    devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
    performance: { hints: false },
    stats: 'errors-warnings',
  };
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
