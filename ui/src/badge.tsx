import type { ReactNode } from 'react';
import { styled } from './styled';
import { tint, toneColor, type Tone } from './tone-colors';

/** The colour of a {@link Badge}. */
export type BadgeTone = Tone;

/** Props of {@link Badge}. */
export interface BadgeProps {
  tone?: BadgeTone;
  children?: ReactNode;
}

const Pill = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  padding: 0.125rem 0.5rem;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
  color: ${({ theme, $tone }) => toneColor(theme, $tone)};
  background: ${({ theme, $tone }) => tint(toneColor(theme, $tone), 0.12)};
`;

/** A short status label (e.g. "Approved", "Pending") in a coloured pill. */
export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return <Pill $tone={tone}>{children}</Pill>;
}
