import type { ReactNode } from 'react';
import styled from 'styled-components';
import { StudentNav } from '../features/nav/student-nav';

const Main = styled.main`
  margin-left: ${({ theme }) => theme.sidebar.collapsed};
  padding: 1.5rem 2rem;
  min-height: 100vh;
`;

/** The student screens' frame: the navigation bar and the page beside it. */
export function StudentFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <StudentNav />
      <Main>{children}</Main>
    </>
  );
}
