import { styled, keyframes } from './styled';

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

/**
 * The bare rotating ring, with no role: {@link Spinner} wraps it for screen readers, while
 * `Button` shows it decoratively so the button's accessible name stays its own text.
 */
export const SpinnerRing = styled.span<{ $size: string }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.75s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2s;
  }
`;
