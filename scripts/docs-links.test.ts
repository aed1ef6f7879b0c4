import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { repoRoot } from './apps.js';

/**
 * The README and docs/ link to one another (the README's "Where to go next", the decision
 * records, the benchmark history): every relative link must land on a file, and a `#part` on one
 * of its headings, as GitHub makes their anchors.
 */
const pages = ['README.md', ...readdirSync(join(repoRoot, 'docs'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md')).map((f) => join('docs', f))];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens; repeats numbered. */
function anchorsOf(page: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of readFileSync(join(repoRoot, page), 'utf8').split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#+ (.*)$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]!.trim().toLowerCase().replace(/[^\p{L}\p{N}_\- ]/gu, '').replace(/ /g, '-');
    const count = seen.get(slug);
    seen.set(slug, (count ?? -1) + 1);
    anchors.add(count === undefined ? slug : `${slug}-${count + 1}`);
  }
  return anchors;
}

/** Relative links of a page, outside code spans and fences. */
function linksOf(page: string): string[] {
  const text = readFileSync(join(repoRoot, page), 'utf8').replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((target) => !/^[a-z]+:/.test(target));
}

describe('links between the README and docs/', () => {
  it.each(pages)('%s links only to files and headings that exist', (page) => {
    const broken = linksOf(page).filter((target) => {
      const [path, anchor] = target.split('#') as [string, string | undefined];
      const file = path ? normalize(join(dirname(page), path)) : page;
      if (!existsSync(join(repoRoot, file))) return true;
      return anchor !== undefined && file.endsWith('.md') && !anchorsOf(file).has(anchor);
    });
    expect(broken).toEqual([]);
  });
});
