// An import-cycle rule that counts type imports. import-x/no-cycle skips `import type` by design
// (no runtime effect), and so let 69 gateway files grow into one circle through types: every
// resolver imported the context, which imported services.ts, which imported every module.
// A type import is still a dependency of the code's meaning: a layer may not name what sits above it.
import { statSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import ts from 'typescript';

/** Per tsconfig: its compiler options and a resolution cache, so a name resolves as tsc resolves it. */
const resolvers = new Map();
function resolverFor(file) {
  const config = ts.findConfigFile(dirname(file), ts.sys.fileExists) ?? '';
  let resolver = resolvers.get(config);
  if (!resolver) {
    const parsed = config ? ts.getParsedCommandLineOfConfigFile(config, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} }) : undefined;
    const options = { ...(parsed?.options ?? { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext }), allowJs: true };
    const cache = ts.createModuleResolutionCache(dirname(config || file), (name) => name, options);
    resolver = (name, from) => {
      const found = ts.resolveModuleName(name, from, options, ts.sys, cache).resolvedModule;
      // A package from node_modules cannot import back into the repo: it ends the walk. A workspace
      // (linked there) resolves to its real path in the repo and is followed.
      return found && !found.resolvedFileName.includes('/node_modules/') ? found.resolvedFileName : undefined;
    };
    resolvers.set(config, resolver);
  }
  return resolver;
}

/** Every module a file names, values and types alike: imports, re-exports, import(), require, augmentations. */
function importsOf(file, text) {
  const resolve = resolverFor(file);
  return ts.preProcessFile(text, true, true).importedFiles.map((named) => ({ ...named, path: resolve(named.fileName, file) }));
}

/** A file's imports, read again only when the file changed (an editor keeps one linter for hours). */
const edges = new Map();
function importedPaths(file) {
  const stamp = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  const known = edges.get(file);
  if (known && known.stamp === stamp) return known.paths;
  const paths = stamp === undefined ? [] : [...new Set(importsOf(file, readFileSync(file, 'utf8')).map((i) => i.path).filter(Boolean))];
  edges.set(file, { stamp, paths });
  return paths;
}

/** The shortest chain of imports from `start` back to `target`, or undefined. */
function pathBack(start, target) {
  const cameFrom = new Map([[start, undefined]]);
  for (const queue = [start]; queue.length > 0; ) {
    const file = queue.shift();
    for (const next of importedPaths(file)) {
      if (next === target) {
        const chain = [file];
        for (let at = cameFrom.get(file); at !== undefined; at = cameFrom.get(at)) chain.unshift(at);
        return chain;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import (type imports included) whose module imports this file back, directly or not.' },
    schema: [],
    messages: { cycle: 'Import cycle (type imports count): {{chain}}. Move the shared types down a layer.' },
  },
  create(context) {
    const file = context.physicalFilename;
    return {
      Program() {
        const source = context.sourceCode;
        const root = process.cwd();
        const short = (path) => (path.startsWith(root) ? path.slice(root.length + 1) : path);
        const seen = new Set();
        for (const named of importsOf(file, source.text)) {
          if (!named.path || named.path === file || seen.has(named.path)) continue;
          seen.add(named.path);
          const chain = pathBack(named.path, file);
          if (!chain) continue;
          context.report({
            loc: { start: source.getLocFromIndex(named.pos), end: source.getLocFromIndex(named.end) },
            messageId: 'cycle',
            data: { chain: [file, ...chain, file].map(short).join(' → ') },
          });
        }
      },
    };
  },
};

export default { rules: { 'no-cycle': noCycle } };
