import { css, styled } from 'ui';

/** A link drawn as a secondary button: 44 px tall, a whole tap target. */
export const linkAsButton = css`
  align-items: center;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: 6px;
  color: ${({ theme }) => theme.colors.primary};
  display: inline-flex;
  font-weight: 600;
  min-height: 44px;
  padding: 0 0.9rem;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

/** A link to a file the gateway sends (a download), drawn as a button; a long label wraps. */
export const FileLink = styled.a`
  ${linkAsButton}
`;
