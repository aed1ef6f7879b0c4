import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { ChunkGraph, ChunkGroup, Compilation, Compiler, Module } from 'webpack';

/** A module federation `ProvideSharedModule`: the shell's own copy of a shared library. */
const PROVIDE_MODULE = 'provide-module';

/**
 * A chunk group the shell loads as it starts: its entry's `import('./bootstrap')` and every
 * shared library it provides (at start-up the shell is the only provider, so its own copies are
 * the ones chosen, and it uses all of them).
 */
function isStartupGroup(group: ChunkGroup, chunkGraph: ChunkGraph): boolean {
  return !group.isInitial() && group.origins.some(({ module }) => module !== null && module !== undefined && (module.type === PROVIDE_MODULE || chunkGraph.isEntryModule(module)));
}

/** The scripts the shell runs before its first screen, as they come out of a build. */
export function startupScripts(compilation: Compilation): string[] {
  const files = new Set<string>();
  for (const group of compilation.chunkGroups) {
    if (!isStartupGroup(group, compilation.chunkGraph)) continue;
    for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return [...files].sort();
}

/**
 * A shell `splitChunks` cache group that puts the libraries of its start-up chunks (those under
 * `folder`) into one chunk, `name`. Module federation makes each shared library a chunk of its
 * own (so that any app can load one alone), and webpack splits what they have in common into
 * more: 20 scripts before the first screen, 14 of them libraries. The shell provides all of them
 * at start-up, so nothing is gained by keeping them apart, and each costs a request (six at a
 * time on HTTP/1.1), a script tag and its own compression window. A remote still loads a library
 * through the share scope; the shell's answer is this chunk, already there.
 *
 * The shell uses two (`STARTUP_CACHE_GROUPS`): react-dom alone, and every other library. One
 * script of 95.5 KB was the last to arrive on a phone's connections, each starting slow (TCP's
 * slow start); two of about half that arrive together sooner (docs/benchmarks.md, section 6).
 *
 * Only modules that a start-up chunk has are taken, so nothing a lazy page alone needs joins the
 * first screen; they are taken out of every later chunk too, which would otherwise keep copies.
 */
export function startupLibraries(name: string, folder: string, priority: number) {
  return {
    name,
    chunks: 'async' as const,
    test: (module: Module, { chunkGraph }: { chunkGraph: ChunkGraph }) =>
      (module as { resource?: string }).resource?.includes(folder) === true &&
      chunkGraph.getModuleChunks(module).some((chunk) => [...chunk.groupsIterable].some((group) => isStartupGroup(group, chunkGraph))),
    enforce: true,
    priority,
  };
}

/**
 * Apollo Client and what it brings (rxjs, its caches' helpers, graphql's printer and visitor):
 * never a start-up library (web-kit/graphql imports it lazily), and one chunk, `apollo-client-lib`,
 * wherever the shell's lazy code needs it. Otherwise webpack splits it between the client's
 * chunk and the WebSocket link's, under numbered names that a budget cannot tell apart.
 */
const APOLLO_CLIENT_LIBRARIES = {
  name: 'apollo-client-lib',
  chunks: 'async' as const,
  test: /[\\/]node_modules[\\/](@apollo[\\/]client|rxjs|optimism|@wry|graphql|tslib)[\\/]/,
  enforce: true,
  priority: 10,
};

/** The shell's start-up libraries in two scripts: react-dom (taken first, by priority), and the rest; then Apollo Client's. */
export const STARTUP_CACHE_GROUPS = {
  startupReactDom: startupLibraries('startup-react-dom', '/node_modules/react-dom/', 30),
  startup: startupLibraries('startup', '/node_modules/', 20),
  apolloClient: APOLLO_CLIENT_LIBRARIES,
};

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
