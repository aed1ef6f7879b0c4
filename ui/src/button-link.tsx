import type { ComponentPropsWithRef, ElementType } from 'react';
import { buttonLook, type ButtonSize, type ButtonVariant } from './button';
import { styled } from './styled';

/**
 * Props of {@link ButtonLink}: a Button's `variant` and `size`, and the props of what it renders
 * (`as`; an `<a>` by default).
 */
export type ButtonLinkProps<As extends ElementType = 'a'> = {
  /** What renders the link: a router's `Link` (with its `to`), or an `<a>` when left out. */
  as?: As;
  variant?: ButtonVariant;
  size?: ButtonSize;
} & Omit<ComponentPropsWithRef<As>, 'as' | 'variant' | 'size'>;

const StyledLink = styled.a<{ $variant: ButtonVariant; $size: ButtonSize }>`
  ${buttonLook}
  text-decoration: none;
`;

/**
 * A link that looks like the design system's {@link Button}: for a way on to another page that
 * stands where a button would (the room grid from a hostel, Change room). ui depends on no
 * router, so an app renders its router's link through it: `<ButtonLink as={Link} to="…">`.
 */
export function ButtonLink<As extends ElementType = 'a'>({ as, variant = 'primary', size = 'md', ...rest }: ButtonLinkProps<As>) {
  return <StyledLink {...(rest as ComponentPropsWithRef<'a'>)} as={as} $variant={variant} $size={size} />;
}
