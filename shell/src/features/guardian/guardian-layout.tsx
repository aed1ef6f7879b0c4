import { useId, type ReactNode } from 'react';
import { styled } from 'ui';
import { OfficeTimeNote } from 'web-kit';

const Page = styled.main.attrs({ id: 'main' })`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 1.5rem 1rem;
`;

const Panel = styled.section`
  width: min(100%, 32rem);
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 1.5rem;
  display: grid;
  gap: 1rem;

  h1 {
    margin: 0;
    font-size: 1.4rem;
  }
  p {
    margin: 0;
  }
`;

/** A guardian's page: no navigation, no login, one panel in the middle (and, under it, which zone its times are in). */
export function GuardianLayout({ title, children }: { title: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Page>
      <Panel aria-labelledby={titleId}>
        <h1 id={titleId}>{title}</h1>
        {children}
        <OfficeTimeNote />
      </Panel>
    </Page>
  );
}
