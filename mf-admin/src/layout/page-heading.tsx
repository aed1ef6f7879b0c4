import { styled } from 'ui';

/** The h1 every admin screen starts with. */
export const PageHeading = styled.h1`
  margin: 0 0 1.25rem;
  font-size: 1.5rem;
`;
