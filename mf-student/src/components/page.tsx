import type { ReactNode } from 'react';
import { styled } from 'ui';

const Wrapper = styled.div`
  max-width: 64rem;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
`;

const Title = styled.h1`
  margin: 0;
  font-size: 1.75rem;
`;

/** Props of {@link Page}. */
export interface PageProps {
  /** The screen's one h1. */
  title: ReactNode;
  children?: ReactNode;
}

/**
 * The column every student screen sits in. The shell draws the navigation bar and the outer
 * padding, so this only centres the content and spaces its sections evenly.
 */
export function Page({ title, children }: PageProps) {
  return (
    <Wrapper>
      <Title>{title}</Title>
      {children}
    </Wrapper>
  );
}
