import { styled } from 'ui';

/** Tucks a hint under its control, where the next field's gap would be. */
export const WithHint = styled.div`
  margin-bottom: 1rem;

  & > div {
    margin-bottom: 0.25rem;
  }
`;

/** A field's hint, muted and small; the control names it with `aria-describedby`. */
export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8125rem;
`;
