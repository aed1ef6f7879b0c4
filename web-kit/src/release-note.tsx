import { styled } from 'ui';

/** Replaced at build time in each app's bundle: the release it was built as (`development` otherwise). */
declare const DORMSPACE_RELEASE: string | undefined;

const Note = styled.p`
  margin: 1.5rem 0 0;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The release a screen comes from, in small print: what support asks first. */
export function ReleaseNote({ app }: { app: string }) {
  const release = typeof DORMSPACE_RELEASE === 'string' ? DORMSPACE_RELEASE : 'development';
  return <Note data-testid="release-note">{`${app} · release ${release}`}</Note>;
}
