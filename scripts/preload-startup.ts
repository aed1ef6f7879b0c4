import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compilation, Compiler, Module } from 'webpack';

/** A module federation `ProvideSharedModule`: the shell's own copy of a shared library. */
const PROVIDE_MODULE = 'provide-module';

/**
 * The scripts the shell runs before its first screen, as they come out of a build: the chunks of
 * its entry's `import('./bootstrap')` and of every shared library it provides (at start-up the
 * shell is the only provider, so its own copies are the ones chosen, and it uses all of them).
 */
export function startupScripts(compilation: Compilation): string[] {
  const entryModules = new Set<Module>();
  for (const entrypoint of compilation.entrypoints.values())
    for (const chunk of entrypoint.chunks) for (const module of compilation.chunkGraph.getChunkEntryModulesIterable(chunk)) entryModules.add(module);
  const files = new Set<string>();
  for (const group of compilation.chunkGroups) {
    if (group.isInitial()) continue;
    const atStartup = group.origins.some(({ module }) => module !== null && module !== undefined && (entryModules.has(module) || module.type === PROVIDE_MODULE));
    if (!atStartup) continue;
    for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return [...files].sort();
}

/**
 * Lets the shell's HTML ask for its start-up scripts at once (`<link rel="preload">`), beside its
 * entry. Without it the browser learns of them only after the entry has downloaded and run the
 * federation runtime: one more round trip, and on a phone's network (Lighthouse's 150 ms) the
 * largest single wait before the first screen.
 */
export class PreloadStartupScripts {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('PreloadStartupScripts', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartupScripts', (data) => {
        const publicPath = typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
        const links = startupScripts(compilation).map((file) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', fetchpriority: 'low', href: `${publicPath}${file}` }));
        data.headTags.push(...links); // after the entry: it is needed first
        return data;
      });
    });
  }
}
