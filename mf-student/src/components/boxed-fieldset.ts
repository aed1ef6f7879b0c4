import { styled } from 'ui';

/** A fieldset drawn as a box with its legend on the border (a roommate's ID, a question's answers), never wider than its column. */
export const BoxedFieldset = styled.fieldset`
  margin: 0 0 1rem;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  min-width: 0;

  legend {
    padding: 0 0.25rem;
  }
`;
