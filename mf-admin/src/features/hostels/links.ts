import { Link } from 'react-router-dom';
import { css, styled } from 'ui';
import { linkAsButton } from '../../shared/file-link';

// The shared look of a link drawn as a button, kept on one line: these labels are short, and
// sit in rows of buttons.
const asButton = css`
  ${linkAsButton}
  white-space: nowrap;
`;

/** A link within the admin area, drawn as a button. */
export const ButtonLink = styled(Link)`
  ${asButton}
`;

/** A link to a file the gateway sends (a download), drawn as a button on one line. */
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
