import { styled } from 'ui';

/** The My room card's blocks, one under another (an offer, an invitation, a place in line). */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  p {
    margin: 0;
  }
`;

/** A block's buttons, wrapping on a phone. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;
