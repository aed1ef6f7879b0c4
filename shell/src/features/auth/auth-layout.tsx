import type { ReactNode } from 'react';
import { styled } from 'ui';

const Page = styled.main.attrs({ id: 'main' })`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 1.5rem;
`;

const Panel = styled.section`
  width: min(100%, 26rem);
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 2rem;
  display: grid;
  gap: 1rem;

  h1 {
    margin: 0 0 0.5rem;
    font-size: 1.5rem;
  }
  form {
    display: grid;
    gap: 0.9rem;
  }
  /* The panel's own lines are quiet; a field's error (a paragraph inside the field) keeps ui's red. */
  > p,
  form > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The frame of the login, signup and forgot-password screens. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page>
      <Panel aria-label={title}>
        <h1>{title}</h1>
        {children}
      </Panel>
    </Page>
  );
}
