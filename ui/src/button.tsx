import type { ComponentPropsWithRef } from 'react';
import { styled, css, type DefaultTheme, type RuleSet } from './styled';
import { SpinnerRing } from './spinner-ring';

/** The visual weight of a {@link Button}. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'success' | 'ghost';

/** The size of a {@link Button}. */
export type ButtonSize = 'sm' | 'md';

/** Props of {@link Button}: every native `<button>` prop plus the design-system ones. */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button and shows a spinner next to its text while work is pending. */
  loading?: boolean;
}

const solid = (background: string, hover: string) => css`
  background: ${background};
  border-color: ${background};
  color: #ffffff;

  &:hover:not(:disabled) {
    background: ${hover};
    border-color: ${hover};
  }
`;

const variants: Record<ButtonVariant, (theme: DefaultTheme) => RuleSet> = {
  primary: ({ colors }) => solid(colors.primary, colors.primaryDark),
  danger: ({ colors }) => solid(colors.danger, colors.dangerDark),
  success: ({ colors }) => solid(colors.success, colors.successDark),
  secondary: ({ colors }) => css`
    background: ${colors.surface};
    border-color: ${colors.border};
    color: ${colors.text};

    &:hover:not(:disabled) {
      background: ${colors.background};
    }
  `,
  ghost: ({ colors }) => css`
    background: transparent;
    border-color: transparent;
    color: ${colors.primary};

    &:hover:not(:disabled) {
      background: ${colors.background};
    }
  `,
};

/** A {@link Button}'s look, for the element that wears it (a `<button>`, or `ButtonLink`'s link). */
export const buttonLook = css<{ $variant: ButtonVariant; $size: ButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  font-weight: 600;
  font-size: ${({ $size }) => ($size === 'sm' ? '0.875rem' : '1rem')};
  padding: ${({ $size }) => ($size === 'sm' ? '0.3rem 0.75rem' : '0.5rem 1rem')};
  cursor: pointer;
  white-space: nowrap;
  transition: background 120ms ease, border-color 120ms ease;
  ${({ theme, $variant }) => variants[$variant](theme)}
`;

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize }>`
  ${buttonLook}

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** The design system's button. Defaults to `type="button"` so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      $variant={variant}
      $size={size}
    >
      {loading && <SpinnerRing $size="1em" aria-hidden="true" />}
      {children}
    </StyledButton>
  );
}
