import { styled, Button } from 'ui';

/** The desk's own field label: bold, above its control. */
export const FieldLabel = styled.label`
  display: block;
  margin-bottom: 0.375rem;
  font-weight: 600;
`;

/** A text box a thumb hits on a phone, 52 px tall. */
export const BigInput = styled.input`
  box-sizing: border-box;
  width: 100%;
  min-height: 3.25rem;
  padding: 0.5rem 0.75rem;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  font-size: 1.125rem;

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  &:focus {
    border-color: ${({ theme }) => theme.colors.primary};
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

/** The server's word on one field, under it. */
export const ErrorText = styled.p`
  margin: 0.25rem 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

// `&&`: two classes outrank the button's own rule wherever the style sheet put it.
/** The desk's main buttons: the screen's width, 52 px tall. */
export const WideButton = styled(Button)`
  && {
    width: 100%;
    min-height: 3.25rem;
    font-size: 1.125rem;
  }
`;

/** One section of the desk's single column. */
export const Section = styled.section`
  display: grid;
  /* A column that may shrink below its widest control's own width: nothing scrolls sideways at 390 px. */
  grid-template-columns: minmax(0, 1fr);
  gap: 0.875rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

/** A desk form: its fields and button stacked, a thumb's gap apart. */
export const DeskForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem;
`;
