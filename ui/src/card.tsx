import type { ReactNode } from 'react';
import { styled } from './styled';

/** Props of {@link Card}. */
export interface CardProps {
  title?: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
  /** Buttons or links shown in the card's header, on the right of the title. */
  actions?: ReactNode;
  /** The title's heading level, so headings stay in order on the page (default 3). */
  headingLevel?: 1 | 2 | 3 | 4;
}

const Panel = styled.section`
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 1rem;
`;

const Title = styled.h3`
  margin: 0;
  font-size: 1.125rem;
`;

const Subtitle = styled.p`
  margin: 0.25rem 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** A surface panel grouping related content, with an optional title (h3 unless told), subtitle and actions. */
export function Card({ title, subtitle, children, actions, headingLevel = 3 }: CardProps) {
  const hasHeader = Boolean(title || subtitle || actions);
  return (
    <Panel>
      {hasHeader && (
        <Header>
          <div>
            {title && <Title as={`h${headingLevel}`}>{title}</Title>}
            {subtitle && <Subtitle>{subtitle}</Subtitle>}
          </div>
          {actions && <Actions>{actions}</Actions>}
        </Header>
      )}
      {children}
    </Panel>
  );
}
