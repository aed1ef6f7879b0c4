import { Link } from 'react-router';
import { css, styled } from 'ui';

// A link drawn as a secondary button: 44 px tall, a whole tap target (the export link of the
// students screen looks the same).
const asButton = css`
  align-items: center;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: 6px;
  color: ${({ theme }) => theme.colors.primary};
  display: inline-flex;
  font-weight: 600;
  min-height: 44px;
  padding: 0 0.9rem;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

/** A link within the admin area, drawn as a button. */
export const ButtonLink = styled(Link)`
  ${asButton}
`;

/** A link to a file the gateway sends (a download), drawn as a button. */
export const FileLink = styled.a`
  ${asButton}
`;

/** A row of buttons and links that wraps on a phone. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** A line of small print under a value. */
export const Note = styled.small`
  display: block;
  margin-top: 0.25rem;
  color: ${({ theme }) => theme.colors.muted};
`;
