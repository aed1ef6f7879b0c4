import { styled } from 'ui';

/** One visit of a desk list: a card, a thumb's width. */
export const VisitCard = styled.li`
  display: grid;
  gap: 0.5rem;
  padding: 0.875rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  list-style: none;

  p {
    margin: 0;
  }
`;

/** The card's first line: the visitor, and the badges that matter. */
export const CardTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;

  h4 {
    margin: 0;
    font-size: 1.125rem;
    overflow-wrap: anywhere;
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

export const VisitList = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
`;
