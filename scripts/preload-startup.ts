import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Chunk, ChunkGraph, ChunkGroup, Compilation, Compiler, Module } from 'webpack';

/**
 * A chunk group the shell's entry chunk asks for as it starts: its `import('./bootstrap')` and
 * every shared library it provides (at start-up the shell is the only provider, so its own copies
 * are the ones chosen, and it uses all of them).
 */
const isStartupGroup = (group: ChunkGroup) => !group.isInitial() && group.getParents().some((parent) => parent.isInitial());

const isStartupChunk = (chunk: Chunk) => [...chunk.groupsIterable].some(isStartupGroup);

/** A start-up group, or one loaded later from a start-up chunk (a lazy page, a shared module's fallback). */
function startupOrLater(group: ChunkGroup, seen = new Set<ChunkGroup>()): boolean {
  if (seen.has(group)) return false;
  seen.add(group);
  return isStartupGroup(group) || group.getParents().some((parent) => startupOrLater(parent, seen));
}

/** The scripts the shell runs before its first screen, as they come out of a build. */
export function startupScripts(compilation: Compilation): string[] {
  const files = new Set<string>();
  for (const group of compilation.chunkGroups) {
    if (!isStartupGroup(group)) continue;
    for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return [...files].sort();
}

/**
 * The shell's `splitChunks` cache group that puts the libraries of its start-up chunks into one
 * chunk, `startup`. Module federation makes each shared library a chunk of its own (so that any
 * app can load one alone), and webpack splits what they have in common into more: 20 scripts
 * before the first screen, 14 of them libraries. The shell provides all of them at start-up, so
 * nothing is gained by keeping them apart, and each costs a request (six at a time on HTTP/1.1),
 * a script tag and its own compression window. A remote still loads a library through the share
 * scope; the shell's answer is this chunk, already there.
 *
 * Only modules that a start-up chunk has are taken, so nothing a lazy page alone needs joins the
 * first screen; they are taken out of the later chunks too, which would otherwise keep copies.
 */
export function startupLibraries() {
  return {
    name: 'startup',
    chunks: (chunk: Chunk) => [...chunk.groupsIterable].some((group) => startupOrLater(group)),
    test: (module: Module, { chunkGraph }: { chunkGraph: ChunkGraph }) =>
      (module as { resource?: string }).resource?.includes('/node_modules/') === true && chunkGraph.getModuleChunks(module).some(isStartupChunk),
    enforce: true,
    priority: 20,
  };
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
