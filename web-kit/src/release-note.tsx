/** Replaced at build time in each app's bundle: the release it was built as (`development` otherwise). */
declare const DORMSPACE_RELEASE: string | undefined;

/**
 * The release a screen comes from, in the page for support and tests to read (`data-testid=
 * "release-note"`), and not shown: every student screen's footer read "mf-student · release
 * development", words that mean nothing to a student (issue 40). Support reads it from the page,
 * or from /remotes.json, which names every remote's release.
 */
export function ReleaseNote({ app }: { app: string }) {
  const release = typeof DORMSPACE_RELEASE === 'string' ? DORMSPACE_RELEASE : 'development';
  return (
    <p hidden data-testid="release-note" data-app={app} data-release={release}>
      {`${app} · release ${release}`}
    </p>
  );
}
