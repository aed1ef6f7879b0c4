import { styled, Button } from 'ui';

/** A button a thumb finds on a phone: 48 px tall, sharing its row with its neighbours. */
// `&&`: two classes outrank the button's own rule wherever the style sheet put it.
export const BigButton = styled(Button)`
  && {
    flex: 1 1 9rem;
    min-height: 3rem;
    font-size: 1.0625rem;
  }
`;

/** A row of big buttons, wrapping on a narrow phone. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;
