import { styled } from 'ui';

// No room taken while silent; spaced from what comes before once it speaks.
const Live = styled.div`
  &:not(:empty) {
    margin-top: 0.75rem;
  }
`;

const Message = styled.p<{ $open: boolean }>`
  margin: 0;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme, $open }) => ($open ? theme.colors.info : theme.colors.warning)}59;
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $open }) => ($open ? theme.colors.info : theme.colors.warning)}14;
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * When room selection opens or closes, or why it is not open: above the grid (whose booking
 * actions are off while it is not) and in a booking dialog caught by a change. The live region is
 * always there, empty when there is nothing to say, so a change that makes it speak is announced.
 */
export function SelectionWindowBanner({ message, open }: { message: string | null; open: boolean }) {
  return (
    <Live role="status" aria-live="polite">
      {message && <Message $open={open}>{message}</Message>}
    </Live>
  );
}
