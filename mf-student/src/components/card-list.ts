import { styled } from 'ui';

/** A screen's list of cards (visitors, repairs, parcels): one column, evenly spaced, never wider than it. */
export const CardList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

/** The heading over such a list. */
export const ListHeading = styled.h2`
  margin: 0 0 1rem;
  font-size: 1.25rem;
`;
