import { createGlobalStyle } from './styled';

/** Page-wide base styles: border-box sizing, no body margin, the theme's font and colours. */
export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }

  /*
   * Tap targets of at least 24 × 24 px (WCAG 2.2, 2.5.8). A link in running text is as tall as
   * its text (19 px at 16 px, less in small print): padding above and below makes its box 24 px
   * without moving the lines around it (an inline box's padding does not change line height).
   * Links drawn as buttons or rail items set their own padding. Checkboxes and radios are 13 px
   * by default.
   */
  a {
    padding-block: max(0.2em, calc(12.5px - 0.6em));
  }

  input[type='checkbox'],
  input[type='radio'] {
    width: 1.5rem;
    height: 1.5rem;
    flex: none; /* in a narrow flex row it would shrink below 24 px */
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }

  /* Keyboard users need a visible focus ring; mouse users do not get one. */
  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;
