import type { ReactNode } from 'react';
import styled from 'styled-components';
import { StudentNav } from '../features/nav/student-nav';
import { useSession } from 'web-kit';

const Main = styled.main`
  margin-left: ${({ theme }) => theme.sidebar.collapsed};
  padding: 1rem 0.75rem;
  min-height: 100vh;
  min-width: 0;

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: 1.5rem 2rem;
  }
`;

/** The student screens' frame: the navigation bar and the page beside it. */
export function StudentFrame({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return (
    <>
      <StudentNav signedIn={user !== null} />
      <Main>{children}</Main>
    </>
  );
}
